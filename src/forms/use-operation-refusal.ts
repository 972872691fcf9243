// A form names the API operation it sends (`x-operation` in schemas/forms/<form>.json), or the operations that take
// what it fills (a delivery address: the basket's and the card's). One a support session may not use (the contract's
// x-support-session) disables the form's submit, with the reason beside it, before anyone presses it: the same rule
// as a `Button` given that operation. A form whose submit only shows what would be sent (`x-review`: a price to
// confirm) keeps its submit; the page's confirmation is the `Button` held back.
import { operationRoutes } from '@/generated/api-operations';
import type { OperationId } from '@/generated/api-operations';
import { refusedCapability } from '@/model/impersonation/support-session-refusals';
import { useSupportSessionRefusal } from '@/ui/support-session-refusal';
import type { SupportSessionRefusal } from '@/ui/support-session-refusal';
import type { FormSchema } from './form-types';

/** The contract's operations a form names in its schema, the first refused one first. */
function operationOf(schema: FormSchema): OperationId | undefined {
  if (schema['x-review'] === true) return undefined;
  const named: unknown = schema['x-operation'];
  const known = (Array.isArray(named) ? named : [named]).filter(
    (name): name is OperationId => typeof name === 'string' && Object.hasOwn(operationRoutes, name),
  );
  return known.find((operation) => refusedCapability(operation) !== null) ?? known[0];
}

/** Whether this session may send the form, and the note that says why not. */
export function useOperationRefusal(schema: FormSchema): SupportSessionRefusal {
  return useSupportSessionRefusal(operationOf(schema));
}
