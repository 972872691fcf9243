// The successor of a rotated refresh token, kept for the grace window so a replay gets the very same one (one
// live branch per family). It is sealed (AES-256-GCM) with a key derived from the spent token, which the
// database only holds as a digest: what is stored opens only for whoever presents the spent token again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const info = 'miles refresh-token successor';

function keyOf(spentToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', spentToken, Buffer.alloc(0), info, 32));
}

/** base64url of iv (12 bytes) · tag (16 bytes) · ciphertext. */
export function sealSuccessor(spentToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(spentToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor, or null when `sealed` was not sealed for this token (or was altered). */
export function openSuccessor(spentToken: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(spentToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
