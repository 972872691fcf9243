// The prepaid card on the real route config, models and templates against the mocked API (tests/support/api/card.ts):
// a member without a card orders one (address, confirmation, the header's balance), activates it with the letter's
// code, loads it (the rate and euros before confirming); the PIN after the password, shown for its 30 seconds;
// the history; a block as stolen behind the password, then the replacement that takes the old card's balance.
// Refusals beside what was pressed: a wrong code, a wrong password, a balance too low (in French).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { addressCountriesApi } from '../../support/api/shop';
import { activeCard, cardApi, mockCard } from '../../support/api/card';

const olivier = demoMember({ id: 2, email: 'other@example.com', firstname: 'Olivier', lastname: 'Peeters', code: 'FA654321' });
const session = mockSession();
const card = mockCard();
const server = useMockApi([...cardApi(card), ...addressCountriesApi(), ...sessionApi(session), ...contentApi()]);
// The card's template, loaded first as a browser's cache would hold it: on a loaded machine its first import alone
// can outlast a findBy, which would then fail on the machine, not the journey.
warmUp(['prepaid-card']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: olivier }));
  Object.assign(card, mockCard());
});
afterEach(() => vi.useRealTimers());

const PATH = '/exchange-my-miles/mastercard';
const open = (path = PATH, language?: 'fr-be') => startPortal(path, { member: olivier, language });
const sent = (operation: string) => card.sent.filter((s) => s.operation === operation);
/** An active card of Olivier's, €5.00 on it from a load of 500 miles this month. */
function withActiveCard() {
  card.cards = [activeCard({ id: '41', last4: '7310', balance_cents: 500, delivery_address: address })];
  card.transactions['41'] = [
    { id: 't1', date: new Date().toISOString(), kind: 'load', merchant: null, code: null, counterpart_last4: null, amount_cents: 500 },
  ];
}
const address = { name: 'Olivier Peeters', line: 'Rue Neuve 12', postcode: '1000', city: 'Brussels', country_code: 'BE' };

describe('the card page', () => {
  it('says when the card could not be loaded, and "Try again" reads it', async () => {
    card.statusDown = true;
    const { user } = await open();
    const failure = await screen.findByTestId('card-failure');
    expect(failure).toHaveTextContent('Your card could not be loaded.');
    card.statusDown = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('card-order')).toHaveTextContent('500 miles');
  });
});

