// Outgoing mail. There is no SMTP here: mails are stored (the dev outbox route reads them back, so tests
// and developers can follow links) and logged as one line each, without the link (a secret).
import type { Clock } from '../clock';
import type { Db } from '../db/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The call-to-action path of the mail, e.g. `/login/reset-password/12/<slug>`. */
  link: string | null;
}

/** What the log may say of a mail: never its link or text, which carry account-takeover secrets. */
export type MailLogLine = Pick<Mail, 'to' | 'subject'>;

export interface StoredMail extends Mail {
  created_at: string;
}

export interface Outbox {
  /** Stores the mail; pass the transaction the mail belongs to so a rolled-back action sends nothing. */
  send(db: Db, mail: Mail): Promise<void>;
  list(to: string): Promise<StoredMail[]>;
}

export function createOutbox(db: Db, clock: Clock, log: (mail: MailLogLine) => void): Outbox {
  return {
    async send(tx, mail) {
      await tx.query('INSERT INTO mails (to_email, subject, text, link, created_at) VALUES ($1, $2, $3, $4, $5)', [
        mail.to,
        mail.subject,
        mail.text,
        mail.link,
        new Date(clock()),
      ]);
      log({ to: mail.to, subject: mail.subject });
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
