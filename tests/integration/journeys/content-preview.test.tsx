// Preview mode on the real route config, models and templates, against the content system's part of the mocked API
// (tests/support/api/content.ts): with a staff preview token kept for the tab (src/main.tsx keeps the token of the
// preview address), a draft shows with the preview banner, its badge and a placeholder for an item the portal does
// not know; leaving preview forgets the token, so the next page load is a visitor's again, for whom the draft does not
// exist; a token the content system did not give shows nothing a visitor could not see. The preview address, a real
// staff token and both engines on the preview are the browser's (content.spec.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { seedContent, seedContentApi } from '../../support/api/content';
import { previewStorageKey } from '@/model/content/preview-model';

const session = mockSession();
const content = seedContent();
useMockApi([...seedContentApi(content, session), ...sessionApi(session)]);
warmUp(['cms-page', 'login']);

const url = '/draft-announcement';
/** A draft's items, one of a type the portal does not know (the content system may be ahead of it). */
const draftItems = [
  { type: 'rich_text', html: '<p>Not yet public.</p>' },
  { type: 'countdown_timer', until: '2027-01-01' },
];
beforeEach(() => {
  Object.assign(session, mockSession());
  Object.assign(content, seedContent({ previewTokens: new Set(['staff-token']) }));
  content.files.push({
    url,
    draft: {
      en: {
        title: 'Draft announcement',
        zones: { main: draftItems as never },
      },
    },
  });
});

/** Opens `path` in a tab that keeps `token` as the preview address leaves it. */
function inPreview(token: string, path: string) {
  sessionStorage.setItem(previewStorageKey, token);
  return startPortal(path);
}

const loginPage = async (ref: string) => {
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  expect(`${window.location.pathname}${window.location.search}`).toBe(`/login?ref=${encodeURIComponent(ref)}`);
};

describe('preview mode', () => {
  it('shows a draft with the banner, its badge and a placeholder for an unknown item; leaving it ends in the visitor’s view', async () => {
    const { user } = await inPreview('staff-token', url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft announcement' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Leave preview' });
    expect(banner).toHaveTextContent('Preview: you are seeing draft content that visitors cannot see.');
    expect(screen.getByText('Draft', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('“countdown_timer” is not supported');
    expect(content.calls.at(-1)).toEqual({ url, language: 'en', preview: true });

    await user.click(within(banner).getByRole('button', { name: 'Leave preview' }));
    expect(screen.queryByRole('region', { name: 'Leave preview' })).toBeNull();
    expect(sessionStorage.getItem(previewStorageKey)).toBeNull();
    // The next page load of the tab (a reload) is a visitor's: the draft does not exist.
    cleanup();
    await startPortal(url);
    await loginPage(url);
  });

  it('shows nothing a visitor could not see with a token the content system did not give', async () => {
    await inPreview('forged', '/winter-challenge-2027');
    await loginPage('/winter-challenge-2027');
    expect(content.calls.filter((call) => call.url === '/winter-challenge-2027')).toEqual([
      { url: '/winter-challenge-2027', language: 'en', preview: false },
    ]);
  });
});
