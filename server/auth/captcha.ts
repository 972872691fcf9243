// The self-hosted altcha captcha: signed proof-of-work challenges, each solution accepted once.
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { minutes } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';

// Modest work: the widget tries counters from 0 up to the hidden one (10 000–60 000 SHA-256 hashes, about
// half a second in a browser, well under 2 s on a slow phone); verification is one HMAC thanks to the key
// signature (deterministic mode).
const algorithm = 'SHA-256';
const cost = 1;
const counterRange = [10_000, 60_000] as const;
const lifetimeMs = minutes(10);

export interface CaptchaSecrets {
  signature: string;
  key: string;
}

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** True once per valid, unexpired solution of one of our challenges. */
  verify(payload: string): Promise<boolean>;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The widget's payload is base64 JSON `{ challenge, solution }`; anything else is refused. */
function decode(payload: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
    const { challenge, solution } = value;
    if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return value as unknown as Payload;
  } catch {
    return null;
  }
}

export function createCaptcha(db: Db, secrets: CaptchaSecrets, clock: Clock): Captcha {
  return {
    challenge: () =>
      createChallenge({
        algorithm,
        cost,
        counter: randomInt(...counterRange),
        deriveKey,
        expiresAt: new Date(clock() + lifetimeMs),
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }),

    async verify(payload) {
      const decoded = decode(payload);
      if (!decoded?.challenge.signature) return false;
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }).catch(() => null);
      const expiresAt = decoded.challenge.parameters.expiresAt;
      // altcha checks expiry against the system time; the server's clock decides here too.
      if (!result?.verified || expiresAt === undefined || expiresAt * 1000 < clock()) return false;
      // Replays: the signed challenge is remembered until it expires; a second insert finds it.
      await db.query('DELETE FROM used_captchas WHERE expires_at < $1', [new Date(clock())]);
      const fresh = await db.query(
        'INSERT INTO used_captchas (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature',
        [decoded.challenge.signature, new Date(expiresAt * 1000)],
      );
      return fresh.length === 1;
    },
  };
}
