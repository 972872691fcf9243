// The account's part of the mocked API, for a guest: the countries and languages of the sign-up form, the sign-up itself with the reference server's checks in its order (server/routes/account-routes.ts),
// and the password recovery (server/routes/recovery-routes.ts). One `MockAccounts` per test holds what the calls
// change: a sign-up makes an account the session's login then accepts, a recovery request makes a link, and the
// link's reset changes the password once.
import { createElement, useEffect, useState } from 'react';
import type { components } from '@/generated/api';
import { contractHandler } from '../msw-api';
import { demoUser } from '../api-effect-handlers';
import type { MockSession } from './session';
import { countries, languages } from '../../../server/db/seed-data';

type Schemas = components['schemas'];
type Violation = { propertyPath: string; message: string; key: string };

/** A mail the reference server would put in its outbox: to whom, and what for. */
export interface MockMail {
  to: string;
  kind: 'account-created' | 'account-exists' | 'recovery';
  /** The recovery link's path (/login/reset-password/:code/:slug). */
  link?: string;
}

export interface MockAccounts {
  /** Logins of the accounts (shared with the session's handlers: a sign-up or a reset changes who may log in). */
  session: MockSession;
  countries: Schemas['Country'][];
  /** Agency access code → the agency's type (a wholesaler may not enrol). */
  agencies: Record<string, 'agency' | 'wholesaler'>;
  /** Agent code → the access code of its agency. */
  agentCodes: Record<string, string>;
  /** Agent codes that already have an account. */
  takenAgentCodes: string[];
  /** The sign-up requests received, as sent. */
  signUps: Schemas['CreateAccountRequest'][];
  /** Captcha payloads already spent (a solution works once). */
  usedCaptchas: string[];
  /** The recovery requests received (the addresses). */
  recoveryRequests: string[];
  /** Recovery links not used yet: "code/slug" → the account's address. */
  recoveryLinks: Record<string, string>;
  outbox: MockMail[];
}

/** The seed's countries with their languages, as the reference server answers them (ordered by id). */
const seedCountries: Schemas['Country'][] = countries.map((country) => ({
  ...country,
  languages: country.languages.map((code) => {
    const language = languages.find((known) => known.code === code);
    if (!language) throw new Error(`the seed's country ${country.code} names an unknown language ${code}`);
    return language;
  }),
}));

/** The seed's agencies and agent codes: Sunway (AB12CD34EF) with the free code FA111111, and a wholesaler. */
export function mockAccounts(session: MockSession, over: Partial<Omit<MockAccounts, 'session'>> = {}): MockAccounts {
  return {
    session,
    countries: seedCountries,
    agencies: { AB12CD34EF: 'agency', WH00000001: 'wholesaler' },
    agentCodes: { FA111111: 'AB12CD34EF', FA123456: 'AB12CD34EF' },
    takenAgentCodes: ['FA123456'],
    signUps: [],
    usedCaptchas: [],
    recoveryRequests: [],
    recoveryLinks: {},
    outbox: [],
    ...over,
  };
}

const refused = (violations: Violation[], message = 'Validation failed', key = 'validation_failed') => ({
  status: 422,
  body: { code: 422, message, key, violations },
});
const fieldRefused = (propertyPath: string, message: string, key: string) => refused([{ propertyPath, message, key }], message, key);

/** The first broken rule of a sign-up, in the reference server's order; null when the account may be created. */
function signUpRefusal(accounts: MockAccounts, body: Schemas['CreateAccountRequest']) {
  const mismatch: Violation[] = [];
  if (body.email !== body.email_confirmation)
    mismatch.push({ propertyPath: 'email_confirmation', message: 'Emails do not match', key: 'emails_mismatch' });
  if (body.password !== body.password_confirmation)
    mismatch.push({ propertyPath: 'password_confirmation', message: 'Passwords do not match', key: 'passwords_mismatch' });
  if (mismatch.length > 0) return refused(mismatch);
  if (!body.captcha || accounts.usedCaptchas.includes(body.captcha))
    return fieldRefused('captcha', 'Please verify you are not a robot', 'captcha_failed');
  accounts.usedCaptchas.push(body.captcha);
  const accessCode = body.agency_access_code.toUpperCase();
  const agency = accounts.agencies[accessCode];
  if (!agency) return fieldRefused('agency_access_code', 'Agency not found', 'agency_not_found');
  if (agency === 'wholesaler') return fieldRefused('agency_access_code', 'Wholesalers cannot enroll in the programme', 'wholesaler');
  if (accounts.agentCodes[body.agent_code] !== accessCode)
    return fieldRefused('agent_code', 'Famous agent account not found, or Agency ID number does not match', 'agent_agency_mismatch');
  if (accounts.takenAgentCodes.includes(body.agent_code))
    return fieldRefused('agent_code', 'An account already exists for this agent code.', 'agent_code_taken');
  if (!accounts.countries.some((c) => c.id === body.country_id))
    return fieldRefused('country_id', 'Please choose a country from the list.', 'country_not_found');
  return null;
}

