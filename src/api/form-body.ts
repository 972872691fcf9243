// A submitted form's values as the JSON body of the operation the form submits to. rjsf hands forms their
// values as plain records; by the time a form submits them, its precompiled validator (compiled from
// schemas/forms/<form>.json) has accepted them, and the contract inlines that same schema as the operation's
// body (`x-forms`, one schema per form on both sides), so the record has the body's type. The server checks
// the body against the contract again, so a form whose schema drifted is refused (422), never trusted.
import type { OperationId } from '@/generated/api-operations';
import type { JsonBody } from './operation-types';

export type FormValues = Record<string, unknown>;

/** `values`, validated by the form of operation `id`, as that operation's body (the one place this is asserted). */
export function formBody<Id extends OperationId>(id: Id, values: FormValues): JsonBody<Id> {
  void id;
  return values as JsonBody<Id>;
}
