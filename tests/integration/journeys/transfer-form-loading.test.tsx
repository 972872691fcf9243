// While the form engine's code is on its way (a slow phone connection), the transfer page's form card says so: its
// heading and "Loading the form…" where the form will be, never a blank card; the form takes its place once the
// code is there. The engine's module is held back here until the test lets it through.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { loadForm } from '@/forms/form-registry';
import { preloadPage } from '@/router/build-routes';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { historyApi, mockHistory } from '../../support/api/history';
import { mockTransfers, transfersApi } from '../../support/api/transfers';

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
]);
// The page's template and the form's own files (schema, validators) are at hand: only the engine is slow.
beforeAll(() => Promise.all([preloadPage('transfer-miles'), loadForm('transfer-miles')]), 60_000);

describe('the transfer form while the form engine loads', () => {
  it('keeps its card with its heading and says "Loading the form…", then the form takes its place', async () => {
    await startPortal('/exchange-my-miles/transfer-miles', { member: demoMember() });
    const card = within(await screen.findByRole('region', { name: 'Transfer details' }, { timeout: 15_000 }));
    expect(card.getByRole('heading', { name: 'Transfer details' })).toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(card.queryByLabelText(/^Miles to transfer/)).toBeNull();

    await act(async () => engine.release());
    expect(await card.findByLabelText(/^Miles to transfer/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(card.queryByText('Loading the form…')).toBeNull();
  });
});
