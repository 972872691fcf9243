// Content-system pages (requirements §7 page_content): one cache entry per language × preview × url × tags. A page
// asks with `contentRequested`; a cached answer is reused unless the page forces a reload (requirements §7: page
// data is skipped when cached unless forced). The states are every page's (Loadable): 404 is "not-found" (the
// content system has no page there), anything else "failure".
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import type { Loadable } from '@/lib/loadable';
import { contentKey, contentQuery } from '@/lib/content-query';
import type { TagGroups } from '@/lib/content-query';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { call } from '@/model/session/api';
import { $loggedIn } from '@/model/session/session-model';
import { pageLoadFinished, pageLoadStarted } from '@/model/page/page-model';
import { keepAnswersByKey } from '@/model/remote-data/answers-by-key';
import { $previewToken } from './preview-model';

export type CmsPage = components['schemas']['CmsPage'];
/** A zone item: its `type` plus the fields of that type (unknown types keep whatever they carry). */
export type CmsItem = components['schemas']['CmsItem'] & Record<string, unknown>;

export type ContentState = Loadable<CmsPage>;

export interface ContentRequest {
  url: string;
  tags?: TagGroups;
  /** Reload even when cached (a retry, or a page whose config says so). */
  force?: boolean;
}

interface Fetch {
  key: string;
  /** The content url (also in `query`, which holds the tags in their wire form: `content.tags[i][j]`). */
  url: string;
  query: Record<string, string | string[]>;
  previewToken: string | null;
}

/** The cache key a request maps to right now (language, preview and audience are the model's). */
export const contentKeyOf = (request: ContentRequest, language: string, loggedIn: boolean, preview: boolean) =>
  contentKey(language, contentQuery(request.url, request.tags, loggedIn ? 'member' : 'guest'), preview);

export const contentRequested = createEvent<ContentRequest>();

export const fetchContentFx = createEffect<Fetch, CmsPage, ApiError>(({ url, query, previewToken }) =>
  call('getPageContent', { query: { ...query, url }, header: previewToken ? { 'X-Preview-Token': previewToken } : undefined }),
);

export const $content = createStore<Record<string, ContentState>>({});

const toFetch = sample({
  clock: contentRequested,
  source: { cache: $content, language: $appliedLanguage, loggedIn: $loggedIn, previewToken: $previewToken },
  fn: ({ cache, language, loggedIn, previewToken }, request) => {
    const query = contentQuery(request.url, request.tags, loggedIn ? 'member' : 'guest');
    const key = contentKey(language ?? '', query, previewToken !== null);
    const cached = cache[key];
    // Skipped when cached (or on its way) unless forced; a failure is always retried.
    const skip = !request.force && cached !== undefined && cached.status !== 'failure';
    return { fetch: { key, url: request.url, query, previewToken }, skip };
  },
});

// Why: one fetch per key; the loading state is visible at once and survives until the answer.
sample({ clock: toFetch, filter: ({ skip }) => !skip, fn: ({ fetch }) => fetch, target: fetchContentFx });
keepAnswersByKey($content, fetchContentFx, (error) =>
  error.status === 404 ? { status: 'not-found' } : { status: 'failure', code: String(error.code) },
);

// Why: requirements §2.5 — the loading flag is toggled around every page load, content included.
sample({ clock: fetchContentFx, target: pageLoadStarted });
sample({ clock: fetchContentFx.finally, target: pageLoadFinished });