/** Handlers of the sign-up and recovery pages over `accounts`. */
export function accountApi(accounts: MockAccounts) {
  return [
    contractHandler('getCountries', () => ({ body: accounts.countries })),
    contractHandler('getCountryLanguages', () => ({ body: languages })),
    contractHandler('createAccount', async (request) => {
      const body = (await request.json()) as Schemas['CreateAccountRequest'];
      accounts.signUps.push(body);
      const refusal = signUpRefusal(accounts, body);
      if (refusal) return refusal;
      const email = body.email.trim().toLowerCase();
      // The same answer when the address already has an account: nothing created, its owner is mailed.
      if (accounts.session.accounts[email]) {
        accounts.outbox.push({ to: email, kind: 'account-exists' });
        return { status: 202, body: null };
      }
      accounts.takenAgentCodes.push(body.agent_code);
      const id = 100 + Object.keys(accounts.session.accounts).length;
      const user = demoUser({ id, email, firstname: body.firstname, lastname: body.lastname, code: body.agent_code });
      accounts.session.accounts[email] = { password: body.password, user };
      accounts.outbox.push({ to: email, kind: 'account-created' });
      return { status: 202, body: null };
    }),
    contractHandler('requestRecovery', async (request) => {
      const { email } = (await request.json()) as Schemas['RecoveryRequest'];
      accounts.recoveryRequests.push(email);
      const account = accounts.session.accounts[email.trim().toLowerCase()];
      // Always 204: whether an address has an account is never told.
      if (account) {
        const link = `${account.user.id}/slug-${accounts.outbox.length + 1}`;
        accounts.recoveryLinks[link] = account.user.email;
        accounts.outbox.push({ to: account.user.email, kind: 'recovery', link: `/login/reset-password/${link}` });
      }
      return { status: 204, body: null };
    }),
    contractHandler('resetPassword', async (request) => {
      const { code, slug, password, password_confirmation } = (await request.json()) as Schemas['ResetPasswordRequest'];
      if (password !== password_confirmation)
        return refused([{ propertyPath: 'password_confirmation', message: 'Passwords do not match', key: 'passwords_mismatch' }]);
      const email = accounts.recoveryLinks[`${code}/${slug}`];
      const account = email ? accounts.session.accounts[email] : undefined;
      if (!account) return fieldRefused('slug', 'Invalid slug', 'invalid_slug');
      // A link works once; the member's other links die with it.
      for (const [link, owner] of Object.entries(accounts.recoveryLinks)) if (owner === email) delete accounts.recoveryLinks[link];
      account.password = password;
      return { status: 204, body: null };
    }),
  ];
}

let solutions = 0;

/**
 * A stand-in for the altcha widget (src/ui/captcha/altcha-captcha.tsx), whose proof of work cannot run in jsdom (it
 * needs a secure context and workers; the browser journeys solve the real one): a group holding the same
 * "I'm not a robot" checkbox, which yields a fresh payload when ticked and starts unsolved again on a new resetKey.
 * Use: vi.mock('@/ui/captcha/altcha-captcha', async () => ({ AltchaCaptcha: (await import('…/api/account')).CaptchaStandIn })).
 */
export function CaptchaStandIn(props: {
  id: string;
  onChange: (payload: string | null) => void;
  invalid?: boolean;
  labelledBy?: string;
  describedBy?: string;
  resetKey?: number;
}) {
  const { id, onChange, invalid, labelledBy, describedBy, resetKey = 0 } = props;
  const [solved, setSolved] = useState(false);
  useEffect(() => {
    if (resetKey === 0) return;
    setSolved(false);
    onChange(null);
  }, [resetKey]); // only a new resetKey resets (not a new onChange)
  return createElement(
    'div',
    {
      id,
      role: 'group',
      className: invalid ? 'captcha captcha--invalid' : 'captcha',
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
    },
    createElement(
      'label',
      null,
      createElement('input', {
        type: 'checkbox',
        checked: solved,
        onChange: () => {
          setSolved(true);
          solutions += 1;
          onChange(`solved-${solutions}`);
        },
      }),
      "I'm not a robot",
    ),
  );
}
