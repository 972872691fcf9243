// The studio's staff accounts (server/db/migrations/025-staff.sql) and their sessions (026-staff-sessions.sql): found
// by e-mail at login, and by the token's account and session on every studio call, so that a removed account's token
// and an ended session's open nothing, on every API process. The demo accounts of server/README.md are seeded into a
// database that has none.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearer } from '../auth/authenticate';
import { hashPassword } from '../auth/passwords';
import type { StaffClaims, StaffScope, TokenService } from '../auth/token-service';
import type { Db } from '../db/db';
import { unauthorized } from '../http/api-error';
import type { Schemas } from '../http/api-types';

export type Staff = Schemas['Staff'];
interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: Staff['role'];
  language_code: Staff['language'];
  password_hash: string;
}

const columns = 'id, email, name, role, language_code, password_hash';
const answer = (row: Omit<StaffRow, 'password_hash'>): Staff => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  language: row.language_code,
});

/** The account of an e-mail (any case), with its password's hash; null when there is none. */
export async function staffByEmail(db: Db, email: string): Promise<(Staff & { passwordHash: string }) | null> {
  const [row] = await db.query<StaffRow>(`SELECT ${columns} FROM staff WHERE lower(email) = lower($1)`, [email]);
  return row ? { ...answer(row), passwordHash: row.password_hash } : null;
}

/** A new session of the account: what its studio token names. */
export async function openStaffSession(db: Db, staffId: number): Promise<StaffClaims> {
  const sessionId = randomUUID();
  await db.query('INSERT INTO staff_sessions (id, staff_id) VALUES ($1, $2)', [sessionId, staffId]);
  return { staffId, sessionId };
}

/** Ends a session: its token opens nothing from now on. */
export async function endStaffSession(db: Db, { sessionId }: StaffClaims): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [sessionId]);
}

/** The staff account of the request's studio token and its session (401 for any other token, or none). */
export async function staffSessionOf(
  request: FastifyRequest,
  db: Db,
  tokens: TokenService,
): Promise<{ staff: Staff; session: StaffClaims }> {
  const token = bearer(request);
  if (!token) throw unauthorized('Please log in to the studio.');
  const found = await staffSessionOfToken(token, db, tokens);
  // A member's, an agent's or a guest's token is no studio session, nor is a removed account's or an ended one's.
  if (!found) throw unauthorized('Please log in to the studio.', 'invalid_token');
  return found;
}

/**
 * The account and session of a studio token (a bearer; with `scope` 'preview', the preview's cookie); null for any
 * other token or an ended session.
 */
export async function staffSessionOfToken(
  token: string,
  db: Db,
  tokens: TokenService,
  scope: StaffScope = 'studio',
): Promise<{ staff: Staff; session: StaffClaims } | null> {
  const session = await tokens.verifyStaff(token, scope);
  const [row] =
    session === null
      ? []
      : await db.query<Omit<StaffRow, 'password_hash'>>(
          `SELECT s.id, s.email, s.name, s.role, s.language_code FROM staff s JOIN staff_sessions ss ON ss.staff_id = s.id
            WHERE s.id = $1 AND ss.id = $2 AND ss.ended_at IS NULL`,
          [session.staffId, session.sessionId],
        );
  return row && session ? { staff: answer(row), session } : null;
}

/** The staff account of the request's studio token (401 for any other token, or none). */
export const staffOf = async (request: FastifyRequest, db: Db, tokens: TokenService): Promise<Staff> =>
  (await staffSessionOf(request, db, tokens)).staff;

/** The demo staff accounts (server/README.md): an editor and a market team per language other than English. */
export const demoStaff = [
  { email: 'editor@example.com', password: 'Editor#2026ok', name: 'Eddie Editor', role: 'editor', language: null },
  { email: 'market-fr@example.com', password: 'Market#2026ok', name: 'Manon Marché', role: 'market', language: 'fr-be' },
  { email: 'market-nl@example.com', password: 'Market#2026ok', name: 'Maarten Markt', role: 'market', language: 'nl-be' },
] as const;

/** Seeds the demo staff accounts into a database that has none (called with the demo members, on a fresh database). */
export async function seedStaffIfEmpty(db: Db): Promise<void> {
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
  if ((existing?.n ?? 0) > 0) return;
  const hashes = await Promise.all(demoStaff.map((s) => hashPassword(s.password)));
  await db.transaction(async (tx) => {
    for (const [i, s] of demoStaff.entries())
      await tx.query(
        'INSERT INTO staff (email, name, password_hash, role, language_code) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [s.email, s.name, hashes[i] ?? '', s.role, s.language],
      );
  });
}
