// The mail to the owner of an address someone tried to sign up with. Sign-up answers such an attempt exactly as
// it answers a new account, so the page tells nothing of who has an account; the owner learns of it here, in
// their own language (the outbox sends the recipient's), with the ways back in (its words: mail-words.ts).
import { mailTexts } from './mail-words';
import type { Mail } from './outbox';

interface Owner {
  email: string;
  firstname: string;
  unsubscribeToken: string;
}

const login = '/login';
const recovery = '/login/recovery';

export function accountExistsMail(to: Owner): Mail {
  return {
    to: to.email,
    link: login,
    texts: mailTexts('account_exists', { firstname: to.firstname, login, recovery }, to.unsubscribeToken),
  };
}
