// The sponsorship's mails to the colleague a member invites. A newcomer has no account, so theirs is written
// in the sponsor's language (colleagues of one agency usually share it); a member gets theirs in their own (their
// words: mail-words.ts).
import type { LanguageCode } from '../http/request-language';
import { mailTexts } from './mail-words';
import type { Mail } from './outbox';

export interface Inviter {
  firstname: string;
  lastname: string;
  agency_name: string;
  language_code: LanguageCode;
}

/** To an address without an account: a personal sign-up link. */
export function invitationMail(to: string, sponsor: Inviter, token: string): Mail {
  const link = `/create-account/${token}`;
  const values = { sponsor: `${sponsor.firstname} ${sponsor.lastname}`, agency: sponsor.agency_name, link };
  return { to, link, guestLanguage: sponsor.language_code, texts: mailTexts('sponsorship_invitation', values) };
}

/** To a colleague who already has an account: nothing to do, and no link to follow. */
export function alreadyMemberMail(to: string, sponsor: Inviter, unsubscribeToken: string): Mail {
  const values = { sponsor: `${sponsor.firstname} ${sponsor.lastname}`, agency: sponsor.agency_name };
  return { to, link: null, texts: mailTexts('sponsorship_already_member', values, unsubscribeToken) };
}
