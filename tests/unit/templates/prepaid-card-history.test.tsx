// The card's history page in jsdom, on a card whose months the handler answers: a first read that fails says so
// with "Try again", which reads them; a failed read of earlier months says so under the months shown, which stay,
// and "Earlier months" asks again.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { Provider } from 'effector-react';
import type { ApiError } from '@/api/api-error';
import { applyLanguage } from '@/platform/i18n';
import { cardPageOpened } from '@/model/card/card-model';
import type { CardTransactions } from '@/model/card/card-types';
import { CardHistory } from '@/templates/prepaid-card/card-history';
import { card, cardScope } from '../model/card-fixtures';
import { renderInI18n } from '../forms/render-form';

afterEach(cleanup);

const failure: ApiError = { code: 500, status: 500, errors: 'Internal error' };
const month = (name: string) => ({ month: name, transactions: [], totals: { purchases_cents: 0, loads_cents: 0, fees_cents: 0 } });
const months: Record<string, CardTransactions> = {
  latest: { months: [month('2026-11'), month('2026-10')], next_before: '2026-10' },
  earlier: { months: [month('2026-09')], next_before: null },
};

/** The history page over answers given in turn (a failure is thrown). */
async function historyPage(answers: (CardTransactions | ApiError)[]) {
  await applyLanguage('en');
  const { scope } = cardScope(card('active'), {
    history: async () => {
      const answer = answers.shift();
      if (!answer || !('months' in answer)) throw answer ?? failure;
      return answer;
    },
  });
  await allSettled(cardPageOpened, { scope });
  await renderInI18n(
    <Provider value={scope}>
      <CardHistory />
    </Provider>,
  );
}

const monthsShown = () => screen.queryAllByTestId('card-month').map((table) => table.querySelector('caption')?.textContent);

describe('the card history', () => {
  it('says when the months cannot be read, and "Try again" reads them', async () => {
    const user = userEvent.setup();
    await historyPage([failure, months.latest!]);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'November 2026' })).toBeVisible();
    expect(monthsShown()).toEqual(['November 2026', 'October 2026']);
  });

  it('keeps the months shown when earlier ones cannot be read, says so, and asks again', async () => {
    const user = userEvent.setup();
    await historyPage([months.latest!, failure, months.earlier!]);
    await user.click(await screen.findByRole('button', { name: 'Earlier months' }));
    expect(await screen.findByText('The history could not be loaded.')).toBeVisible();
    expect(monthsShown()).toEqual(['November 2026', 'October 2026']);
    await user.click(screen.getByRole('button', { name: 'Earlier months' }));
    expect(await screen.findByRole('table', { name: 'September 2026' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Earlier months' })).toBeNull();
  });
});
