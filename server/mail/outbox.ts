// Outgoing mail. There is no SMTP here: mails are stored (the dev outbox route reads them back, so tests
// and developers can follow links) and logged as one line each, without the link (a secret).
// A mail is written in every language and sent in its recipient's: the language of the account the address
// belongs to (the member's profile), else the one the flow gives for a guest (the request's), else English.
// The outbox picks it inside its one INSERT, so a caller needs no lookup and a member's address and a
// stranger's cost the same statements (what the sign-up, recovery and sponsorship flows promise).
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { LanguageCode } from '../http/request-language';

export interface MailText {
  subject: string;
  text: string;
}

/** One mail in each of the programme's languages. */
export type MailTexts = Readonly<Record<LanguageCode, MailText>>;

export interface Mail {
  to: string;
  texts: MailTexts;
  /** For an address without an account: the language of the flow that writes to it. English by default. */
  guestLanguage?: LanguageCode;
  /** The call-to-action path of the mail, e.g. `/login/reset-password/12/<slug>`. */
  link: string | null;
}

/** What the log may say of a mail: never its link or text, which carry account-takeover secrets. */
export interface MailLogLine {
  to: string;
  subject: string;
}

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  created_at: string;
}

export interface Outbox {
  /** Stores the mail; pass the transaction the mail belongs to so a rolled-back action sends nothing. */
  send(db: Db, mail: Mail): Promise<void>;
  /** The same statement as `send`, storing nothing: the work of a mail to an address that must not get one. */
  decoy(db: Db, mail: Mail): Promise<void>;
  list(to: string): Promise<StoredMail[]>;
}

const insert = (stored: boolean) =>
  `INSERT INTO mails (to_email, subject, text, link, created_at)
   SELECT $1::text, chosen.texts ->> 'subject', chosen.texts ->> 'text', $2::text, $3::timestamptz
     FROM (SELECT COALESCE($4::jsonb -> (SELECT language_code FROM users WHERE email = $1::text), $4::jsonb -> $5::text, $4::jsonb -> 'en')
                  AS texts) AS chosen
   ${stored ? '' : 'WHERE false'}
   RETURNING subject`;

function parameters(mail: Mail, now: Date) {
  return [mail.to, mail.link, now, JSON.stringify(mail.texts), mail.guestLanguage ?? 'en'];
}

export function createOutbox(db: Db, clock: Clock, log: (mail: MailLogLine) => void): Outbox {
  return {
    async send(tx, mail) {
      const [row] = await tx.query<{ subject: string }>(insert(true), parameters(mail, new Date(clock())));
      log({ to: mail.to, subject: row?.subject ?? '' });
    },
    async decoy(tx, mail) {
      await tx.query(insert(false), parameters(mail, new Date(clock())));
    },
    async list(to) {
      const rows = await db.query<{ to_email: string; subject: string; text: string; link: string | null; created_at: Date }>(
        'SELECT to_email, subject, text, link, created_at FROM mails WHERE to_email = $1 ORDER BY created_at DESC, id DESC',
        [to.trim().toLowerCase()],
      );
      return rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        text: r.text,
        link: r.link,
        created_at: new Date(r.created_at).toISOString(),
      }));
    },
  };
}
