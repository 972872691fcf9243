// Log in and log out on the real route config and models, against the mocked API: the login form's answer
// opens the member's home with the member's figures; a wrong password is said beside the form and keeps what
// was typed; "Log out" returns to the login page as a guest; an unsafe ref, in any of its forms, never leaves the
// portal, neither on the way to the login page nor after the login; a guest sent to the login page from a private
// page is back on it once logged in; a login link ending in /terms says the terms changed.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { memberApi } from '../../support/member-api';

warmUp(['login', 'home', 'my-miles'], ['login']);

const session = mockSession();
useMockApi([
  ...sessionApi(session),
  ...contentApi(),
  ...memberApi,
  // My miles, where a guest sent to the login page comes back: its filter's statuses.
  contractHandler('getPointsStatuses', () => ({ body: [{ key: 'valid', value: 'valid', label: 'Valid' }] })),
]);
beforeEach(() => {
  Object.assign(session, mockSession());
  // A guest's browser: what a test's login stored is not the next test's.
  localStorage.clear();
});

async function logIn(user: Awaited<ReturnType<typeof startPortal>>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('a guest logging in', () => {
  it('opens the member home, and Log out brings back the login page', async () => {
    const { user } = await startPortal('/login');
    await logIn(user, 'demo@example.com', 'Miles#2026ok');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(session.member).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'])(
    'opening the portal with ref=%s lands on the login page of the portal, the ref dropped',
    async (ref) => {
      const host = window.location.host;
      await startPortal(`/?ref=${encodeURIComponent(ref)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/login');
      expect(window.location.search).toBe('');
      expect(window.location.host).toBe(host);
    },
  );

  // The form a URL parser turns into another host (//evil.example); every other form: tests/unit/lib/safe-ref.test.ts.
  it('with an unsafe ref on the login page, lands on the member home of the portal', async () => {
    const host = window.location.host;
    const { user } = await startPortal(`/login?ref=${encodeURIComponent('/\\evil.example')}`);
    await logIn(user, 'demo@example.com', 'Miles#2026ok');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(window.location.host).toBe(host);
  });

  it('sent from a private page, is refused wrong credentials with the address kept, then logs in back on that page', async () => {
    const { user } = await startPortal('/my-miles');
    expect(await screen.findByText(/Private pages cannot be accessed/)).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login?ref=%2Fmy-miles');
    await logIn(user, 'nobody@example.com', 'Wrong#2026pw');
    expect(await screen.findByText('The e-mail address or the password is incorrect.')).toBeInTheDocument();
    const email = screen.getByLabelText(/^E-mail address/);
    expect(email).toHaveValue('nobody@example.com');
    await user.clear(email);
    await user.clear(screen.getByLabelText(/^Password/));
    await logIn(user, 'demo@example.com', 'Miles#2026ok');
    expect(await screen.findByRole('heading', { level: 1, name: 'My miles' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-miles');
  });

  it('opened by a mail link ending in /terms, is told the terms changed, with the way to them, and logs in as usual', async () => {
    const { user } = await startPortal('/login/terms-update/x/y/terms');
    const notice = (await screen.findByText(/Our terms have changed/)).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Terms of the programme' })).toHaveAttribute('href', '/legal-terms');
    await logIn(user, 'demo@example.com', 'Miles#2026ok');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });

  it('is told a wrong password beside the form, with the address kept', async () => {
    const { user } = await startPortal('/login');
    await logIn(user, 'demo@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/password/i);
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('demo@example.com');
    expect(window.location.pathname).toBe('/login');
  });
});
