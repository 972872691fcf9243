// What the programme's mails say: the editors' file server/mail/data/mails.json (docs/editors/change-a-mail.md), read and
// checked once when this module loads: a broken file stops the server's start with its `file#/pointer`. A mail is
// written in every language (the outbox sends the recipient's), from the file's words and what the server knows.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile } from '../data-files/json-folder';
import { filled, placeholderProblems } from '../data-files/placeholders';
import type { MailsFile } from '../generated/catalogues';
import { programmeLanguages } from '../http/request-language';
import type { LanguageCode } from '../http/request-language';
import type { MailText, MailTexts } from './outbox';

export type MailKey = keyof MailsFile['mails'];

/** What the server gives each mail's texts; a text must use those of `needs` (a mail without its link is no use). */
const given = {
  account_created: { subject: [], text: ['firstname', 'link'], needs: ['link'] },
  password_recovery: { subject: [], text: ['firstname', 'link'], needs: ['link'] },
  account_exists: { subject: [], text: ['firstname', 'login', 'recovery'], needs: ['login', 'recovery'] },
  card_letter: { subject: [], text: ['code'], needs: ['code'] },
  sponsorship_invitation: { subject: ['sponsor'], text: ['sponsor', 'agency', 'link'], needs: ['link'] },
  sponsorship_already_member: { subject: ['sponsor'], text: ['sponsor', 'agency'], needs: [] },
} as const satisfies Record<MailKey, { subject: readonly string[]; text: readonly string[]; needs: readonly string[] }>;

function mailRules(file: MailsFile): string[] {
  return [
    ...Object.entries(file.mails).flatMap(([key, mail]) => {
      const { subject, text, needs } = given[key as MailKey];
      return [
        ...placeholderProblems(mail.subject, `#/mails/${key}/subject`, subject),
        ...placeholderProblems(mail.text, `#/mails/${key}/text`, text, needs),
      ];
    }),
    ...placeholderProblems(file.unsubscribe, '#/unsubscribe', ['link'], ['link']),
  ];
}

const here = dirname(fileURLToPath(import.meta.url));
export const mailsFile = join(here, 'data/mails.json');

export function readMailWords(file: string = mailsFile): MailsFile {
  return readJsonFile<MailsFile>({
    file,
    schemaFile: join(here, '../../schemas/catalogues/mails.schema.json'),
    what: 'The mails file',
    fileRules: mailRules,
  });
}

const shipped = readMailWords();

type Values = Readonly<Record<string, string | number>>;

/**
 * A mail's subject and text in every language, from `words` (the shipped file's by default); `unsubscribeToken`
 * ends a member's mail with the line that stops the newsletters.
 */
export function mailTexts(key: MailKey, values: Values, unsubscribeToken?: string, words: MailsFile = shipped): MailTexts {
  const mail = words.mails[key];
  const text = (language: LanguageCode): MailText => {
    const body = filled(mail.text[language], values, key);
    const footer =
      unsubscribeToken === undefined
        ? ''
        : `\n\n${filled(words.unsubscribe[language], { link: `/unsubscribe/${unsubscribeToken}` }, 'unsubscribe')}`;
    return { subject: filled(mail.subject[language], values, key), text: `${body}${footer}` };
  };
  return Object.fromEntries(programmeLanguages.map((language) => [language, text(language)])) as Record<LanguageCode, MailText>;
}
