// My sponsorships (page config: a config form and a data list) on the real route config, models and blocks, against the mocked sponsorships API: reached from
// the member menu, the empty list, a colleague invited (what was sent, the confirmation focused, the form emptied,
// the invitation on top at step 1 of 3), an invitation that progressed (registered, then qualified with its miles),
// the refusals on the address field with the typed text kept (oneself, already invited in another case, not an
// address: the last one before any call), the list that cannot be loaded and "Try again", and the page in Dutch.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { invitation, mockSponsorships, sponsorshipsApi } from '../../support/api/sponsorships';
import { memberApi } from '../../support/member-api';

warmUp(['my-sponsorships', 'home'], ['sponsorship-invite']);

const session = mockSession();
const sponsorships = mockSponsorships();
// memberApi: the home the menu journey starts from.
const server = useMockApi([...sessionApi(session), ...contentApi(), ...sponsorshipsApi(sponsorships, session), ...memberApi]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(sponsorships, mockSponsorships());
});

type User = Awaited<ReturnType<typeof startPortal>>['user'];
const member = { member: demoMember() };
const inviteForm = () => screen.findByRole('region', { name: 'Invite a colleague' });
const invitations = () => screen.findByRole('region', { name: 'My invitations' });
// The form and the list are blocks of the page's config, loaded on their own (the form mounted afresh after each
// invitation): found once they are there.
const field = async () => within(await inviteForm()).findByLabelText(/Your colleague’s e-mail address/);

async function invite(user: User, email: string) {
  await user.clear(await field());
  await user.type(await field(), email);
  await user.click(within(await inviteForm()).getByRole('button', { name: 'Send the invitation' }));
}

describe('a member inviting a colleague', () => {
  it('reaches the page from the menu, invites from the empty list, and sees the invitation at its first step', async () => {
    const { user } = await startPortal('/home', member);
    await user.click(await within(screen.getByRole('navigation', { name: 'Main menu' })).findByRole('link', { name: 'My sponsorships' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My sponsorships' })).toBeInTheDocument();
    expect(await within(await invitations()).findByText(/You have not invited anyone yet\./)).toBeInTheDocument();

    await invite(user, 'colleague@example.com');
    const sent = await within(await inviteForm()).findByText('Your invitation has been sent to colleague@example.com.');
    await waitFor(() => expect(sent).toHaveFocus());
    expect(sponsorships.sent).toEqual([{ email: 'colleague@example.com' }]);
    expect(await field()).toHaveValue('');
    // The list is read again with the invitation on top.
    const item = (await within(await invitations()).findByRole('heading', { level: 3, name: 'colleague@example.com' })).closest('li')!;
    expect(within(item).getByText('Step 1 of 3: Invited')).toBeInTheDocument();
    const steps = within(within(item).getByRole('list', { name: 'Progress of the invitation' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/Invited\s*done on/),
      expect.stringMatching(/Registered\s*not yet/),
      expect.stringMatching(/First booking accepted\s*not yet/),
    ]);
  });

  it('follows invitations that progressed: signed up, then qualified with the miles they earned', async () => {
    sponsorships.list = [
      invitation(2, 'robin@example.com', {
        status: 'qualified',
        invitee_name: 'Robin P.',
        miles: 1000,
        registered_at: '2026-10-05T09:00:00.000Z',
        qualified_at: '2026-10-20T09:00:00.000Z',
      }),
      invitation(1, 'sam@example.com', { status: 'registered', invitee_name: 'Sam K.', registered_at: '2026-10-03T09:00:00.000Z' }),
    ];
    await startPortal('/my-sponsorships', member);
    const headings = await within(await invitations()).findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['robin@example.com', 'sam@example.com']);
    const [robin, sam] = headings.map((h) => h.closest('li')!);
    expect(within(robin!).getByText('Step 3 of 3: First booking accepted')).toBeInTheDocument();
    expect(robin).toHaveTextContent(/Signed up as\s*Robin P\./);
    expect(robin).toHaveTextContent(/Miles earned\s*1\s000 miles/);
    expect(within(sam!).getByText('Step 2 of 3: Registered')).toBeInTheDocument();
    expect(sam).toHaveTextContent(/Miles earned\s*0 miles/);
    expect(await invitations()).toHaveTextContent(/Miles earned through sponsorship\s*1\s000 miles/);
  });
});

describe('the invitation’s refusals', () => {
  it('are said on the address field, which keeps the typed text and takes the focus; an invalid address is never sent', async () => {
    sponsorships.list = [invitation(1, 'colleague@example.com')];
    const { user } = await startPortal('/my-sponsorships', member);
    await within(await invitations()).findByRole('heading', { level: 3, name: 'colleague@example.com' });

    await invite(user, 'demo@example.com');
    expect(await within(await inviteForm()).findByText('You cannot invite yourself.')).toBeInTheDocument();
    expect(await field()).toHaveAttribute('aria-invalid', 'true');
    expect(await field()).toHaveValue('demo@example.com');
    const refused = await field();
    await waitFor(() => expect(refused).toHaveFocus());

    await invite(user, 'COLLEAGUE@example.com');
    expect(await within(await inviteForm()).findByText('You have already invited this colleague.')).toBeInTheDocument();
    expect(await field()).toHaveValue('COLLEAGUE@example.com');
    expect(within(await invitations()).getAllByRole('heading', { level: 3 })).toHaveLength(1);

    const before = sponsorships.sent.length;
    await invite(user, 'colleague@');
    expect(await within(await inviteForm()).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(sponsorships.sent).toHaveLength(before);
    expect(sponsorships.sent).toEqual([{ email: 'demo@example.com' }, { email: 'COLLEAGUE@example.com' }]);
  });

  it('an address that has an account is invited like any other', async () => {
    const { user } = await startPortal('/my-sponsorships', member);
    await within(await invitations()).findByText(/You have not invited anyone yet\./);
    await invite(user, 'other@example.com');
    expect(await within(await inviteForm()).findByText('Your invitation has been sent to other@example.com.')).toBeInTheDocument();
  });
});

describe('the invitations list', () => {
  it('that cannot be loaded says so, and "Try again" reads it again', async () => {
    let refuse = true;
    // No answer (the connection dropped): the list's own failure, not a lost session.
    server.use(http.get('*/api/sponsorships', () => (refuse ? HttpResponse.error() : undefined)));
    const { user } = await startPortal('/my-sponsorships', member);
    expect(await within(await invitations()).findByRole('alert')).toHaveTextContent('Your invitations could not be loaded.');
    refuse = false;
    sponsorships.list = [invitation(1, 'colleague@example.com')];
    await user.click(within(await invitations()).getByRole('button', { name: 'Try again' }));
    expect(await within(await invitations()).findByRole('heading', { level: 3, name: 'colleague@example.com' })).toBeInTheDocument();
    expect(within(await invitations()).queryByRole('alert')).toBeNull();
  });

  it('in Dutch, says its empty state and the invitation sent in Dutch', async () => {
    const { user } = await startPortal('/my-sponsorships', { ...member, language: 'nl-be' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn peterschappen' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Mijn uitnodigingen' });
    expect(await within(list).findByText(/U hebt nog niemand uitgenodigd\./)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Een collega uitnodigen' });
    await user.type(await within(form).findByRole('textbox'), 'collega@example.com');
    await user.click(within(form).getByRole('button'));
    expect(await within(form).findByText('Uw uitnodiging is verstuurd naar collega@example.com.')).toBeInTheDocument();
  });
});
