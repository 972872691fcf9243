// The cross-field rules of the account forms (requirements §5 messages): a confirmation field repeats its field.
// The contract cannot say this per field, so the handlers check it, all with this one function.
import type { Violation } from '../http/api-error';

interface Confirmed {
  password: string;
  password_confirmation: string;
  email?: string;
  email_confirmation?: string;
}

export function confirmationViolations(body: Confirmed): Violation[] {
  const violations: Violation[] = [];
  if (body.email !== undefined && body.email.trim().toLowerCase() !== (body.email_confirmation ?? '').trim().toLowerCase()) {
    violations.push({ propertyPath: 'email_confirmation', message: 'Emails do not match', key: 'emails_mismatch' });
  }
  if (body.password !== body.password_confirmation) {
    violations.push({ propertyPath: 'password_confirmation', message: 'Passwords do not match', key: 'passwords_mismatch' });
  }
  return violations;
}
