import type { User } from '@/model/user/user-types';
import profileForm from '../../../schemas/forms/profile.json';
import completeAccountForm from '../../../schemas/forms/complete-account.json';

// The profile's field list is the profile forms' properties (schemas/forms), so a field an editor adds there
// is prefilled from the profile answer (which returns it, stored in users.form_extras) without code.
const fields = [...new Set([...Object.keys(profileForm.properties), ...Object.keys(completeAccountForm.properties)])];

/** The profile form's starting values: the member's own, empty ones left out (so "required" shows). */
export function profileValues(user: User): Record<string, unknown> {
  const values = user as unknown as Record<string, unknown>;
  return Object.fromEntries(
    fields.flatMap((field) =>
      values[field] !== null && values[field] !== undefined && values[field] !== '' ? [[field, values[field]]] : [],
    ),
  );
}
