// The texts of the mails the server sends. Every mail carries the member's unsubscribe link.
import type { Mail } from './outbox';

interface Recipient {
  email: string;
  firstname: string;
  unsubscribeToken: string;
}

function footer(to: Recipient): string {
  return `\n\nNo more newsletters: /unsubscribe/${to.unsubscribeToken}`;
}

export function accountCreatedMail(to: Recipient, userId: number, slug: string): Mail {
  const link = `/confirm/account/${userId}/${slug}`;
  return {
    to: to.email,
    subject: 'Welcome to Miles: confirm your account',
    text: `Hello ${to.firstname},\n\nYour Miles account is ready and 500 welcome miles are on it. Confirm your sign-in here: ${link}${footer(to)}`,
    link,
  };
}

export function recoveryMail(to: Recipient, userId: number, slug: string): Mail {
  const link = `/login/reset-password/${userId}/${slug}`;
  return {
    to: to.email,
    subject: 'Miles: reset your password',
    text: `Hello ${to.firstname},\n\nTo choose a new password, open ${link} within one hour. If you did not ask for it, ignore this mail.${footer(to)}`,
    link,
  };
}
