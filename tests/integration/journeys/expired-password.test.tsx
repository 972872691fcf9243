// A member whose password expired, on the real route config and models, against the mocked API: the portal shows
// only the change-password screen (on every path: tests/integration/routing-rules.test.tsx); the new password is
// sent with the current one, the session ends on "your password has been changed", and the new password logs in.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { memberApi } from '../../support/member-api';
import type { User } from '@/model/user/user-types';

warmUp(['change-password', 'login', 'home'], ['change-password', 'login']);

/** Dana, whose password was set 100 days ago and lasts 90. */
const expired = (): User =>
  demoMember({ notification: { password_create_date: new Date(Date.now() - 100 * 86_400_000).toISOString(), expire_after_days: 90 } });

const session = mockSession();
useMockApi([...sessionApi(session), ...contentApi(), ...memberApi]);
beforeEach(() => {
  const member = expired();
  Object.assign(session, mockSession({ member, accounts: { [member.email]: { password: 'Miles#2026ok', user: member } } }));
});

describe('a member whose password expired', () => {
  it('changes it on the screen the portal shows instead of any page, is logged out, and logs in with the new one', async () => {
    const { user } = await startPortal('/home', { member: session.member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Current password/, {}, { timeout: 15_000 }), 'Miles#2026ok');
    await user.type(screen.getByLabelText(/^New password/), 'Renewed#2026');
    await user.type(screen.getByLabelText(/^Confirm your new password/), 'Renewed#2026');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/success/password-changed');
    expect(session.accounts['demo@example.com']?.password).toBe('Renewed#2026');
    expect(session.member).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Go to the login page' }));
    await user.type(await screen.findByLabelText(/^E-mail address/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Renewed#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Change your password' })).toBeNull();
  });
});
