import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { $content, contentKeyOf, contentRequested, fetchContentFx } from '@/model/content/content-model';
import type { CmsPage } from '@/model/content/content-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $previewToken, previewLeft } from '@/model/content/preview-model';
import { $session } from '@/model/session/session-model';
import { $pageLoading } from '@/model/page/page-model';

const page = (url: string, title = 'Title'): CmsPage => ({ url, language: 'en', status: 'published', title, zones: {} });
const notFound: ApiError = { code: 404, status: 404, errors: 'Page not found', key: 'page_not_found' };

function setup(
  fetch = vi.fn(async ({ query }: { query: Record<string, string> }) => page(query.url ?? '')),
  loggedIn = false,
  previewToken: string | null = null,
) {
  const scope = fork({
    values: [
      [$appliedLanguage, 'fr-be'],
      [$session, { loggedIn, user: null, passwordExpired: false }],
      [$previewToken, previewToken],
    ],
    handlers: [[fetchContentFx, fetch]],
  });
  const state = (url: string, tags?: string[][]) =>
    scope.getState($content)[contentKeyOf({ url, tags }, 'fr-be', loggedIn, previewToken !== null)];
  return { scope, fetch, state };
}

describe('content model', () => {
  it('loads a page once and reuses the cached answer unless forced', async () => {
    const { scope, fetch, state } = setup();
    await allSettled(contentRequested, { scope, params: { url: '/faq' } });
    expect(state('/faq')).toEqual({ status: 'ready', data: page('/faq') });
    await allSettled(contentRequested, { scope, params: { url: '/faq' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    await allSettled(contentRequested, { scope, params: { url: '/faq', force: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends the tag groups with $audience resolved to the visitor kind', async () => {
    const guest = setup();
    await allSettled(contentRequested, { scope: guest.scope, params: { url: '/earn', tags: [['earn', '$audience']] } });
    expect(guest.fetch.mock.calls[0]?.[0]).toMatchObject({
      query: { url: '/earn', 'content.tags[0][0]': 'earn', 'content.tags[0][1]': 'guest' },
      previewToken: null,
    });
    const member = setup(undefined, true);
    await allSettled(contentRequested, { scope: member.scope, params: { url: '/earn', tags: [['earn', '$audience']] } });
    expect(member.fetch.mock.calls[0]?.[0]).toMatchObject({ query: { 'content.tags[0][1]': 'member' } });
  });

  it('shows loading while the call runs, and toggles the page loading flag around it', async () => {
    let release: (p: CmsPage) => void = () => undefined;
    const { scope, state } = setup(vi.fn(() => new Promise<CmsPage>((resolve) => (release = resolve))));
    const done = allSettled(contentRequested, { scope, params: { url: '/press' } });
    await Promise.resolve();
    expect(state('/press')).toEqual({ status: 'loading' });
    expect(scope.getState($pageLoading)).toBe(true);
    release(page('/press'));
    await done;
    expect(state('/press')?.status).toBe('ready');
    expect(scope.getState($pageLoading)).toBe(false);
  });

  it('maps 404 to the not-found state and other refusals to failure, which a new request retries', async () => {
    const fetch = vi.fn(async ({ query }: { query: Record<string, string> }) => {
      if (query.url === '/nowhere') throw notFound;
      throw { code: 500, status: 500, errors: 'Internal error' } satisfies ApiError;
    });
    const { scope, state } = setup(fetch);
    await allSettled(contentRequested, { scope, params: { url: '/nowhere' } });
    expect(state('/nowhere')).toEqual({ status: 'not-found' });
    await allSettled(contentRequested, { scope, params: { url: '/broken' } });
    expect(state('/broken')).toEqual({ status: 'failure', code: '500' });
    await allSettled(contentRequested, { scope, params: { url: '/nowhere' } });
    expect(fetch).toHaveBeenCalledTimes(2); // not-found is cached
    await allSettled(contentRequested, { scope, params: { url: '/broken' } });
    expect(fetch).toHaveBeenCalledTimes(3); // failure is retried
  });

  it('keys the cache by preview: a preview answer is never reused outside preview', async () => {
    const { scope, fetch } = setup(undefined, false, 'preview-token');
    await allSettled(contentRequested, { scope, params: { url: '/faq' } });
    expect(fetch.mock.calls[0]?.[0]).toMatchObject({ previewToken: 'preview-token' });
    await allSettled(previewLeft, { scope });
    expect(scope.getState($previewToken)).toBeNull();
    await allSettled(contentRequested, { scope, params: { url: '/faq' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[0]).toMatchObject({ previewToken: null });
  });
});
