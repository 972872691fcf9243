// Sign-up and password recovery on the real route config and models, against the mocked API: the form sends
// what was typed (the captcha's payload, the chosen country) and opens "check your mailbox", the same page when
// the address already has an account; the browser's rules and the server's refusals are said on their fields
// with everything typed kept, and a refused submit asks for a fresh captcha. Recovery: the same answer for any
// address; the mail's link sets a new password once, which then logs in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { accountApi, mockAccounts } from '../../support/api/account';

// altcha's proof of work needs a secure context and workers; the browser's sign-up journey solves the real one.
vi.mock('@/ui/captcha/altcha-captcha', async () => ({ AltchaCaptcha: (await import('../../support/api/account')).CaptchaStandIn }));

const session = mockSession();
const accounts = mockAccounts(session);
useMockApi([...accountApi(accounts), ...sessionApi(session), ...contentApi()]);
warmUp(
  ['create-account', 'login'],
  ['create-account', 'password-recovery', 'reset-password'],
  [() => import('@/templates/login/password-pages')],
);
beforeEach(() => {
  Object.assign(session, mockSession());
  Object.assign(accounts, mockAccounts(session));
});

type User = Awaited<ReturnType<typeof startPortal>>['user'];

/** A page's form, once there: on a busy machine, a cold page's form may take longer than the usual 5 s. */
const firstField = (label: RegExp) => screen.findByLabelText(label, {}, { timeout: 15_000 });

