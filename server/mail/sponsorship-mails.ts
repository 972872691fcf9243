// The sponsorship's mails to the colleague a member invites. A newcomer has no account, so theirs is written
// in the sponsor's language (colleagues of one agency usually share it); a member gets theirs in their own.
import type { LanguageCode } from '../http/request-language';
import { unsubscribeLine } from './footer';
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
  const who = `${sponsor.firstname} ${sponsor.lastname}`;
  return {
    to,
    link,
    guestLanguage: sponsor.language_code,
    texts: {
      en: {
        subject: `${who} invites you to join Miles`,
        text:
          `Hello,\n\n${who} (${sponsor.agency_name}) invites you to join Miles, the loyalty programme of ` +
          `Horizon Hotel Group for travel professionals: 100 miles per room night you book, and 500 welcome miles.\n\n` +
          `Sign up with this link, using your agent code and your agency's access code: ${link}\n\n` +
          'You received this mail because a colleague entered your address; without a sign-up, you will not hear from us again.',
      },
      'fr-be': {
        subject: `${who} vous invite à rejoindre Miles`,
        text:
          `Bonjour,\n\n${who} (${sponsor.agency_name}) vous invite à rejoindre Miles, le programme de fidélité de ` +
          `Horizon Hotel Group pour les professionnels du voyage : 100 miles par nuitée réservée, et 500 miles de bienvenue.\n\n` +
          `Inscrivez-vous avec ce lien, muni de votre code agent et du code d’accès de votre agence : ${link}\n\n` +
          'Vous recevez ce message parce qu’un collègue a encodé votre adresse ; sans inscription, vous n’aurez plus de nos nouvelles.',
      },
      'nl-be': {
        subject: `${who} nodigt u uit voor Miles`,
        text:
          `Hallo,\n\n${who} (${sponsor.agency_name}) nodigt u uit om lid te worden van Miles, het loyaliteitsprogramma van ` +
          `Horizon Hotel Group voor reisprofessionals: 100 miles per geboekte kamernacht, en 500 welkomstmiles.\n\n` +
          `Schrijf u in met deze link, met uw agentcode en de toegangscode van uw reisbureau: ${link}\n\n` +
          'U ontvangt deze mail omdat een collega uw adres heeft ingegeven; zonder inschrijving hoort u niets meer van ons.',
      },
    },
  };
}

/** To a colleague who already has an account: nothing to do, and no link to follow. */
export function alreadyMemberMail(to: string, sponsor: Inviter, unsubscribeToken: string): Mail {
  const who = `${sponsor.firstname} ${sponsor.lastname}`;
  const footer = unsubscribeLine(unsubscribeToken);
  return {
    to,
    link: null,
    texts: {
      en: {
        subject: `${who} invited you to join Miles`,
        text:
          `Hello,\n\n${who} (${sponsor.agency_name}) invited you to join Miles. You already have an ` +
          'account with this address, so there is nothing to do: keep declaring your bookings as usual.\n\n' +
          `You received this mail because a colleague entered your address.\n\n${footer.en}`,
      },
      'fr-be': {
        subject: `${who} vous a invité à rejoindre Miles`,
        text:
          `Bonjour,\n\n${who} (${sponsor.agency_name}) vous a invité à rejoindre Miles. Vous avez déjà un ` +
          'compte avec cette adresse : vous n’avez rien à faire, continuez simplement à déclarer vos réservations.\n\n' +
          `Vous recevez ce message parce qu’un collègue a encodé votre adresse.\n\n${footer['fr-be']}`,
      },
      'nl-be': {
        subject: `${who} heeft u uitgenodigd voor Miles`,
        text:
          `Hallo,\n\n${who} (${sponsor.agency_name}) heeft u uitgenodigd om lid te worden van Miles. U hebt al een ` +
          'account met dit adres, dus u hoeft niets te doen: geef uw boekingen gewoon verder aan zoals altijd.\n\n' +
          `U ontvangt deze mail omdat een collega uw adres heeft ingegeven.\n\n${footer['nl-be']}`,
      },
    },
  };
}
