// One login attempt, the same for the API's login call and for a login form sent as plain HTML before the portal's
// script ran (server/http/native-forms.ts): the captcha when one came along, the account's and the address's
// counters around the password check, a new session on success. Throws the API's refusals.
import type { FastifyReply } from 'fastify';
import { fieldError, unauthorized } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { Services } from '../services';
import { verifyNothing, verifyPassword } from './passwords';

export async function attemptLogin(
  { db, sessions, loginLimiter, captcha }: Pick<Services, 'db' | 'sessions' | 'loginLimiter' | 'captcha'>,
  { email: typed, password, captcha: solution }: Schemas['LoginRequest'],
  source: string,
  reply: FastifyReply,
): Promise<Schemas['Tokens']> {
  const email = typed.trim().toLowerCase();
  // A captcha that came along is checked (and spent) whether or not the account needs one at this moment.
  const captchaSolved = solution !== undefined && (await captcha.verify(solution));
  if (solution !== undefined && !captchaSolved) throw fieldError('captcha', 'Please verify you are not a robot', 'captcha_failed');
  const [user] = await db.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = $1', [email]);
  // The counters reserve their slots before the password is evaluated (429 with the wait while this address
  // waits or is locked, 422 captcha_required when the account needs the captcha).
  const ok = await loginLimiter.login({ email, source, captchaSolved }, reply, () =>
    user ? verifyPassword(password, user.password_hash) : verifyNothing(password),
  );
  if (!user || !ok) throw unauthorized('Invalid credentials.', 'invalid_credentials');
  return sessions.open(user.id);
}
