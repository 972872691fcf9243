// The account's mails: the sign-up confirmation and the password recovery, each in every language (the
// outbox sends the recipient's). Every one carries the member's unsubscribe link.
import { unsubscribeLine } from './footer';
import type { Mail } from './outbox';

interface Recipient {
  email: string;
  firstname: string;
  unsubscribeToken: string;
}

export function accountCreatedMail(to: Recipient, userId: number, slug: string): Mail {
  const link = `/confirm/account/${userId}/${slug}`;
  const footer = unsubscribeLine(to.unsubscribeToken);
  return {
    to: to.email,
    link,
    texts: {
      en: {
        subject: 'Welcome to Miles: confirm your account',
        text: `Hello ${to.firstname},\n\nYour Miles account is ready and 500 welcome miles are on it. Confirm your sign-in here: ${link}\n\n${footer.en}`,
      },
      'fr-be': {
        subject: 'Bienvenue chez Miles : confirmez votre compte',
        text: `Bonjour ${to.firstname},\n\nVotre compte Miles est prêt et 500 miles de bienvenue vous y attendent. Confirmez votre inscription ici : ${link}\n\n${footer['fr-be']}`,
      },
      'nl-be': {
        subject: 'Welkom bij Miles: bevestig uw account',
        text: `Beste ${to.firstname},\n\nUw Miles-account is klaar en er staan al 500 welkomstmiles op. Bevestig uw inschrijving hier: ${link}\n\n${footer['nl-be']}`,
      },
    },
  };
}

export function recoveryMail(to: Recipient, userId: number, slug: string): Mail {
  const link = `/login/reset-password/${userId}/${slug}`;
  const footer = unsubscribeLine(to.unsubscribeToken);
  return {
    to: to.email,
    link,
    texts: {
      en: {
        subject: 'Miles: reset your password',
        text: `Hello ${to.firstname},\n\nTo choose a new password, open ${link} within one hour. If you did not ask for it, ignore this mail.\n\n${footer.en}`,
      },
      'fr-be': {
        subject: 'Miles : réinitialisez votre mot de passe',
        text: `Bonjour ${to.firstname},\n\nPour choisir un nouveau mot de passe, ouvrez ${link} dans l’heure. Si vous n’avez rien demandé, ignorez ce message.\n\n${footer['fr-be']}`,
      },
      'nl-be': {
        subject: 'Miles: kies een nieuw wachtwoord',
        text: `Beste ${to.firstname},\n\nOpen ${link} binnen het uur om een nieuw wachtwoord te kiezen. Hebt u dit niet gevraagd, dan mag u deze mail negeren.\n\n${footer['nl-be']}`,
      },
    },
  };
}
