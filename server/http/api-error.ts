// The error answers of the API: `{ code, message, key, violations? }`. `key` is a stable snake_case id the
// portal translates; `message` is the English text of requirements §8 where the spec names one.
import type { components } from '../../src/generated/api';

/** A refusal of one field: its path, the English text, the key the portal translates and the values that text names. */
export type Violation = components['schemas']['Violation'];

export interface ErrorBody {
  code: number;
  message: string;
  key: string;
  violations?: Violation[];
}

/**
 * The keys a 401 or 403 may carry. Those statuses speak of the session itself, and the portal ends the session
 * on them (requirements §8); a business refusal (an access rule, a quota, a balance, a support session) is a 409 or 422.
 */
export const sessionRefusalKeys: ReadonlySet<string> = new Set([
  'unauthenticated',
  'invalid_token',
  'member_required',
  'session_ended',
  'session_expired',
  'refresh_token_reused',
  'invalid_refresh_token',
  'invalid_credentials',
  'password_expired',
  'forbidden',
]);

/** Thrown by handlers; the error handler turns it into its answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string;
  readonly violations: Violation[] | undefined;

  constructor(status: number, message: string, key: string, violations?: Violation[]) {
    if ((status === 401 || status === 403) && !sessionRefusalKeys.has(key)) {
      throw new Error(`A ${status} ends the member's session: '${key}' is a business refusal, answer it with 409 or 422.`);
    }
    super(message);
    this.status = status;
    this.key = key;
    this.violations = violations;
  }

  body(): ErrorBody {
    const body: ErrorBody = { code: this.status, message: this.message, key: this.key };
    if (this.violations) body.violations = this.violations;
    return body;
  }
}

/** A 422 answer with field violations (form errors). */
export function validationFailed(violations: Violation[]): ApiError {
  return new ApiError(422, 'Validation failed', 'validation_failed', violations);
}

/** A 422 answer about one field, with the field's message also as the answer's message, and the values it names. */
export function fieldError(propertyPath: string, message: string, key: string, params?: Violation['params']): ApiError {
  return new ApiError(422, message, key, [{ propertyPath, message, key, ...(params ? { params } : {}) }]);
}

export const unauthorized = (message = 'Authentication required.', key = 'unauthenticated') => new ApiError(401, message, key);
export const forbidden = () => new ApiError(403, 'Access denied.', 'forbidden');
/** An operation marked `x-support-session: refused` in the contract, called by an agent acting as a member. */
export const refusedInSupportSession = () =>
  new ApiError(409, "A support session may not do this in the member's name.", 'impersonation_forbidden');
export const notFound = (message = 'Not found.', key = 'not_found') => new ApiError(404, message, key);
