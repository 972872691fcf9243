// The profile's sections on the real route config, models and templates, against the mocked API: /profile/<section>
// opens that section's dialog, by its address or its button (a link, followed by keyboard), Escape and Close go back
// to /profile, and an unknown section opens none.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { memberApi } from '../../support/member-api';
import { companyRoles, readCompanyRoles } from '../../../server/reference/company-roles';

const session = mockSession();
useMockApi([
  contractHandler('listCompanyRoles', () => ({ body: companyRoles(readCompanyRoles(), 'en') })),
  ...sessionApi(session),
  ...contentApi(),
  ...memberApi,
]);
warmUp(['profile'], ['profile', 'change-password']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
});

const open = (path: string) => startPortal(path, { member: session.member });

describe('a section of the profile', () => {
  it('opens as a dialog by its address or its button; Escape and Close go back to /profile', async () => {
    const { user } = await open('/profile/password');
    const dialog = await screen.findByRole('dialog', { name: 'My password' });
    expect(await within(dialog).findByLabelText(/^Current password/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('dialog')).toBeNull();

    const change = within(screen.getByTestId('profile-section-details')).getByRole('link', { name: 'Change' });
    change.focus();
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'My details' });
    expect(window.location.pathname).toBe('/profile/details');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('that does not exist opens none: the profile shows', async () => {
    await open('/profile/no-such-section');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
