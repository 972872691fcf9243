// Cookies the server reads and sets: one reader of a Cookie header, one writer of Set-Cookie lines, so every cookie
// the server sets says its path, life and SameSite rule, and is Secure whenever the request came over HTTPS.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return null;
}

export interface CookieRule {
  path: string;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
  sameSite: 'Strict' | 'Lax';
  /** Out of the page's scripts' reach. */
  httpOnly?: boolean;
}

/** Adds a Set-Cookie line to the answer (Fastify keeps every one); `value` is URI-encoded. */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, rule: CookieRule): void {
  const flags = [`Path=${rule.path}`, `Max-Age=${rule.maxAge}`, `SameSite=${rule.sameSite}`];
  if (rule.httpOnly) flags.push('HttpOnly');
  if (request.protocol === 'https') flags.push('Secure');
  reply.header('Set-Cookie', [`${name}=${encodeURIComponent(value)}`, ...flags].join('; '));
}
