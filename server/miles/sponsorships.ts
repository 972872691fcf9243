// Sponsorship: a member invites a colleague by e-mail (a sign-up link with a token), the colleague signs up
// with it (registered), and their first accepted booking claim earns the sponsor 1 000 miles (qualified).
import { digest, randomToken } from '../auth/random-tokens';
import type { Db } from '../db/db';
import { labelColumns } from './movement-labels';
import { fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { extrasAnswer, extrasOf } from '../http/form-extras';
import type { Outbox } from '../mail/outbox';
import { alreadyMemberMail, invitationMail } from '../mail/sponsorship-mails';
import type { Inviter } from '../mail/sponsorship-mails';
import { displayName, expiryOf, sponsorshipReward } from './rules';

type Sponsorship = Schemas['Sponsorship'];
type SponsorshipRequest = Schemas['SponsorshipRequest'];

// The invitation form (schemas/forms/sponsorship-invite.json) is the one statement of the request's fields;
// those without a column (added by editors) are kept in sponsorships.form_extras and returned.
// `fields`: the form's fields as the server's contract read them (Contract.formFields(inviteForms)).
export const inviteForms = ['sponsorship-invite'];
const inviteColumns = ['email'];

interface Sponsor extends Inviter {
  id: number;
}

interface SponsorshipRow {
  id: number;
  email: string;
  status: Sponsorship['status'];
  invitee_name: string | null;
  miles: number;
  created_at: Date;
  registered_at: Date | null;
  qualified_at: Date | null;
  form_extras: unknown;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const toSponsorship = (r: SponsorshipRow, fields: readonly string[]): Sponsorship => ({
  id: r.id,
  email: r.email,
  status: r.status,
  invitee_name: r.invitee_name,
  miles: r.miles,
  created_at: new Date(r.created_at).toISOString(),
  registered_at: iso(r.registered_at),
  qualified_at: iso(r.qualified_at),
  ...extrasAnswer(r.form_extras, fields, inviteColumns),
});

const columns = 'id, email, status, invitee_name, miles, created_at, registered_at, qualified_at, form_extras';
const select = `SELECT ${columns} FROM sponsorships`;

export async function listSponsorships(db: Db, sponsorId: number, fields: readonly string[]): Promise<Sponsorship[]> {
  return (await db.query<SponsorshipRow>(`${select} WHERE sponsor_id = $1 ORDER BY created_at DESC, id DESC`, [sponsorId])).map((row) =>
    toSponsorship(row, fields),
  );
}

/**
 * Records the invitation and mails it. An address that already has an account is answered exactly like
 * any other (same status, shape and work: one lookup, one insert, one mail), so the form cannot be used to
 * find out who is a member; that member gets a harmless notice instead of a sign-up link, and the
 * invitation stays `invited`. Refused: the sponsor's own address and one this sponsor already invited
 * (both the sponsor's own knowledge).
 */
export async function invite(
  db: Db,
  outbox: Outbox,
  sponsor: Sponsor & { email: string },
  request: SponsorshipRequest,
  now: Date,
  fields: readonly string[],
): Promise<Sponsorship> {
  const email = request.email.trim().toLowerCase();
  const extras = Object.entries(extrasOf(request as Record<string, unknown>, fields, inviteColumns))
    .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
    .filter(([, v]) => v !== '' && v !== null);
  if (email === sponsor.email.trim().toLowerCase()) throw fieldError('email', 'You cannot invite yourself.', 'self_invitation');
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ unsubscribe_token: string }>('SELECT unsubscribe_token FROM users WHERE email = $1', [email]);
    // A token is made and stored either way; a member's is never sent, so it can never be used.
    const token = randomToken(24);
    const [row] = await tx.query<SponsorshipRow>(
      `INSERT INTO sponsorships (sponsor_id, email, token_hash, status, created_at, form_extras) VALUES ($1, $2, $3, 'invited', $4, $5::jsonb)
       ON CONFLICT (sponsor_id, email) DO NOTHING
       RETURNING ${columns}`,
      [sponsor.id, email, digest(token), now, JSON.stringify(Object.fromEntries(extras))],
    );
    if (!row) throw fieldError('email', 'You have already invited this colleague.', 'already_invited');
    await outbox.send(tx, member ? alreadyMemberMail(email, sponsor, member.unsubscribe_token) : invitationMail(email, sponsor, token));
    return toSponsorship(row, fields);
  });
}

/** On sign-up with a sponsorship token: links the new member to the invitation. An unknown or used token is ignored. */
export async function linkSponsorship(
  tx: Db,
  token: string | undefined,
  invitee: { id: number; firstname: string; lastname: string },
  now: Date,
): Promise<void> {
  if (!token) return;
  await tx.query(
    `UPDATE sponsorships SET status = 'registered', invitee_id = $2, invitee_name = $3, registered_at = $4
      WHERE token_hash = $1 AND status = 'invited' AND sponsor_id <> $2`,
    [digest(token), invitee.id, displayName(invitee.firstname, invitee.lastname), now],
  );
}

/** The sponsor an accepted claim of this member would credit (lock order: ledger.ts lockBalances). */
export async function sponsorToCredit(tx: Db, inviteeId: number): Promise<number[]> {
  const rows = await tx.query<{ sponsor_id: number }>(
    "SELECT sponsor_id FROM sponsorships WHERE invitee_id = $1 AND status = 'registered'",
    [inviteeId],
  );
  return rows.map((r) => r.sponsor_id);
}

/** After an accepted claim: the member's first one qualifies their sponsorship and credits the sponsor. */
export async function qualifySponsorship(tx: Db, inviteeId: number, now: Date): Promise<void> {
  const [row] = await tx.query<{ sponsor_id: number; invitee_name: string }>(
    `UPDATE sponsorships SET status = 'qualified', qualified_at = $2, miles = $3
      WHERE invitee_id = $1 AND status = 'registered' RETURNING sponsor_id, invitee_name`,
    [inviteeId, now, sponsorshipReward],
  );
  if (!row) return;
  const l = labelColumns({ key: 'sponsorship', params: { name: row.invitee_name } });
  await tx.query(
    `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on, expires_on)
     VALUES ($1, 'sponsorship', 'valid', $2, $3, $4, $5, $6, $6, $7)`,
    [row.sponsor_id, sponsorshipReward, l.label, l.label_key, l.label_params, now, expiryOf(now)],
  );
}
