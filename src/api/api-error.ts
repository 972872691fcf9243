// Every non-OK answer rejects with { code, errors } (requirements §7): code is the body's code or the HTTP status;
// errors are the per-field violations or a message. `unauthorized` marks a 401/403 the client gave up on.
import type { components } from '@/generated/api';

/** A refusal of one field: its path, the English text, the key the portal translates and the values that text names. */
export type Violation = components['schemas']['Violation'];

export interface ApiError {
  code: number | string;
  status: number;
  errors: Violation[] | string;
  key?: string;
  unauthorized?: boolean;
  /** The endpoint that failed (form submits carry it, requirements §7). */
  endpoint?: string;
  /** Seconds to wait before trying again (a locked login: `retry_after` of the answer). */
  retryAfter?: number;
}

interface ErrorBody {
  code?: number | string;
  message?: string;
  key?: string;
  violations?: Violation[];
  retry_after?: number;
}

/** Builds the rejection of a non-OK answer from its status and (possibly empty or non-JSON) body. */
export function toApiError(status: number, statusText: string, body: unknown, endpoint: string): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const errors = Array.isArray(b.violations) && b.violations.length ? b.violations : (b.message ?? (statusText || `HTTP ${status}`));
  const wait = typeof b.retry_after === 'number' && b.retry_after > 0 ? { retryAfter: b.retry_after } : {};
  return { code: b.code ?? status, status, errors, ...(b.key ? { key: b.key } : {}), endpoint, ...wait };
}

/**
 * One field refused by a rule the browser checks before calling, as the API would refuse it: its key (the portal's
 * text, validation.server.<key>) and the values that text names; the English `message` when the caller has one.
 */
export function ruleViolation(propertyPath: string, key: string, params?: Violation['params'], message = key): Violation {
  return { propertyPath, message, key, ...(params ? { params } : {}) };
}

/** The refusal the API would answer `endpoint` with (422, these violations), made by the browser before calling it. */
export function ruleRefusal(endpoint: string, violations: Violation[]): ApiError {
  const key = violations.length === 1 ? violations[0]?.key : 'validation_failed';
  return toApiError(422, '', { key, violations }, endpoint);
}

/** True for values the client rejected with. */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'code' in value && 'errors' in value && 'status' in value;
}

/** A network failure (no answer at all) in the same shape, so callers handle one kind of error. */
export function networkError(endpoint: string, cause: unknown): ApiError {
  return { code: 'network', status: 0, errors: cause instanceof Error ? cause.message : 'Network error', key: 'network', endpoint };
}

/** No answer within the client's timeout: a network failure to callers, told apart by its key. */
export function timeoutError(endpoint: string): ApiError {
  return { code: 'timeout', status: 0, errors: 'The service did not answer in time', key: 'timeout', endpoint };
}

/**
 * True when the service refused nothing but could not answer now: no answer, a timeout, a gateway saying the API is
 * down, or a 429 asking to slow down (a member who reloads pages quickly must not be logged out for it).
 */
export function isTemporaryFailure(error: ApiError): boolean {
  return error.status === 0 || error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * True when the same read asked again a moment later may well be answered: no answer at all (the connection refused
 * or dropped on the way) or a gateway saying the API is down for a moment. Not a timeout (the member already waited
 * the whole time) nor a 429 (asking again is what it refuses).
 */
export function isWorthAskingAgain(error: Pick<ApiError, 'status' | 'key'>): boolean {
  return (error.status === 0 && error.key !== 'timeout') || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * The name a page translates a failed call by (`validation.server.<name>`, or its own words): the API's key, else a
 * code that is a name; `network` when no answer came, `server` for the service's own failure, `unknown` otherwise. A
 * page says its generic sentence for a name it has no words for, never the name itself.
 */
export function refusalKey(error: ApiError): string {
  if (error.status === 0) return 'network';
  if (error.key && /^[a-z_]+$/.test(error.key)) return error.key;
  if (typeof error.code === 'string' && /^[a-z_]+$/.test(error.code)) return error.code;
  return error.status >= 500 ? 'server' : 'unknown';
}
