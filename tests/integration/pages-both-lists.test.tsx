// Pages both audiences may read: each reader reaches them at one path of their own list, whichever list's
// path they were given (a shared link, a bookmark), and the members' footer leads to the legal notice too.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp } from '../support/render-app';
import type { FakeContent } from '../support/render-app';
import { memberApi } from '../support/member-api';
import { useMockApi } from '../support/msw-api';

useMockApi(memberApi);

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});

const legalMentions = {
  title: 'Legal notice',
  description: 'Who publishes this portal.',
  zones: { main: [{ type: 'rich_text', html: '<p>Miles Loyalty Services SA, Brussels.</p>' }] },
} as const;
const content = { '/legal-mentions': legalMentions } as unknown as FakeContent;

describe('the media kit, at /media-kit for guests and /press/media-kit for members', () => {
  it('leads a guest given the members’ path (a shared link) to /media-kit, not to the login page', async () => {
    const { router } = await renderApp('/press/media-kit?from=mail');
    await waitFor(() => expect(currentPath(router)).toBe('/media-kit?from=mail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media kit' })).toBeInTheDocument();
  });

  it('still sends a guest on a press category that does not exist to the login page', async () => {
    const { router } = await renderApp('/press/no-such-category');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/login?ref=%2Fpress%2Fno-such-category');
  });
});

describe('the legal notice, in both lists', () => {
  it('is read by a member at /legal-mentions, without logging out', async () => {
    const { router } = await renderApp('/legal-mentions', 'member', 'en', content);
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out and open this page' })).toBeNull();
    expect(currentPath(router)).toBe('/legal-mentions');
    await waitFor(() => expect((window as DataLayerWindow).dataLayer?.at(-1)).toMatchObject({ pagename: 'legal-mentions' }));
  });

  it('is in the members’ footer, at the path of their language', async () => {
    await renderApp('/legal-mentions', 'member', 'en', content);
    await screen.findByRole('heading', { level: 1, name: 'Legal notice' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Legal mentions' })).toHaveAttribute('href', '/legal-mentions');
  });

  it('is at the localised path for a French-speaking member, the base path leading there', async () => {
    const { router } = await renderApp('/legal-mentions', 'member', 'fr-be', content);
    await waitFor(() => expect(currentPath(router)).toBe('/mentions-legales'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  });
});
