// A member's render of /home against the mocked API: the figures come from the answers (so the requests are
// really made and answered), nothing else is asked, and the mocks themselves hold to the contract.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { memberApi, memberMovements } from '../support/member-api';
import { contractHandler, contractProblems, useMockApi } from '../support/msw-api';

const server = useMockApi(memberApi);

describe('a member render of /home', () => {
  it('shows the pending miles and the latest activity the API answered', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    await renderApp('/home', 'member');
    // The panel's skeleton has its place until the lists come: it is the panel itself once they have.
    await waitFor(() => expect(screen.getByTestId('home-upcoming')).toHaveTextContent(/5\s200 miles on 4 December 2026/));
    const activity = screen.getByTestId('home-activity');
    expect(await within(activity).findAllByRole('listitem')).toHaveLength(memberMovements.length);
    expect(within(activity).getByText('+500 miles')).toBeInTheDocument();
    expect(asked.filter((path) => path === '/api/points_history')).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('shows the failure, not made-up figures, when points_history is refused', async () => {
    server.use(
      contractHandler('getPointsHistory', () => ({ status: 403, body: { code: 403, message: 'Access denied.', key: 'forbidden' } })),
    );
    await renderApp('/home', 'member');
    expect(await screen.findByText('Your miles could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('home-activity')).toBeNull();
  });
});

describe('the mocked answers', () => {
  it('hold to schemas/api/openapi.json, and the check refuses what does not', () => {
    expect(contractProblems('getRank', 200, { rank: 'Gold' })).toEqual([]);
    expect(contractProblems('getRank', 200, { rank: 'Diamond' })).not.toEqual([]);
    expect(contractProblems('getPointsHistory', 200, { items: [] })).not.toEqual([]);
    expect(contractProblems('getStats', 204, {})).toEqual(['getStats has no 204 answer in the contract']);
  });
});
