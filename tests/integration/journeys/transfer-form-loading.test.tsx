// The transfer page's route loads the form engine and the transfer form with its template (schemas/config/templates.json
// `forms`): while the engine's code is on its way (a slow phone connection), the page the member came from stays on
// screen, and the transfer page then opens whole, its form in place, never a "Loading the form…" card that the form
// would later grow out of and push what follows down. The engine's module is held back here until the test lets it
// through.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { loadForm } from '@/forms/form-registry';
import { preloadPage } from '@/router/build-routes';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { historyApi, mockHistory } from '../../support/api/history';
import { mockTransfers, transfersApi } from '../../support/api/transfers';
import { memberApi } from '../../support/member-api';

const engine = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('@/forms/schema-form', async (importOriginal) => {
  await engine.arrived;
  return importOriginal();
});

const history = mockHistory();
useMockApi([
  ...historyApi(history),
  ...transfersApi(mockTransfers(history)),
  ...sessionApi(mockSession({ member: demoMember() })),
  ...contentApi(),
  ...memberApi,
]);
// The pages' templates and the form's own files (schema, validators) are at hand: only the engine is slow.
// (warmUp would import the engine itself.)
beforeAll(() => Promise.all([preloadPage('home'), loadForm('transfer-miles')]), 60_000);

/** Whether "Loading the form…" was ever in the page since the call. */
function watchFormLoading() {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes('Loading the form…')) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}
let watching: ReturnType<typeof watchFormLoading> | null = null;
afterEach(() => watching?.stop());

describe('the transfer page while the form engine loads', () => {
  it('keeps the page the member came from, then opens with its form in place', async () => {
    const { user } = await startPortal('/home', { member: demoMember() });
    expect(await screen.findByRole('heading', { level: 1, name: /^Hello/ }, { timeout: 15_000 })).toBeInTheDocument();
    watching = watchFormLoading();

    await user.click(await screen.findByRole('link', { name: /^Transfer miles/ }));
    expect(screen.getByRole('heading', { level: 1, name: /^Hello/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transfer details' })).toBeNull();

    await act(async () => engine.release());
    const card = within(await screen.findByRole('region', { name: 'Transfer details' }, { timeout: 15_000 }));
    expect(card.getByLabelText(/^Miles to transfer/)).toBeInTheDocument();
    expect(watching.seen()).toBe(false);
  });
});
