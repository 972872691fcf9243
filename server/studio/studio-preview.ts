// A preview of the portal with a studio role's drafts in place, in one account's own browser: starting it checks the
// live set with the drafts (nothing with a problem is previewed) and puts a preview token of the studio session in an
// HttpOnly cookie (it opens nothing of the studio's API); every portal page the browser then loads carries that set
// instead of the live one, with a banner that ends it. The session's end (logout) ends the preview too.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveConfig } from '../../src/contract/live-config';
import { createHash } from 'node:crypto';
import type { StaffClaims, TokenService } from '../auth/token-service';
import { accessTokenTtlMs } from '../auth/token-service';
import type { Db } from '../db/db';
import { cookieValue, setCookie } from '../http/cookies';
import { changedFiles } from './live-config';
import { staffSessionOfToken } from './staff-accounts';
import { draftSet } from './studio-drafts';
import { problemsOf, projectRoot } from './studio-live';
import type { LiveFiles } from './studio-live';

/** The cookie holding the previewing studio session's token. */
export const previewCookie = 'studio_preview';

const cookieRule = { path: '/', sameSite: 'Strict', httpOnly: true } as const;

/** Starts the preview in the requester's browser: a token of its studio session that opens the preview alone. */
export async function startPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: TokenService,
  session: StaffClaims,
): Promise<void> {
  setCookie(request, reply, previewCookie, await tokens.preview(session), { ...cookieRule, maxAge: Math.floor(accessTokenTtlMs / 1000) });
}

export function endPreview(request: FastifyRequest, reply: FastifyReply): void {
  setCookie(request, reply, previewCookie, '', { ...cookieRule, maxAge: 0 });
}

/**
 * The config a page of this browser carries while it previews: the live version's number (so the tab is not taken for
 * stale) and the live files with the previewing role's drafts in place, checked again for each page (a draft saved
 * since the preview began is in it; drafts with a problem give the live files, and the page says so); null when the
 * browser previews nothing or its session has ended.
 */
export function previewReader(
  db: Db,
  tokens: TokenService,
  root?: string,
): (cookieHeader: string | undefined) => Promise<LiveConfig | null> {
  // The checker's verdict on the last sets of drafts seen, by their text: a preview's pages mostly meet the same set.
  const verdicts = new Map<string, boolean>();
  const passes = (texts: LiveFiles, live: LiveFiles): boolean => {
    const key = createHash('sha256')
      .update(JSON.stringify([texts, live]))
      .digest('base64url');
    let ok = verdicts.get(key);
    if (ok === undefined) {
      ok = problemsOf(root ?? projectRoot, texts, live).length === 0;
      if (verdicts.size >= 20) verdicts.clear();
      verdicts.set(key, ok);
    }
    return ok;
  };
  return async (cookieHeader) => {
    const token = cookieValue(cookieHeader, previewCookie);
    if (!token) return null;
    const found = await staffSessionOfToken(decodeURIComponent(token), db, tokens, 'preview');
    if (!found) return null;
    const { version, texts, live } = await draftSet(db, found.staff);
    const by = found.staff.name;
    return passes(texts, live)
      ? { version, files: changedFiles(texts, root), preview: { by } }
      : { version, files: changedFiles(live, root), preview: { by, withProblems: true } };
  };
}
