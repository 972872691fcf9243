// Brute-force guard of every password check, without handing strangers a way to lock members out.
// - Login: wrong passwords are counted per account (the e-mail typed, known or not, so the answers tell nothing
//   of which accounts exist) and source address. An address waits 2, 4, then 8 s after its 2nd, 3rd and 4th
//   failures, and its 5th locks that address out of that account until the 15-minute window ends; other
//   addresses are not concerned. After 3 failures on the account from any addresses, a login without a solved
//   captcha is refused before its password is evaluated (422 captcha_required): a campaign spread over many
//   addresses pays a proof of work per guess, and the owner still gets in. Bursts stay bounded: a slot is
//   reserved atomically before scrypt runs (login-attempts.ts), at most 5 per address and 3 without a captcha.
// - A signed-in member's password asked again (PIN reveal, card block, password change): `check`, a budget of
//   the member's own (password-check-budget.ts) that strangers' login failures never touch.
// The per-IP limit (rate-limits.ts) comes on top.
import type { FastifyReply } from 'fastify';
import { minutes } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError, fieldError } from '../http/api-error';
import type { ErrorBody } from '../http/api-error';
import { accountWide, fail, forget, release, reserve } from './login-attempts';
import { reserveCheck, returnCheck } from './password-check-budget';

/** Wrong passwords one address may try on one account per window. */
export const maxFailures = 5;
/** Wrong passwords on an account, from any addresses, after which its login asks for the captcha. */
export const captchaAfter = 3;
export const lockWindowMs = minutes(15);
/** How long an address waits after its n-th wrong password on an account (the 5th locks it instead). */
export const slowDown = (failures: number): number => (failures < 2 ? 0 : 1000 * 2 ** (failures - 1));

const perSource = { max: maxFailures, windowMs: lockWindowMs };
const captchaFree = { max: captchaAfter, windowMs: lockWindowMs };

/** 429 too_many_attempts, with the wait in seconds in the body (`retry_after`) and the Retry-After header. */
export class AccountLocked extends ApiError {
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    const wait = retryAfter < 60 ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}` : plural(Math.ceil(retryAfter / 60), 'minute');
    super(429, `Too many failed attempts. Please try again in ${wait}.`, 'too_many_attempts');
    this.retryAfter = retryAfter;
  }

  override body(): ErrorBody {
    const body: ErrorBody & { retry_after: number } = { ...super.body(), retry_after: this.retryAfter };
    return body;
  }
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The login of an account that needs the captcha now, sent without one: refused on the captcha field. */
export const captchaRequired = () => fieldError('captcha', 'Please verify you are not a robot', 'captcha_required');

export interface LoginAttempt {
  /** The e-mail typed, trimmed and in lower case. */
  email: string;
  /** The client's address (Fastify's `request.ip`, which honours `trustProxy`). */
  source: string;
  /** A captcha solution came with the login and was accepted (spent). */
  captchaSolved: boolean;
}

export interface LoginLimiter {
  /**
   * Runs `verify` (the password check of the login) under the account's and the address's counters: throws
   * AccountLocked (and sets Retry-After) while the address waits or is locked, and captchaRequired when the
   * account needs one; counts a `false` answer.
   */
  login(attempt: LoginAttempt, reply: FastifyReply, verify: () => Promise<boolean>): Promise<boolean>;
  /**
   * Runs `verify` (a signed-in member's password asked again) under the budget of the member of `email`: throws
   * AccountLocked (and sets Retry-After) once 5 wrong ones were given in the window; counts a `false` answer.
   */
  check(email: string, reply: FastifyReply, verify: () => Promise<boolean>): Promise<boolean>;
}

function locked(reply: FastifyReply, until: number, now: number): AccountLocked {
  const wait = Math.max(1, Math.ceil((until - now) / 1000));
  void reply.header('Retry-After', String(wait));
  return new AccountLocked(wait);
}

export function createLoginLimiter(db: Db, clock: Clock, enabled: boolean): LoginLimiter {
  // MILES_RATE_LIMIT=off (browser tests) and `rateLimit: false` (API tests) turn the counters off.
  if (!enabled) return { login: (_attempt, _reply, verify) => verify(), check: (_email, _reply, verify) => verify() };

  return {
    async login({ email, source, captchaSolved }, reply, verify) {
      const now = clock();
      const address = { email, source };
      const account = { email, source: accountWide };
      const until = await reserve(db, address, perSource, now);
      if (until !== null) throw locked(reply, until, now);
      // Without a captcha, only the first few failures of the window on the account are evaluated.
      const free = !captchaSolved && (await reserve(db, account, captchaFree, now)) === null;
      if (!captchaSolved && !free) {
        await release(db, address);
        throw captchaRequired();
      }
      let ok: boolean;
      try {
        ok = await verify();
      } catch (error) {
        // Not an evaluation that answered: the slots are given back without counting a failure.
        await release(db, address);
        if (free) await release(db, account);
        throw error;
      }
      if (ok) {
        await forget(db, address);
        // The account's count stays for its window: a right password from one address does not reopen the
        // captcha-free attempts to every other.
        if (free) await release(db, account);
      } else {
        await fail(db, address, perSource, true, clock(), slowDown);
        await fail(db, account, captchaFree, free, clock());
      }
      return ok;
    },

    async check(email, reply, verify) {
      const now = clock();
      const until = await reserveCheck(db, email, now);
      if (until !== null) throw locked(reply, until, now);
      let ok: boolean;
      try {
        ok = await verify();
      } catch (error) {
        await returnCheck(db, email);
        throw error;
      }
      // A right password gives its slot back; a wrong one keeps it, as one failure of the window.
      if (ok) await returnCheck(db, email);
      return ok;
    },
  };
}
