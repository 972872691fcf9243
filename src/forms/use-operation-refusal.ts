// A form names the API operation it sends (`x-operation` in schemas/forms/<form>.json). One a support session may
// not use (the contract's x-support-session) disables the form's submit, with the reason beside it, before anyone
// presses it: the same rule as a `Button` given that operation.
import { operationRoutes } from '@/generated/api-operations';
import type { OperationId } from '@/generated/api-operations';
import { useSupportSessionRefusal } from '@/ui/support-session-refusal';
import type { SupportSessionRefusal } from '@/ui/support-session-refusal';
import type { FormSchema } from './form-types';

/** The API operation a form names in its schema, when it is one of the contract's. */
function operationOf(schema: FormSchema): OperationId | undefined {
  const named: unknown = schema['x-operation'];
  return typeof named === 'string' && Object.hasOwn(operationRoutes, named) ? (named as OperationId) : undefined;
}

/** Whether this session may send the form, and the note that says why not. */
export function useOperationRefusal(schema: FormSchema): SupportSessionRefusal {
  return useSupportSessionRefusal(operationOf(schema));
}
