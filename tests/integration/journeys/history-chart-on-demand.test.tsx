// The balance chart's code (uPlot and its drawing) is loaded on demand: opening the points page, whose history has
// no chart, loads none of it, not even once the history page's template is at hand; /my-miles loads it as it shows
// the chart. A static import of the chart anywhere on the points page's way would load it with that page.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { historyApi, mockHistory } from '../../support/api/history';

const chart = vi.hoisted(() => ({ loads: 0 }));
// uPlot draws on a canvas, which jsdom does not have: a stand-in that counts the times the module is loaded.
vi.mock('@/templates/my-miles/balance-chart', () => {
  chart.loads += 1;
  return { default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> };
});

useMockApi([...historyApi(mockHistory()), ...sessionApi(mockSession({ member: demoMember() })), ...contentApi()]);
// Both pages' templates loaded before the test, as the router preloads a page: neither may bring the chart with it.
warmUp(['points', 'my-miles']);

describe("the balance chart's code", () => {
  it('is not loaded on the points page, and is loaded when /my-miles shows the chart', async () => {
    const { user } = await startPortal('/points', { member: demoMember() });
    await waitFor(() => expect(screen.getByTestId('history-count')).toHaveTextContent('6 movements'), { timeout: 15_000 });
    expect(screen.queryByRole('img', { name: /^Line chart/ })).toBeNull();
    expect(chart.loads).toBe(0);

    await user.click(within(screen.getByLabelText('Main menu')).getByText('My miles', { selector: 'a' }));
    expect(await screen.findByRole('img', { name: /^Line chart of your balance/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(chart.loads).toBe(1);
  });
});
