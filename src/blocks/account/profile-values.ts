import type { User } from '@/model/user/user-types';

const fields = ['firstname', 'lastname', 'phone', 'job_title', 'address_line', 'postcode', 'city', 'birth_date'] as const;

/** The profile form's starting values: the member's own, empty ones left out (so "required" shows). */
export function profileValues(user: User): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((field) => (user[field] ? [[field, user[field]]] : [])));
}
