// A preview of the portal with a studio account's drafts in place, in that account's own browser: starting it checks
// the live set with the drafts (nothing with a problem is previewed) and puts the studio session's token in an
// HttpOnly cookie; every portal page the browser then loads carries that set instead of the live one, with a banner
// that ends it. The session's end (logout) ends the preview too: the cookie's token then opens nothing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveConfig } from '../../src/contract/live-config';
import type { TokenService } from '../auth/token-service';
import { accessTokenTtlMs } from '../auth/token-service';
import type { Db } from '../db/db';
import { cookieValue, setCookie } from '../http/cookies';
import { changedFiles } from './live-config';
import { staffSessionOfToken } from './staff-accounts';
import { draftSet } from './studio-drafts';

/** The cookie holding the previewing studio session's token. */
export const previewCookie = 'studio_preview';

const cookieRule = { path: '/', sameSite: 'Strict', httpOnly: true } as const;

/** Starts the preview in the requester's browser with its studio token (what its bearer said). */
export function startPreview(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setCookie(request, reply, previewCookie, token, { ...cookieRule, maxAge: Math.floor(accessTokenTtlMs / 1000) });
}

export function endPreview(request: FastifyRequest, reply: FastifyReply): void {
  setCookie(request, reply, previewCookie, '', { ...cookieRule, maxAge: 0 });
}

/**
 * The config a page of this browser carries while it previews: the live version's number (so the tab is not taken for
 * stale) and the live files with the previewing account's drafts in place; null when the browser previews nothing or
 * its session has ended.
 */
export function previewReader(db: Db, tokens: TokenService): (cookieHeader: string | undefined) => Promise<LiveConfig | null> {
  return async (cookieHeader) => {
    const token = cookieValue(cookieHeader, previewCookie);
    if (!token) return null;
    const found = await staffSessionOfToken(decodeURIComponent(token), db, tokens);
    if (!found) return null;
    const { version, texts } = await draftSet(db, found.staff);
    return { version, files: changedFiles(texts), preview: { by: found.staff.name } };
  };
}
