// Transferring miles (/exchange-my-miles/transfer-miles) on the real route config and models, against the mocked
// API: what can be transferred and the expiry date the miles keep; the review (the recipient looked up, both
// balances), "Back to edit" with the values kept, the confirmation sent with an Idempotency-Key, the success and the
// balances refreshed; the refusals before the review on their fields; a refusal of the confirmed transfer back on
// the filled form (in French); an answer lost on the way, retried with the same key; and a support session, whose
// confirmation is refused before it is pressed.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { historyApi, mockHistory, movement } from '../../support/api/history';
import { mockTransfers, supportSessionToken, transfersApi } from '../../support/api/transfers';
import { memberApi } from '../../support/member-api';

const PATH = '/exchange-my-miles/transfer-miles';
const session = mockSession({ member: demoMember() });
const history = mockHistory();
const transfers = mockTransfers(history);
const server = useMockApi([...historyApi(history), ...transfersApi(transfers), ...sessionApi(session), ...contentApi(), ...memberApi]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(history, mockHistory());
  Object.assign(transfers, mockTransfers(history));
});
warmUp(['transfer-miles'], ['transfer-miles']);

type User = Awaited<ReturnType<typeof startPortal>>['user'];

const open = (language?: 'fr-be') => startPortal(PATH, { member: demoMember(), language });
// Regions found by the heading that labels them (a role query over the whole portal's page is slow in jsdom).
const form = () => within(screen.getByLabelText(/^(Transfer details|Détails du transfert)$/));
const review = (name = 'Check and confirm your transfer') => screen.findByLabelText(name, {}, { timeout: 15_000 });
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
/** The expiry date of Dana's oldest valid miles (her welcome bonus), which move first. */
const expiry = () => longDay(history.movements.find((m) => m.type === 'inscription')?.expires_on?.slice(0, 10) ?? '');

