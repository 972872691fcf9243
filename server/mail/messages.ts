// The account's mails: the sign-up confirmation and the password recovery (their words: mail-words.ts). Every one
// carries the member's unsubscribe link.
import { mailTexts } from './mail-words';
import type { Mail } from './outbox';

interface Recipient {
  email: string;
  firstname: string;
  unsubscribeToken: string;
}

export function accountCreatedMail(to: Recipient, userId: number, slug: string): Mail {
  const link = `/confirm/account/${userId}/${slug}`;
  return { to: to.email, link, texts: mailTexts('account_created', { firstname: to.firstname, link }, to.unsubscribeToken) };
}

export function recoveryMail(to: Recipient, userId: number, slug: string): Mail {
  const link = `/login/reset-password/${userId}/${slug}`;
  return { to: to.email, link, texts: mailTexts('password_recovery', { firstname: to.firstname, link }, to.unsubscribeToken) };
}
