// The cookies the server sets for the portal to read, named once for both.

/** A login form sent as plain HTML opened a session that waits on the server for the app to take it over. */
export const loginWaitingCookie = 'login_waiting';

/**
 * A form sent as plain HTML was refused: `{ form, values, status, answer }` as URI-encoded JSON, the form's id, the
 * fields it gives back (never a password), and the API's error answer with its status.
 */
export const nativeFormCookie = 'native_form';

/** What a refused plain HTML submit leaves in `nativeFormCookie`. */
export interface NativeFormRefusal {
  form: string;
  values: Record<string, string>;
  status: number;
  answer: unknown;
}
