// vitest: isolate — the editors' overrides of a language are asked for at its first load, once per page load: a
// worker's strings already loaded by an earlier file would never ask for them.
// An editors' override of an interface string (translations_light) that answers after the first paint's grace time
// still reaches the page on screen, without a reload: the portal paints with the build's strings, then re-renders
// with the override once it arrives. Staff setting an override that fr-be visitors get at their next load, and
// English visitors never, is the browser's journey against the real server (settings-overrides.spec.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { contractHandler, useMockApi } from '../support/msw-api';
import { startPortal } from '../support/start-portal';
import { mockSession, sessionApi } from '../support/api/session';
import { contentApi } from '../support/api/content';

const session = mockSession();
let release: () => void = () => undefined;
useMockApi([
  // The overrides of fr-be answer once released: after the first paint.
  contractHandler('getTranslations', async (request) => {
    if (request.headers.get('Accept-Language') !== 'fr-be') return { body: {} };
    await new Promise<void>((resolve) => (release = resolve));
    return { body: { 'nav.faq': 'Vos questions (éditeur)' } };
  }),
  ...sessionApi(session),
  ...contentApi(),
]);
beforeEach(() => void Object.assign(session, mockSession()));

describe('an override answered after the first paint', () => {
  it('shows on the page without a reload', async () => {
    await startPortal('/login', { language: 'fr-be' });
    // Painted with the build's string while the overrides are on their way.
    expect((await screen.findAllByRole('link', { name: 'FAQ' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vos questions (éditeur)' })).toBeNull();
    release();
    expect((await screen.findAllByRole('link', { name: 'Vos questions (éditeur)' }))[0]).toBeInTheDocument();
  });
});
