// Sponsorship (/my-sponsorships): the member invites a colleague by e-mail; the API mails a sign-up link
// with a sponsorship token. Each invitation then goes invited → registered (signed up with the link) →
// qualified (first booking claim accepted: the sponsor earns miles, which appear in the history).
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';
import { loadableQuery } from '@/model/remote-data/loadable-query';

export type Sponsorship = components['schemas']['Sponsorship'];
export type SponsorshipStatus = Sponsorship['status'];
export type SponsorshipRequest = components['schemas']['SponsorshipRequest'];

/** The steps of an invitation, in order (the list's progress indicator). */
export const sponsorshipSteps: readonly SponsorshipStatus[] = ['invited', 'registered', 'qualified'];

/** The page opened (or "Try again"): the invitations are read again, since they progress elsewhere. */
export const sponsorshipsRequested = createEvent();

export const loadSponsorshipsFx = createEffect<void, Sponsorship[], ApiError>(() => call('listSponsorships'));
/** The invitation form's submit: rejects like the API client (self_invitation, already_invited on `email`; a member's address is accepted like any other). */
export const inviteColleagueFx = createEffect<SponsorshipRequest, Sponsorship, ApiError>((body) => call('createSponsorship', { body }));

/** The member's invitations, newest first: read at every visit, and again once an invitation is sent (the server's list, in its order). */
const sponsorships = loadableQuery(loadSponsorshipsFx, { name: 'sponsorships', memberData: true });
export const $sponsorships = sponsorships.$state;
/** The address of the invitation just sent (the confirmation message). */
export const $lastInvited = createStore<string | null>(null);
/** Miles all invitations earned together. */
export const $sponsorshipMiles = $sponsorships.map((state) =>
  state.status === 'ready' ? state.data.reduce((sum, s) => sum + s.miles, 0) : 0,
);

sample({ clock: [sponsorshipsRequested, inviteColleagueFx.done], target: sponsorships.query.start });
$lastInvited.on(inviteColleagueFx.doneData, (_, invited) => invited.email).reset(inviteColleagueFx, sponsorshipsRequested);

// Why: another member (logout, login, impersonation) must never see this member's invitations.
memberDataStores($lastInvited);