/** Types a value as one input (a paste): a keystroke at a time re-renders the whole form each time, for nothing here. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const typed = {
  agent_code: 'FA111111',
  agency_access_code: 'AB12CD34EF',
  firstname: 'Robin',
  lastname: 'Peeters',
  email: 'robin@example.com',
  password: 'Signup#2026',
};

/** Fills the whole form as a person would, the captcha included; `over` changes some values. */
async function fillSignUp(user: User, over: Partial<typeof typed> = {}) {
  const values = { ...typed, ...over };
  await fill(user, await firstField(/^Agent code/), values.agent_code);
  await fill(user, screen.getByLabelText(/^Agency access code/), values.agency_access_code);
  await fill(user, screen.getByLabelText(/^First name/), values.firstname);
  await fill(user, screen.getByLabelText(/^Last name/), values.lastname);
  await fill(user, screen.getByRole('textbox', { name: /^E-mail address/ }), values.email);
  await fill(user, screen.getByLabelText(/^Confirm your e-mail address/), values.email);
  await fill(user, screen.getByLabelText(/^Password/), values.password);
  await fill(user, screen.getByLabelText(/^Confirm your password/), values.password);
  // The country list comes while the form is shown: its option is chosen once it is there.
  const country = screen.getByLabelText(/^Country/);
  await user.selectOptions(country, await within(country).findByRole('option', { name: 'Belgium' }));
  await user.click(screen.getByLabelText(/^I have read and accept the privacy policy/));
  await user.click(screen.getByLabelText("I'm not a robot"));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create my account' }));
/** The form's error summary (an alert named by its heading). */
const summary = (name = 'There is a problem') => screen.findByRole('alert', { name });

describe('signing up', () => {
  it('sends what was typed and says to check the mailbox, with the way to the login page', async () => {
    const { user } = await startPortal('/create-account');
    await fillSignUp(user);
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/success/account-created');
    expect(accounts.signUps).toEqual([
      {
        ...typed,
        email_confirmation: typed.email,
        password_confirmation: typed.password,
        language: 'en',
        country_id: 4,
        privacy_policy: true,
        captcha: expect.stringMatching(/^solved-/),
      },
    ]);
    expect(accounts.outbox).toEqual([{ to: typed.email, kind: 'account-created' }]);

    expect(session.accounts[typed.email]).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Go to the login page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('reads the same with an address that already has an account: nothing is created, its owner is mailed', async () => {
    const { user } = await startPortal('/create-account');
    await fillSignUp(user, { email: 'demo@example.com' });
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeInTheDocument();
    expect(accounts.outbox).toEqual([{ to: 'demo@example.com', kind: 'account-exists' }]);
    expect(accounts.takenAgentCodes).not.toContain('FA111111');
  });

  it('says every broken rule of the form before asking the server, focuses the first, and keeps what was typed', async () => {
    const { user } = await startPortal('/create-account');
    await fill(user, await firstField(/^Agent code/), 'XX12');
    await fill(user, screen.getByLabelText(/^Agency access code/), 'ABC');
    await fill(user, screen.getByLabelText(/^First name/), 'Robin<script>');
    await fill(user, screen.getByLabelText(/^Last name/), 'Peeters!');
    await fill(user, screen.getByRole('textbox', { name: /^E-mail address/ }), 'a@example.com');
    await fill(user, screen.getByLabelText(/^Confirm your e-mail address/), 'b@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await fill(user, screen.getByLabelText(/^Confirm your password/), 'different');
    await submit(user);
    const problems = await summary();
    for (const message of [
      'Please enter FA followed by 6 digits.',
      'Please enter 10 characters.',
      'Please use only alphanumeric characters',
      'Emails do not match',
      'Your password must have 9 to 15 characters',
      'Passwords do not match',
      'Please accept the privacy policy.',
      'Please verify you are not a robot',
    ])
      expect(problems).toHaveTextContent(message);
    const agentCode = screen.getByLabelText(/^Agent code/);
    await waitFor(() => expect(agentCode).toHaveFocus());
    expect(agentCode).toHaveAttribute('aria-invalid', 'true');
    expect(agentCode).toHaveValue('XX12');
    expect(screen.getByLabelText(/^Agency access code/)).toHaveValue('ABC');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Robin<script>');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Peeters!');
    expect(accounts.signUps).toEqual([]);
  });

  it("shows the server's refusal on its field with everything typed kept; a fresh captcha, and the corrected form goes through", async () => {
    const { user } = await startPortal('/create-account');
    await fillSignUp(user, { agency_access_code: 'ZZ99ZZ99ZZ' });
    await submit(user);
    expect(await summary()).toHaveTextContent('Agency not found');
    const accessCode = screen.getByLabelText(/^Agency access code/);
    expect(accessCode).toHaveAttribute('aria-invalid', 'true');
    expect(accessCode).toHaveValue('ZZ99ZZ99ZZ');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Robin');
    expect(screen.getByLabelText(/^Confirm your password/)).toHaveValue(typed.password);
    expect(screen.getByLabelText(/^Country/)).toHaveDisplayValue('Belgium');
    expect(window.location.pathname).toBe('/create-account');
    // The solution was spent: the captcha asks again.
    await waitFor(() => expect(screen.getByLabelText("I'm not a robot")).not.toBeChecked());

    await user.clear(accessCode);
    await fill(user, accessCode, typed.agency_access_code);
    await user.click(screen.getByLabelText("I'm not a robot"));
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeInTheDocument();
    expect(accounts.signUps.map((s) => s.agency_access_code)).toEqual(['ZZ99ZZ99ZZ', typed.agency_access_code]);
    expect(accounts.signUps[1]?.captcha).not.toBe(accounts.signUps[0]?.captcha);
  });

  it('preselects the country of the language and follows a language switched on the page, keeping what was typed and chosen', async () => {
    const { user } = await startPortal('/create-account');
    // The form shows at once; the country follows the language when the country list has come.
    const country = await firstField(/^Country/);
    await waitFor(() => expect(country).toHaveDisplayValue('United Kingdom'));
    await fill(user, screen.getByLabelText(/^First name/), typed.firstname);
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0] as HTMLElement, 'fr-be');
    // The page comes back in the new language, what was typed with it; the country no one chose follows.
    await waitFor(() => expect(screen.getByLabelText(/^Pays/)).toHaveDisplayValue('France'), { timeout: 15_000 });
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue(typed.firstname);
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Langue' })[0] as HTMLElement, 'nl-be');
    await waitFor(() => expect(screen.getByLabelText(/^Land/)).toHaveDisplayValue('Netherlands'), { timeout: 15_000 });
    // A country the visitor chose is theirs: another switch leaves it.
    await user.selectOptions(screen.getByLabelText(/^Land/), 'Belgium');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Taal' })[0] as HTMLElement, 'en');
    expect(await firstField(/^First name/)).toHaveValue(typed.firstname);
    expect(screen.getByLabelText(/^Country/)).toHaveDisplayValue('Belgium');
  });

  it('speaks the visitor’s language: the country of the language preselected, a refusal in French', async () => {
    const { user } = await startPortal('/create-account', { language: 'fr-be' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeInTheDocument();
    const country = await firstField(/^Pays/);
    await waitFor(() => expect(country).toHaveDisplayValue('France'));
    await fill(user, screen.getByLabelText(/^Code agent/), 'FA111111');
    await fill(user, screen.getByLabelText(/^Code d’accès de l’agence/), 'WH00000001');
    await fill(user, screen.getByLabelText(/^Prénom/), typed.firstname);
    await fill(user, screen.getByLabelText(/^Nom/), typed.lastname);
    await fill(user, screen.getByRole('textbox', { name: /^Adresse e-mail/ }), typed.email);
    await fill(user, screen.getByLabelText(/^Confirmez votre adresse e-mail/), typed.email);
    await fill(user, screen.getByLabelText(/^Mot de passe/), typed.password);
    await fill(user, screen.getByLabelText(/^Confirmez votre mot de passe/), typed.password);
    await user.click(screen.getByLabelText(/^J’ai lu et j’accepte/));
    await user.click(screen.getByLabelText("I'm not a robot"));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await summary('Il y a un problème')).toHaveTextContent('Les grossistes ne peuvent pas s’inscrire au programme');
    expect(screen.getByLabelText(/^Code d’accès de l’agence/)).toHaveValue('WH00000001');
    expect(accounts.signUps[0]).toMatchObject({ language: 'fr-be', country_id: 2 });
  });
});

describe('a forgotten password', () => {
  it('asks for a link and says the same whatever the address', async () => {
    const { user } = await startPortal('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await fill(user, await firstField(/^E-mail address/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    const outcome = (await screen.findByText(/If an account exists for this address/)).closest('.notice');
    // The form and its button are gone: the focus is on what replaced them.
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(window.location.pathname).toBe('/login/recovery');
    expect(accounts.recoveryRequests).toEqual(['nobody@example.com']);
    expect(accounts.outbox).toEqual([]);
  });

  it("the mail's link sets a new password, once", async () => {
    // The demo member asked for a link (the mail is the mocked API's).
    accounts.recoveryLinks['1/slug-1'] = 'demo@example.com';
    const { user } = await startPortal('/login/reset-password/1/slug-1');
    await fill(user, await firstField(/^New password/), 'Recovered#26');
    await fill(user, screen.getByLabelText(/^Confirm your new password/), 'Recovered#26');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/success/password-changed');
    expect(session.accounts['demo@example.com']?.password).toBe('Recovered#26');
    expect(accounts.recoveryLinks).toEqual({});
  });

  it('a link already used is refused, with the typed password kept', async () => {
    const { user } = await startPortal('/login/reset-password/1/slug-used');
    await fill(user, await firstField(/^New password/), 'Another#2026');
    await fill(user, screen.getByLabelText(/^Confirm your new password/), 'Another#2026');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await summary()).toHaveTextContent('This link is not valid any more. Please ask for a new one.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Another#2026');
    expect(within(document.body).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login/recovery');
  });
});
