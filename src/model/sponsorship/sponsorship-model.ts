// Sponsorship (/my-sponsorships): the member invites a colleague by e-mail; the API mails a sign-up link
// with a sponsorship token. Each invitation then goes invited → registered (signed up with the link) →
// qualified (first booking claim accepted: the sponsor earns miles, which appear in the history).
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';

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

/** The member's invitations, newest first. */
export const $sponsorships = createStore<Sponsorship[]>([]);
export const $sponsorshipsStatus = createStore<'loading' | 'ready' | 'failure'>('loading');
/** The address of the invitation just sent (the confirmation message). */
export const $lastInvited = createStore<string | null>(null);
/** Miles all invitations earned together. */
export const $sponsorshipMiles = $sponsorships.map((list) => list.reduce((sum, s) => sum + s.miles, 0));

sample({ clock: sponsorshipsRequested, target: loadSponsorshipsFx });
$sponsorships.on(loadSponsorshipsFx.doneData, (_, list) => list);
// Why: the new invitation shows at once at the top of the list, without a second call.
$sponsorships.on(inviteColleagueFx.doneData, (list, invited) => [invited, ...list.filter((s) => s.id !== invited.id)]);
$sponsorshipsStatus
  .on(loadSponsorshipsFx, () => 'loading')
  .on(loadSponsorshipsFx.done, () => 'ready')
  .on(loadSponsorshipsFx.fail, () => 'failure');
$lastInvited.on(inviteColleagueFx.doneData, (_, invited) => invited.email).reset(inviteColleagueFx, sponsorshipsRequested);

// Why: another member (logout, login, impersonation) must never see this member's invitations.
memberDataStores($sponsorships, $sponsorshipsStatus, $lastInvited);
