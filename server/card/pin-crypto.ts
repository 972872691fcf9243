// The card's secrets at rest. The PIN is encrypted with AES-256-GCM under a server key and bound to its card
// (the card id is GCM's additional data, so a ciphertext copied onto another card does not open); the
// activation code is kept as an HMAC only. The key is MILES_CARD_KEY (64 hex characters) when set — what a
// deployment with a key store does — otherwise one generated on first start into the settings table, like
// the JWT and captcha secrets, so restarts and other processes on the same database agree on it.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import { secretSetting } from '../db/settings';

export type CardKey = Buffer;

export async function cardKey(db: Db): Promise<CardKey> {
  const fromEnv = process.env.MILES_CARD_KEY;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!/^[0-9a-fA-F]{64}$/.test(fromEnv)) throw new Error('MILES_CARD_KEY must be 64 hexadecimal characters (a 256-bit key).');
    return Buffer.from(fromEnv, 'hex');
  }
  // The stored secret is random text; its SHA-256 is the 256-bit key.
  return createHash('sha256')
    .update(await secretSetting(db, 'card_pin_key'))
    .digest();
}

const aad = (cardId: number) => Buffer.from(`miles-card:${cardId}`);

export function encryptPin(key: CardKey, cardId: number, pin: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(cardId));
  const ciphertext = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join('.');
}

export function decryptPin(key: CardKey, cardId: number, stored: string): string {
  const [iv, tag, ciphertext] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('malformed PIN ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad(cardId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

export function activationDigest(key: CardKey, cardId: number, code: string): string {
  return createHmac('sha256', key).update(`activation:${cardId}:${code}`).digest('hex');
}

export function activationMatches(key: CardKey, cardId: number, code: string, stored: string): boolean {
  const given = Buffer.from(activationDigest(key, cardId, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `length` random decimal digits (a PIN, an activation code, a card's last four). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += String(randomInt(10));
  return digits;
}
