// The prepaid card's letter: the activation code travels with the card, never in an API answer.
import type { Mail } from './outbox';

export function cardLetterMail(to: string, activationCode: string): Mail {
  return {
    to,
    link: '/exchange-my-miles/mastercard',
    texts: {
      en: {
        subject: 'Your Miles prepaid card',
        text: `Your prepaid Mastercard is on its way. To activate it, enter this code on the card page: ${activationCode}`,
      },
      'fr-be': {
        subject: 'Votre carte prépayée Miles',
        text: `Votre Mastercard prépayée est en route. Pour l’activer, encodez ce code sur la page de la carte : ${activationCode}`,
      },
      'nl-be': {
        subject: 'Uw Miles-prepaidkaart',
        text: `Uw prepaid Mastercard is onderweg. Om ze te activeren, geeft u deze code in op de kaartpagina: ${activationCode}`,
      },
    },
  };
}