async function fill(user: User, label: RegExp, value: string) {
  const input = (await screen.findByLabelText(label, {}, { timeout: 15_000 })) as HTMLInputElement;
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillTransfer(user: User, agentCode: string, amount: string, submit = 'Continue') {
  await fill(user, /^(Agent code of the recipient|Code agent du bénéficiaire)/, agentCode);
  await fill(user, /^(Miles to transfer|Miles à transférer)/, amount);
  await user.click(form().getByRole('button', { name: submit }));
}

/** The field's own error: aria-invalid, and the message in its accessible description (figures grouped by a no-break space). */
function expectFieldError(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(
    input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  ).toContain(message.replace(/(\d) (\d)/g, '$1\u00a0$2'));
}

describe('transferring miles', () => {
  it('reviews the recipient and both balances, goes back with the values kept, confirms once with a key, and shows the new balance', async () => {
    const { user } = await open();
    expect(await screen.findByTestId('transfer-available', {}, { timeout: 15_000 })).toHaveTextContent('2 000 miles');
    expect(screen.getByText(expiry())).toBeInTheDocument();

    await fillTransfer(user, 'FA654321', '1500');
    const checked = await review();
    await waitFor(() => expect(within(checked).getByRole('heading', { name: 'Check and confirm your transfer' })).toHaveFocus());
    expect(checked).toHaveTextContent('Olivier P., agent code FA654321');
    expect(checked).toHaveTextContent('Your balance now2 000 miles');
    expect(screen.getByTestId('transfer-balance-after')).toHaveTextContent('500 miles');
    expect(checked).toHaveTextContent(`Olivier P. receives 1 500 miles, valid until ${expiry()}.`);

    await user.click(within(checked).getByRole('button', { name: 'Back to edit' }));
    const agentCode = screen.getByLabelText(/^Agent code of the recipient/);
    await waitFor(() => expect(agentCode).toHaveFocus());
    expect(agentCode).toHaveValue('FA654321');
    expect(screen.getByLabelText(/^Miles to transfer/)).toHaveValue(1500);
    await user.click(form().getByRole('button', { name: 'Continue' }));
    await user.click(within(await review()).getByRole('button', { name: 'Confirm the transfer' }));

    const done = await screen.findByLabelText('Transfer done');
    expect(done).toHaveTextContent('1 500 miles have been transferred to Olivier P. (agent code FA654321).');
    expect(screen.getByTestId('transfer-balance-now')).toHaveTextContent('Your balance is now 500 miles.');
    expect(transfers.requests).toEqual([{ body: { agent_code: 'FA654321', amount: 1500 }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('500 miles'));
    await waitFor(() => expect(screen.getByTestId('transfer-available')).toHaveTextContent('500 miles'));

    await user.click(within(done).getByRole('button', { name: 'Make another transfer' }));
    await waitFor(() => expect(screen.getByLabelText(/^Agent code of the recipient/)).toHaveFocus());
    expect(screen.getByLabelText(/^Agent code of the recipient/)).toHaveValue('');
  });

  it('takes an agent code typed in small letters as the capitals it is made of', async () => {
    const { user } = await open();
    const agentCode = (await screen.findByLabelText(/^Agent code of the recipient/, {}, { timeout: 15_000 })) as HTMLInputElement;
    await user.type(agentCode, 'fa654321');
    expect(agentCode).toHaveValue('FA654321');
    expect(agentCode).toHaveAttribute('autocapitalize', 'characters');
    await fill(user, /^Miles to transfer/, '1500');
    await user.click(form().getByRole('button', { name: 'Continue' }));
    expect(await review()).toHaveTextContent('Olivier P., agent code FA654321');
  });

  it('refuses before the review, on their fields with the values kept: too few miles, an unknown or own agent code, the formats', async () => {
    history.movements = [movement(30, { amount: 800 })];
    const { user } = await open();
    expect(await screen.findByText('You need at least 1 000 valid miles to make a transfer.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('transfer-available')).toHaveTextContent('800 miles');

    await fillTransfer(user, 'FA654321', '5000');
    const amount = screen.getByLabelText(/^Miles to transfer/);
    await waitFor(() => expectFieldError(amount, 'You do not have enough valid miles'));
    expect(amount).toHaveValue(5000);
    expect(screen.getByLabelText(/^Agent code of the recipient/)).toHaveValue('FA654321');

    history.movements.push(movement(20, { amount: 9000 }));
    await fillTransfer(user, 'FA000000', '5000');
    const agentCode = screen.getByLabelText(/^Agent code of the recipient/);
    await waitFor(() => expectFieldError(agentCode, 'No member has this agent code. Please check it.'));
    await waitFor(() => expect(agentCode).toHaveFocus());

    await fillTransfer(user, 'FA123456', '5000');
    await waitFor(() => expectFieldError(agentCode, 'You cannot transfer miles to yourself.'));
    expect(agentCode).toHaveValue('FA123456');

    await fillTransfer(user, 'FA12', '999');
    await waitFor(() => expectFieldError(agentCode, 'Please enter FA followed by 6 digits.'));
    expectFieldError(amount, 'The minimum is 1 000 miles per transfer.');
    expect(screen.queryByLabelText('Check and confirm your transfer')).toBeNull();
    expect(transfers.requests).toEqual([]);
  });

  it('a refusal of the confirmed transfer goes back to the filled form, with the message on its field (in French)', async () => {
    const { user } = await open('fr-be');
    await fillTransfer(user, 'FA654321', '1800', 'Continuer');
    const checked = await review('Vérifiez et confirmez votre transfert');
    expect(checked).toHaveTextContent('Olivier P., code agent FA654321');
    // Meanwhile, 1 000 of these miles leave through another transfer.
    history.movements.push(movement(0, { type: 'transfer', amount: -1000, label: 'Transfer to Ana J. (FA222222)', expires_on: null }));
    await user.click(within(checked).getByRole('button', { name: 'Confirmer le transfert' }));
    const amount = await screen.findByLabelText(/^Miles à transférer/);
    await waitFor(() => expectFieldError(amount, 'Vous n’avez pas assez de miles valides'));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue(1800);
    expect(screen.getByLabelText(/^Code agent du bénéficiaire/)).toHaveValue('FA654321');
    expect(screen.getByTestId('main-balance')).toHaveTextContent('2 000 miles');
  });

  it('an answer lost on the way: the retry sends the same key, and the miles move once', async () => {
    const transfersBefore = history.movements.filter((m) => m.type === 'transfer').length;
    const { user } = await open();
    await fillTransfer(user, 'FA654321', '1000');
    const checked = await review();
    transfers.loseNextAnswer = true;
    await user.click(within(checked).getByRole('button', { name: 'Confirm the transfer' }));
    expect(
      await within(checked).findByText(/We could not reach the server, so we do not know whether the transfer went through/),
    ).toBeInTheDocument();
    await user.click(within(checked).getByRole('button', { name: 'Confirm the transfer' }));
    expect(await screen.findByLabelText('Transfer done')).toHaveTextContent('1 000 miles have been transferred to Olivier P.');
    const [first, retry] = transfers.requests;
    expect(transfers.requests).toHaveLength(2);
    expect(retry?.key).toBe(first?.key);
    expect(history.movements.filter((m) => m.type === 'transfer')).toHaveLength(transfersBefore + 1);
  });

  it('in a support session, the review opens and its confirmation says it is not possible: nothing is sent', async () => {
    // An agent opens the member's impersonation link; the API's tokens name the agent (the `act` claim).
    server.use(
      contractHandler('impersonate', () => {
        session.member = demoMember();
        return { body: { token: supportSessionToken(), refresh_token: 'support-refresh', impersonated_by: 'agent@example.com' } };
      }),
    );
    transfers.supportSession = true;
    const { user } = await startPortal('/impersonate/one-time-hash');
    expect(await screen.findByText('Support session: you are acting as Dana Meyer.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('link', { name: /^Transfer miles/ }))[0] as HTMLElement);
    // The form's submit only shows the review (x-review), which reads and sends nothing: the agent may open it.
    await fillTransfer(user, 'FA654321', '1500');
    const confirm = within(await review()).getByRole('button', { name: 'Confirm the transfer' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('Not possible in a support session: transferring miles.');
    await user.click(confirm);
    expect(window.location.pathname).toBe(PATH);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(transfers.requests).toEqual([]);
  });
});
