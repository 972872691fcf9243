// The last line of defence against input that slipped past the contract: PostgreSQL's refusals of a value
// (SQLSTATE class 22, data exception; class 23, integrity constraint violation) are the client's doing,
// never the server's, so they answer 4xx. The contract's bounds and formats should stop such values first;
// each of these answers is logged as a warning so a missing bound is noticed and added there.
import { ApiError } from './api-error';

/** The SQLSTATE of an error from pg or PGlite (both carry it as `code`), or null. */
export function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** The answer to a database error a client's value caused, or null for any other error (a real 500). */
export function databaseErrorAnswer(error: unknown): ApiError | null {
  const state = sqlState(error);
  if (!state) return null;
  // 23505 unique violation: the same thing was created twice, typically by two requests at once.
  if (state === '23505') return new ApiError(409, 'This already exists.', 'already_exists');
  // 23503 foreign key: a referenced id does not exist (or no longer does).
  if (state === '23503') return new ApiError(422, 'This value refers to something that does not exist.', 'invalid_reference');
  // 23514 check / 23502 not null: a value the table's rules refuse.
  if (state === '23514' || state === '23502') return new ApiError(422, 'This value is not accepted.', 'invalid_value');
  // Class 22: NUL in text (22021, 22P05), number out of range (22003), date out of range (22008),
  // text too long (22001), invalid text representation (22P02), invalid datetime format (22007), …
  if (state.startsWith('22')) return new ApiError(422, 'This value is not accepted.', 'invalid_value');
  return null;
}