describe('a member without a card', () => {
  it('orders one to an address of their own, activates it with the letter’s code and loads it', async () => {
    const { user } = await open();
    const order = await screen.findByTestId('card-order');
    expect(order).toHaveTextContent('500 miles');
    expect(order).toHaveTextContent('Within 10 business days');
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('1 700'));
    // No complete address in the profile: the form is open, and ordering waits for it.
    expect(within(order).getByRole('button', { name: 'Order my card' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(order).getByLabelText(/^Name/), address.name);
    await user.type(within(order).getByLabelText(/^Street and number/), address.line);
    await user.type(within(order).getByLabelText(/^Postcode/), address.postcode);
    await user.type(within(order).getByLabelText(/^City/), address.city);
    await user.selectOptions(within(order).getByLabelText(/^Country/), await within(order).findByRole('option', { name: 'Belgium' }));
    await user.click(within(order).getByRole('button', { name: 'Use this address' }));
    expect(within(order).getByTestId('card-address')).toHaveTextContent('1000 Brussels, Belgium');
    // The form and its button are gone: the focus is on the button that opens it again.
    expect(within(order).getByRole('button', { name: 'Change the address' })).toHaveFocus();
    await user.click(within(order).getByRole('button', { name: 'Order my card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your card order' });
    expect(confirm).toHaveTextContent('500 miles will be debited');
    expect(confirm).toHaveTextContent('Rue Neuve 12');
    expect(sent('orderCard')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the order' }));

    expect(await screen.findByTestId('card-awaiting')).toHaveTextContent('Your card is being prepared');
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('1 200'));
    expect(sent('orderCard')).toEqual([
      expect.objectContaining({ body: { delivery_address: address }, idempotencyKey: expect.stringMatching(/.{16,}/) }),
    ]);

    // The letter's code activates it; another is refused beside the field.
    await user.type(screen.getByLabelText(/^Activation code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));
    expect(await screen.findByText('This activation code is not correct. Please check your card letter.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Activation code/));
    await user.type(screen.getByLabelText(/^Activation code/), card.activationCode);
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));
    expect(await screen.findByTestId('card-last4')).toHaveTextContent('7310');
    expect(screen.getByTestId('card-balance')).toHaveTextContent('€0.00');

    // A load: the rate and the euros before confirming, then the balance down by exactly the miles.
    await user.type(await screen.findByLabelText(/^Miles to load/), '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('dialog', { name: 'Confirm the load' });
    expect(within(review).getByTestId('card-load-amount')).toHaveTextContent('€5.00');
    expect(review).toHaveTextContent('100 miles = €1.00');
    await user.click(within(review).getByRole('button', { name: 'Load my card' }));
    expect(await screen.findByTestId('card-load-done')).toHaveTextContent('500 miles loaded: €5.00 added to your card.');
    expect(screen.getByTestId('card-balance')).toHaveTextContent('€5.00');
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('700'));
    expect(sent('loadCard')).toEqual([expect.objectContaining({ id: card.cards[0]?.id, body: { miles: 500 } })]);

    // An amount off the step is refused on its field with the limits and the step, before anything is sent.
    const miles = screen.getByLabelText(/^Miles to load/);
    await user.clear(miles);
    await user.type(miles, '550');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(miles).toHaveAccessibleDescription(/Please load from 500 to 50\s000 miles, in steps of 100\./));
    expect(miles).toHaveFocus();
    expect(sent('loadCard')).toHaveLength(1);

    // More than the balance is refused at once, on the field, before anything is sent.
    await user.clear(miles);
    await user.type(miles, '1000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(miles).toHaveAccessibleDescription(/You do not have enough valid miles/));
    expect(screen.queryByRole('dialog', { name: 'Confirm the load' })).toBeNull();
    expect(sent('loadCard')).toHaveLength(1);

    // Miles spent elsewhere while the review is open: the API refuses the confirmed load, the review closes and
    // the refusal is said above the form, which keeps the amount typed.
    await user.clear(miles);
    await user.type(miles, '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm the load' });
    card.balance = 100;
    await user.click(within(again).getByRole('button', { name: 'Load my card' }));
    expect(await screen.findByTestId('card-load-refused')).toHaveTextContent('You do not have enough miles for this.');
    expect(screen.queryByRole('dialog', { name: 'Confirm the load' })).toBeNull();
    expect(miles).toHaveValue(500);
    expect(sent('loadCard')).toHaveLength(2);
  });

  it('in French, a balance too low for the card: the order is refused with the miles missing, nothing is debited', async () => {
    card.balance = 300;
    card.profileAddress = address;
    const { user } = await open(PATH, 'fr-be');
    const order = await screen.findByTestId('card-order');
    // The profile's address, its country as the API names it in French.
    expect(within(order).getByTestId('card-address')).toHaveTextContent('1000 Brussels, Belgique');
    await user.click(within(order).getByRole('button', { name: 'Commander ma carte' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmez la commande de votre carte' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByTestId('card-order-error')).toHaveTextContent('Pas assez de miles : il vous manque 200 miles.');
    expect(card.balance).toBe(300);
    expect(card.cards).toEqual([]);
    // Ordered without the name, which only answers carry.
    expect(sent('orderCard').map((s) => s.body)).toEqual([{ delivery_address: address }]);
  });
});

describe('an active card', () => {
  it('shows the PIN after the password, for 30 seconds, kept nowhere but on the page meanwhile (no storage, no console)', async () => {
    withActiveCard();
    const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    const { user } = await open();
    await user.click(await screen.findByRole('link', { name: 'Show my PIN' }));
    const box = await screen.findByTestId('card-pin');
    // Pressed without the password: said on its field, which takes the focus; nothing is asked of the API.
    await user.click(await within(box).findByRole('button', { name: 'Show my PIN' }));
    expect((await within(box).findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(within(box).getByLabelText(/^Password/)).toHaveFocus();
    expect(within(box).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent('createPinRevealToken')).toEqual([]);
    await user.type(within(box).getByLabelText(/^Password/), 'Wrong#2026ok');
    await user.click(within(box).getByRole('button', { name: 'Show my PIN' }));
    // The API's refusal lands on the field, which takes the focus again, the typed password kept for a correction.
    expect((await within(box).findAllByText('This password is not correct.')).length).toBeGreaterThan(0);
    expect(within(box).getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.queryByTestId('card-pin-value')).toBeNull();

    // The countdown runs on the card model's one-second ticks: a clock the test moves on. It also follows real time
    // (the API's answers and the clicks need it), so a second may pass between two looks at the countdown.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.clear(within(box).getByLabelText(/^Password/));
    await user.type(within(box).getByLabelText(/^Password/), card.password);
    await user.click(within(box).getByRole('button', { name: 'Show my PIN' }));
    expect(await screen.findByTestId('card-pin-value')).toHaveTextContent(card.pin);
    expect(screen.getByTestId('card-pin-countdown')).toHaveTextContent(/^Hidden in (30|29) seconds$/);
    const stored = () => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)).join('\n');
    // The PIN as a value of its own: a longer figure (the session's expiry, a timestamp) may hold its four digits.
    const pin = new RegExp(`(?<!\\d)${card.pin}(?!\\d)`);
    expect(stored()).not.toMatch(pin);
    await act(() => vi.advanceTimersByTimeAsync(28_000));
    await waitFor(() => expect(screen.getByTestId('card-pin-countdown')).toHaveTextContent(/^Hidden in (1 second|2 seconds)$/));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(screen.queryByTestId('card-pin-value')).toBeNull());
    expect(within(box).getByLabelText(/^Password/)).toHaveValue('');
    expect(document.body.textContent).not.toMatch(pin);
    expect(stored()).not.toMatch(pin);
    expect(
      consoleSpies
        .flatMap((spy) => spy.mock.calls.flat())
        .map(String)
        .join(' '),
    ).not.toMatch(pin);
    expect(sent('createPinRevealToken').map((s) => s.body)).toEqual([{ password: 'Wrong#2026ok' }, { password: card.password }]);
  });

  it('lists its history by month with the totals; an unknown sub-page shows the card', async () => {
    withActiveCard();
    const { user } = await open(`${PATH}/no-such-page`);
    expect(await screen.findByTestId('card-last4')).toHaveTextContent('7310');
    await waitFor(() => expect(window.location.pathname).toBe(PATH));
    await user.click(screen.getByRole('link', { name: 'Card history' }));
    const month = await screen.findByTestId('card-month');
    expect(month).toHaveTextContent('Load with miles');
    expect(within(month).getByTestId('card-month-totals')).toHaveTextContent('Loads this month€5.00');
  });

  it('says when the reasons to block could not be read, and "Try again" offers them', async () => {
    withActiveCard();
    server.use(
      http.get('*/mastercard_cards_blocking_reasons', () => HttpResponse.json({ code: 500, errors: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await open(`${PATH}/block`);
    const block = await screen.findByTestId('card-block');
    expect(await within(block).findByText('The reasons could not be loaded.')).toBeVisible();
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByRole('radio', { name: 'Stolen' })).toBeVisible();
  });

  it('blocked as stolen behind the password, then replaced: the new card takes the old one’s €5.00', async () => {
    withActiveCard();
    card.balance = 1_200;
    card.activationCode = '551177';
    card.nextLast4 = '9044';
    const { user } = await open(`${PATH}/block`);
    const block = await screen.findByTestId('card-block');
    await user.click(await within(block).findByRole('radio', { name: 'Stolen' }));
    await user.click(within(block).getByRole('button', { name: 'Block my card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block your card?' });
    expect(confirm).toHaveTextContent('This cannot be undone');
    await user.type(await within(confirm).findByLabelText(/^Your password/), 'Wrong#2026ok');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, block it' }));
    await waitFor(() =>
      expect(within(confirm).getByLabelText(/^Your password/)).toHaveAccessibleDescription(/This password is not correct\./),
    );
    expect(card.cards[0]?.state).toBe('active');
    await user.clear(within(confirm).getByLabelText(/^Your password/));
    await user.type(within(confirm).getByLabelText(/^Your password/), card.password);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, block it' }));

    const ended = await screen.findByTestId('card-ended');
    expect(ended).toHaveTextContent('Your card is blocked');
    expect(ended).toHaveTextContent('stolen');
    expect(screen.getByTestId('card-replacement-offer')).toBeInTheDocument();
    // block is no sub-page of a blocked card: the address is the card's main view again.
    await waitFor(() => expect(window.location.pathname).toBe(PATH));
    expect(sent('blockCard').map((s) => s.body)).toEqual([
      { reason: 'stolen', password: 'Wrong#2026ok' },
      { reason: 'stolen', password: card.password },
    ]);

    await user.click(screen.getByRole('button', { name: 'Order a replacement' }));
    const replacement = await screen.findByRole('dialog', { name: 'Confirm your replacement card' });
    await user.click(within(replacement).getByRole('button', { name: 'Confirm the order' }));
    expect(await screen.findByTestId('card-awaiting')).toHaveTextContent('Your card is being prepared');
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('700'));
    const earlier = screen.getByTestId('card-previous');
    expect(earlier).toHaveTextContent('Card ending 7310');
    expect(earlier).toHaveTextContent('Its balance of €5.00 will move to your new card when you activate it.');

    await user.type(screen.getByLabelText(/^Activation code/), '551177');
    await user.click(screen.getByRole('button', { name: 'Activate my card' }));
    await waitFor(() => expect(screen.getByTestId('card-balance')).toHaveTextContent('€5.00'));
    expect(screen.getByTestId('card-last4')).toHaveTextContent('9044');
    expect(screen.getByTestId('card-previous-balance')).toHaveTextContent('Its balance of €5.00 was moved to your new card on');
    await user.click(screen.getByRole('link', { name: 'Card history' }));
    expect(await screen.findByTestId('card-month')).toHaveTextContent('Balance from card ending 7310');
  });
});
