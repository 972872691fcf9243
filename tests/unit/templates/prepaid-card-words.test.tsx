// The card's words in the member's language: the history's fees read as the API words them (their label, from the
// programme's card fees file), a line without one by the text it was stored with; the blocking reasons are the
// portal's to translate, and a code it has no words for shows the API's own label rather than a raw code or key.
// Rendered in fr-be and nl-be in jsdom.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { Provider } from 'effector-react';
import { preloadForms } from '@/forms/lazy-schema-form';
import { applyLanguage } from '@/platform/i18n';
import { cardPageOpened } from '@/model/card/card-model';
import type { BlockingReasons, CardTransactions, PreviousCard } from '@/model/card/card-types';
import { CardBlock } from '@/templates/prepaid-card/card-block';
import { CardHistory } from '@/templates/prepaid-card/card-history';
import { CardPrevious } from '@/templates/prepaid-card/card-previous';
import { card, cardScope } from '../model/card-fixtures';
import { renderInI18n } from '../forms/render-form';

// The card's route loads its forms with the page (templates.json `forms`): so does this test, before it renders.
beforeAll(() => preloadForms(['card-block-reason', 'card-block']));

afterEach(cleanup);

const line = (id: string, over: Partial<CardTransactions['months'][number]['transactions'][number]>) => ({
  id,
  date: '2026-11-10T10:00:00.000Z',
  kind: 'fee' as const,
  merchant: null,
  code: null,
  counterpart_last4: null,
  amount_cents: -500,
  ...over,
});

const history: CardTransactions = {
  months: [
    {
      month: '2026-11',
      transactions: [
        line('1', { merchant: 'Annual card fee', code: 'annual_fee', label: 'Cotisation annuelle de la carte' }),
        line('2', { merchant: 'Foreign currency fee', code: 'foreign_currency_fee', label: 'Frais de change', amount_cents: -150 }),
        line('3', { merchant: 'Paper statement fee', code: 'paper_statement_fee', amount_cents: -200 }),
        line('4', { kind: 'purchase', merchant: 'Delhaize', amount_cents: -3_785 }),
        line('5', { kind: 'transfer_in', merchant: 'Balance from card ending 4821', counterpart_last4: '4821', amount_cents: 4_455 }),
      ],
      totals: { purchases_cents: -3_785, loads_cents: 0, fees_cents: -850 },
    },
  ],
  next_before: null,
};

// 'frozen' is a reason this portal has no words for: a newer API's code, shown by its label.
const reasons = {
  reasons: [
    { code: 'lost', label: 'Lost', offers_replacement: true },
    { code: 'stolen', label: 'Stolen', offers_replacement: true },
    { code: 'damaged', label: 'Damaged', offers_replacement: false },
    { code: 'frozen', label: 'Frozen by the bank', offers_replacement: false },
  ],
} as unknown as BlockingReasons;

async function openedScope() {
  const { scope } = cardScope(card('active'), { history: async () => history, reasons: async () => reasons });
  await allSettled(cardPageOpened, { scope });
  return scope;
}

describe("the card history's lines", () => {
  it('shows the fees by the label the API gives in fr-be, and the stored text of a line without one', async () => {
    await applyLanguage('fr-be');
    const scope = await openedScope();
    await renderInI18n(
      <Provider value={scope}>
        <CardHistory />
      </Provider>,
    );
    const table = await screen.findByRole('table', { name: 'novembre 2026' });
    const descriptions = within(table)
      .getAllByRole('row')
      .slice(1, 6)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(descriptions).toEqual([
      'Cotisation annuelle de la carte',
      'Frais de change',
      'Paper statement fee',
      'Delhaize',
      'Solde de la carte se terminant par 4821',
    ]);
  });
});

describe('the blocking reasons', () => {
  it('read as words in nl-be, the unknown one by its label, in the choice and in the confirmation of a known one', async () => {
    await applyLanguage('nl-be');
    const scope = await openedScope();
    await renderInI18n(
      <Provider value={scope}>
        <CardBlock />
      </Provider>,
    );
    const group = await screen.findByRole('radiogroup', { name: /^Waarom blokkeert u ze\?/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent?.trim()),
    ).toEqual(['Verloren', 'Gestolen', 'Beschadigd', 'Frozen by the bank']);
    const user = userEvent.setup();
    // A reason the contract does not name yet is shown, but the browser refuses it as the API would (its enum).
    await user.click(within(group).getByRole('radio', { name: 'Frozen by the bank' }));
    await user.click(screen.getByRole('button', { name: 'Mijn kaart blokkeren' }));
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'Gestolen' }));
    await user.click(screen.getByRole('button', { name: 'Mijn kaart blokkeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uw kaart blokkeren?' });
    expect(dialog).toHaveTextContent('Uw kaart wordt geblokkeerd als gestolen.');
    // The confirmation's password is the schema form's field, labelled in the member's language.
    expect(await within(dialog).findByLabelText(/^Uw wachtwoord/)).toHaveAttribute('type', 'password');
  });

  it("of an earlier card read in nl-be, the unknown one by the API's label", async () => {
    await applyLanguage('nl-be');
    const earlier = (over: Partial<PreviousCard>): PreviousCard => ({
      id: '3',
      last4: '4821',
      state: 'blocked',
      expiry: '2027-11',
      blocked_at: '2026-11-20T10:00:00.000Z',
      block_reason: 'stolen',
      block_reason_label: 'Stolen',
      balance_cents: 0,
      transfer: null,
      ...over,
    });
    await renderInI18n(
      <CardPrevious
        cards={[
          earlier({}),
          earlier({
            id: '2',
            last4: '1234',
            block_reason: 'frozen' as PreviousCard['block_reason'],
            block_reason_label: 'Frozen by the bank',
          }),
        ]}
      />,
    );
    const items = screen.getAllByTestId('card-previous-item');
    expect(items[0]).toHaveTextContent('Geblokkeerd op 20 november 2026 (gestolen).');
    expect(items[1]).toHaveTextContent('Geblokkeerd op 20 november 2026 (Frozen by the bank).');
  });
});
