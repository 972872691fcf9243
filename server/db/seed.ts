// Fills a fresh database with reference data (languages, agencies, the programme's hotels and countries) and,
// when asked, the demo accounts (server/README.md). The demo accounts have published passwords, one of them
// staff: a real PostgreSQL gets them only on request (MILES_SEED_DEMO=1), never by default.
import { hashPassword } from '../auth/passwords';
import { seedStaffIfEmpty } from '../studio/staff-accounts';
import { days } from '../clock';
import type { Clock } from '../clock';
import type { Db } from './db';
import { agencies, agentCodes, languages, users } from './seed-data';
import type { AgencyKey } from './seed-data';
import { insertHistory, seedClaims, seedDemoExtras, seedProgrammeIfEmpty } from './seed-miles';
import { demoHistory } from './seed-demo-history';
import { otherHistory } from './seed-other-history';
import { seedDemoCard } from '../card/card-seed';
import { hotelRows, syncHotels } from '../hotels/hotel-catalogue';
import type { HotelData } from '../hotels/hotel-data';
import type { CountryEntry } from '../generated/catalogues';
import { readCountries } from '../reference/countries';
import { syncCountries } from '../reference/countries-table';

export interface SeedOptions {
  /** The demo members of server/README.md, with their published passwords (default: true). */
  demo?: boolean;
  /** The hotels file's data (server/hotels/data/hotels.json, or the one the server was given). */
  hotels: HotelData;
  /** The countries file's countries (server/reference/data/countries.json, or the one the server was given). */
  countries?: readonly CountryEntry[];
}

/** Languages, agencies and agent codes, when the database has none yet. */
async function seedReferenceIfEmpty(db: Db): Promise<void> {
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM languages');
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [position, l] of languages.entries())
      await tx.query('INSERT INTO languages (code, name, position) VALUES ($1, $2, $3)', [l.code, l.name, position]);
    const agencyIds = new Map<AgencyKey, number>();
    for (const a of agencies) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO agencies (name, access_code, type, vip, city, country_code) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [a.name, a.access_code, a.type, a.vip, a.city, a.country_code],
      );
      if (row) agencyIds.set(a.key, row.id);
    }
    for (const c of agentCodes)
      await tx.query('INSERT INTO agent_codes (code, agency_id) VALUES ($1, $2)', [c.code, agencyIds.get(c.agency) ?? 0]);
  });
}

/**
 * Seeds what is missing; returns whether it added the demo members. The hotels file's hotels the table lacks go in
 * at every start, and the countries table follows the countries file; reference data, boosters and bookings into any
 * database that has none; the demo members only with `demo` and no user yet.
 */
export async function seedIfEmpty(db: Db, clock: Clock, options: SeedOptions): Promise<boolean> {
  const now = clock();
  await syncHotels(db, options.hotels);
  await seedProgrammeIfEmpty(db, now);
  await seedReferenceIfEmpty(db);
  // After the languages (a country's languages refer to them), before the members (who refer to their country).
  await syncCountries(db, options.countries ?? readCountries());
  if (options.demo === false) return false;
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((existing?.n ?? 0) > 0) return false;
  // Only with the demo members, on a database without users: published passwords never join real accounts.
  await seedStaffIfEmpty(db);
  // Hashing is slow on purpose: do it before the transaction so it is not held open meanwhile.
  const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    const agencyRows = await tx.query<{ id: number; access_code: string }>('SELECT id, access_code FROM agencies');
    const agencyId = (key: AgencyKey) =>
      agencyRows.find((r) => r.access_code === agencies.find((a) => a.key === key)?.access_code)?.id ?? 0;
    const userIds = new Map<string, number>();
    for (const [i, u] of users.entries()) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, password_create_date, expire_after_days, firstname, lastname, agent_code, agency_id, role,
                            language_code, country_id, unsubscribe_token, confirmed_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
        [
          u.email,
          hashes[i] ?? '',
          new Date(now - days(u.passwordAgeDays)),
          u.expireAfterDays,
          u.firstname,
          u.lastname,
          u.agentCode,
          agencyId(u.agency),
          u.role,
          u.language,
          u.countryId,
          u.unsubscribeToken,
          new Date(now - days(u.memberSinceDays ?? 730)),
        ],
      );
      if (row) userIds.set(u.email, row.id);
    }
    const demo = userIds.get('demo@example.com') ?? 0;
    const other = userIds.get('other@example.com') ?? 0;
    const hotels = hotelRows(options.hotels);
    await insertHistory(tx, demo, demoHistory(hotels), now);
    await insertHistory(tx, other, otherHistory(hotels), now);
    await insertHistory(
      tx,
      userIds.get('expired@example.com') ?? 0,
      [{ type: 'inscription', status: 'valid', amount: 500, label: { key: 'welcome' }, daysAgo: 700 }],
      now,
    );
    await seedClaims(tx, { demo, other });
    await seedDemoExtras(tx, demo, now);
    await seedDemoCard(tx, demo, now);
    await tx.query('INSERT INTO partner_sales (user_id, partner, reference, created_at) VALUES ($1, $2, $3, $4)', [
      demo,
      'Riviera Hotels',
      'PS-2025-0042',
      new Date(now - days(80)),
    ]);
  });
  return true;
}
