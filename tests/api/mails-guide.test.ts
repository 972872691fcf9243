/** @vitest-environment node */
// The guide "Change what a mail says" (docs/editors/change-a-mail.md), replayed: the guide's words go into a copy of the
// file; `npm run check:catalogues` accepts it; the card's letter is written with the new words in the three languages,
// its code in place; and the problems the guide quotes are refused with their `file#/pointer`, by the check too.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MailWords, MailsFile } from '../../server/generated/catalogues';
import { cardLetterMail } from '../../server/mail/card-mails';
import { mailsFile, mailTexts, readMailWords } from '../../server/mail/mail-words';
import { testFolder } from '../support/temp-dir';

const guide = readFileSync('docs/editors/change-a-mail.md', 'utf8');
/** Step 1: the entry the guide shows, as it is written in the file. */
const [key, words] =
  Object.entries(JSON.parse(`{${/```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? ''}}`) as Record<string, MailWords>)[0] ?? [];
const shipped = JSON.parse(readFileSync(mailsFile, 'utf8')) as MailsFile;

/** A copy of the shipped file with the guide's words, and `change` applied to them. */
function copyWithGuideWords(change: (mail: MailWords) => MailWords = (mail) => mail): string {
  const file = join(testFolder('miles-mails-'), basename(mailsFile));
  writeFileSync(file, JSON.stringify({ ...shipped, mails: { ...shipped.mails, [key ?? '']: change(structuredClone(words!)) } }, null, 2));
  return file;
}

const check = (file: string) =>
  spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--mails', file], { encoding: 'utf8', timeout: 60_000 });

describe('the guide "Change what a mail says"', () => {
  it('shows the card’s letter, in the three languages', () => {
    expect(key).toBe('card_letter');
    expect(Object.keys(words?.text ?? {})).toEqual(['en', 'fr-be', 'nl-be']);
  });

  it('2. the check accepts the copy', () => {
    const result = check(copyWithGuideWords());
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toContain(`Mails are valid: ${Object.keys(shipped.mails).length} mails.`);
  });

  it('3. the letter reads the new words in each language, with its code', () => {
    const texts = mailTexts('card_letter', { code: 'K7P2-9QXM' }, undefined, readMailWords(copyWithGuideWords()));
    expect(texts.en).toEqual({
      subject: 'Your Miles prepaid card is on its way',
      text: 'Your prepaid Mastercard is on its way.\n\nWhen it arrives, enter this code on the card page to activate it: K7P2-9QXM',
    });
    expect(texts['fr-be'].text).toContain('pour l’activer : K7P2-9QXM');
    expect(texts['nl-be'].subject).toBe('Uw Miles-prepaidkaart is onderweg');
    // The shipped words are what the server sends until the file changes.
    expect(cardLetterMail('member@example.com', 'K7P2-9QXM').texts.en.subject).toBe('Your Miles prepaid card');
  });
});

describe('the problems the guide quotes', () => {
  const broken = {
    'a language without the code': {
      change: (mail: MailWords) => ({ ...mail, text: { ...mail.text, 'nl-be': 'Uw prepaid Mastercard is onderweg.' } }),
      problem: 'mails.json#/mails/card_letter/text/nl-be: must use {{code}}',
    },
    'a placeholder the server does not give': {
      change: (mail: MailWords) => ({ ...mail, text: { ...mail.text, en: mail.text.en.replace('{{code}}', '{{cod}}') } }),
      problem: 'mails.json#/mails/card_letter/text/en: {{cod}} is not given to this text (it has {{code}})',
    },
  };

  for (const [name, { change, problem }] of Object.entries(broken)) {
    it(`${name}: refused by the server's reading and by the check`, () => {
      expect(guide).toContain(problem);
      const file = copyWithGuideWords(change);
      expect(() => readMailWords(file)).toThrow(problem);
      const result = check(file);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(problem);
    });
  }
});
