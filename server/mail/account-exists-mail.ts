// The mail to the owner of an address someone tried to sign up with. Sign-up answers such an attempt exactly as
// it answers a new account, so the page tells nothing of who has an account; the owner learns of it here, in
// their own language (the outbox sends the recipient's), with the ways back in.
import { unsubscribeLine } from './footer';
import type { Mail } from './outbox';

interface Owner {
  email: string;
  firstname: string;
  unsubscribeToken: string;
}

const login = '/login';
const recovery = '/login/recovery';

export function accountExistsMail(to: Owner): Mail {
  const footer = unsubscribeLine(to.unsubscribeToken);
  return {
    to: to.email,
    link: login,
    texts: {
      en: {
        subject: 'Miles: someone tried to create an account with your address',
        text: `Hello ${to.firstname},\n\nSomeone tried to create a Miles account with this e-mail address, which already has one. If it was you, log in: ${login}. Forgot your password? Choose a new one: ${recovery}. If it was not you, ignore this mail: nothing has changed on your account.\n\n${footer.en}`,
      },
      'fr-be': {
        subject: 'Miles : quelqu’un a essayé de créer un compte avec votre adresse',
        text: `Bonjour ${to.firstname},\n\nQuelqu’un a essayé de créer un compte Miles avec cette adresse e-mail, qui en a déjà un. Si c’était vous, connectez-vous : ${login}. Mot de passe oublié ? Choisissez-en un nouveau : ${recovery}. Si ce n’était pas vous, ignorez ce message : rien n’a changé sur votre compte.\n\n${footer['fr-be']}`,
      },
      'nl-be': {
        subject: 'Miles: iemand probeerde een account aan te maken met uw adres',
        text: `Beste ${to.firstname},\n\nIemand probeerde een Miles-account aan te maken met dit e-mailadres, dat er al een heeft. Was u het zelf, meld u dan aan: ${login}. Wachtwoord vergeten? Kies een nieuw: ${recovery}. Was u het niet, dan mag u deze mail negeren: er is niets veranderd aan uw account.\n\n${footer['nl-be']}`,
      },
    },
  };
}
