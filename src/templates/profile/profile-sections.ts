// The sections of /profile/:modal? (requirements §2.3): what the hotel-group side asks of a member's profile, each one
// editable in its own dialog whose name is the :modal parameter, so a mail or another page can link straight to
// "change your password" (/profile/password). The forms are my account's own blocks: one schema per form.
import { lazy } from 'react';

export const profileSections = [
  { modal: 'details', block: lazy(() => import('@/blocks/account/profile-form')) },
  { modal: 'language', block: lazy(() => import('@/blocks/account/locale-form')) },
  { modal: 'password', block: lazy(() => import('@/blocks/account/change-password-form')) },
  { modal: 'picture', block: lazy(() => import('@/blocks/account/profile-image-form')) },
] as const;

export type ProfileModal = (typeof profileSections)[number]['modal'];

/**
 * The cards of the page in order, each with the dialog its button opens. The agency's card has no dialog of its
 * own: the member's role in the agency is a field of the details form (one schema per form), so it opens that.
 */
export const profileCards = [
  { card: 'details', opens: 'details' },
  { card: 'company', opens: 'details' },
  { card: 'language', opens: 'language' },
  { card: 'password', opens: 'password' },
  { card: 'picture', opens: 'picture' },
] as const satisfies readonly { card: string; opens: ProfileModal }[];

export type ProfileCard = (typeof profileCards)[number]['card'];

/** The section a :modal parameter names; anything else (a typo, an old link) opens none. */
export function sectionOf(modal: string | undefined): (typeof profileSections)[number] | undefined {
  return profileSections.find((s) => s.modal === modal);
}
