// A login the account answers with "captcha required" (after a few wrong passwords on it: the server's counters,
// tests/api/auth-login-lock.test.ts), on the real route config and models, against the mocked API: the form comes
// back with the captcha and a notice saying why, which takes the focus, keeps what was typed, and sends the solution
// with the next attempt, which lets the member in. The real widget's solution is accepted by the real server in the
// browser's sign-up journey (tests/e2e/account.spec.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { memberApi } from '../../support/member-api';

// altcha's proof of work needs a secure context and workers, which jsdom has not.
vi.mock('@/ui/captcha/altcha-captcha', async () => ({ AltchaCaptcha: (await import('../../support/api/account')).CaptchaStandIn }));

warmUp(['login', 'home'], ['login', 'login-captcha'], [() => import('@/templates/shared/altcha-field')]);

const session = mockSession();
useMockApi([...sessionApi(session), ...contentApi(), ...memberApi]);
beforeEach(() => void Object.assign(session, mockSession({ captchaAsked: ['demo@example.com'] })));

/** A form's field once there: on a busy machine, a form's first load may take longer than the usual 1 s. */
const field = (label: RegExp | string) => screen.findByLabelText(label, {}, { timeout: 15_000 });

describe('a login the account answers with "captcha required"', () => {
  it('comes back with the captcha, the notice focused and what was typed kept; the solved captcha lets the member in', async () => {
    const { user } = await startPortal('/login');
    await user.type(await field(/^E-mail address/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Miles#2026ok');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const notice = await screen.findByText(
      'After several failed attempts on this account, please confirm you are not a robot, then log in again.',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    // The form comes back as another form (with the captcha), loaded on its way.
    expect(await field(/^E-mail address/)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Miles#2026ok');
    expect(window.location.pathname).toBe('/login');

    await user.click(await field("I'm not a robot"));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(session.logins).toEqual([
      { email: 'demo@example.com', password: 'Miles#2026ok' },
      { email: 'demo@example.com', password: 'Miles#2026ok', captcha: expect.stringMatching(/^solved-/) },
    ]);
  });

  it('comes back with the captcha when the login sent as plain HTML, before the app ran, was answered so', async () => {
    // What the server leaves for the page (server/http/native-forms.ts): the form, the e-mail typed, the API's answer.
    const refusal = {
      form: 'login',
      values: { email: 'demo@example.com' },
      status: 422,
      answer: { code: 422, key: 'captcha_required', message: 'Please verify you are not a robot', violations: [] },
    };
    document.cookie = `native_form=${encodeURIComponent(JSON.stringify(refusal))}; Path=/`;
    await startPortal('/login');

    const notice = await screen.findByText(
      'After several failed attempts on this account, please confirm you are not a robot, then log in again.',
    );
    expect(await field(/^E-mail address/)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(await field("I'm not a robot")).toBeInTheDocument();
    expect(notice).toBeInTheDocument();
    // Shown once: the page's next visit shows the plain form.
    await waitFor(() => expect(document.cookie).not.toContain('native_form'));
    expect(session.logins).toEqual([]);
  });
});
