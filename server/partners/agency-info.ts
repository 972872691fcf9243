// The member's agency for /preferredpartner (user_info_businesses_light): name, access code, address, the
// vip flag (requirements §6), the agency's agents in the programme, the member first (they look for themselves),
// then by name, and its partner sales (the ideal gift counts the member's own). Keyed by the token's member only. The
// address's country is named beside its code in the request's language (`name`), as every answer that shows a country.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { CountryNamer } from '../reference/countries';

/** The seeded agencies' street addresses (migration 018 added the columns); set once, never overwritten. */
const addresses: Record<string, { line: string; postcode: string }> = {
  AB12CD34EF: { line: '27 Bedford Street', postcode: 'WC2E 9ED' },
  NW98765432: { line: 'Rue Neuve 45', postcode: '1000' },
  WH00000001: { line: '18 rue de Rivoli', postcode: '75004' },
};

export async function syncAgencyAddresses(db: Db): Promise<void> {
  await db.query(
    `UPDATE agencies a SET address_line = x.line, postcode = x.postcode
       FROM jsonb_to_recordset($1::jsonb) AS x (code text, line text, postcode text)
      WHERE a.access_code = x.code AND a.address_line IS NULL`,
    [JSON.stringify(Object.entries(addresses).map(([code, a]) => ({ code, ...a })))],
  );
}

interface AgencyRow {
  name: string;
  access_code: string;
  city: string;
  country_code: string;
  vip: boolean;
  address_line: string | null;
  postcode: string | null;
  agents: { firstname: string; lastname: string; agent_code: string; id: number }[] | null;
  sales: number;
  my_sales: number;
}

// Why here and not in the query: a name's order is a language's (accents and case aside: "de Backer" beside "Dam"),
// which the database's collation does not give on every installation.
const byName = new Intl.Collator('en', { sensitivity: 'base' });

export async function agencyInfo(db: Db, userId: number, name: CountryNamer): Promise<Schemas['BusinessInfo'][]> {
  const [row] = await db.query<AgencyRow>(
    `SELECT a.name, a.access_code, a.city, a.country_code, a.vip, a.address_line, a.postcode,
            (SELECT json_agg(json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'agent_code', u.agent_code)
                             ORDER BY u.id)
               FROM users u WHERE u.agency_id = a.id) AS agents,
            (SELECT count(*)::int FROM partner_sales s JOIN users u ON u.id = s.user_id WHERE u.agency_id = a.id) AS sales,
            (SELECT count(*)::int FROM partner_sales s WHERE s.user_id = $1) AS my_sales
       FROM users m JOIN agencies a ON a.id = m.agency_id
      WHERE m.id = $1`,
    [userId],
  );
  if (!row) return [];
  return [
    {
      agency_name: row.name,
      agency_code: row.access_code,
      city: row.city,
      country: row.country_code,
      address: {
        street: row.address_line ?? '',
        postal_code: row.postcode ?? '',
        city: row.city,
        country: row.country_code,
        country_name: name(row.country_code),
      },
      vip: row.vip,
      agents: (row.agents ?? [])
        .map((a) => ({ firstname: a.firstname, lastname: a.lastname, agent_code: a.agent_code, is_me: a.id === userId }))
        .sort(
          (a, b) => Number(b.is_me) - Number(a.is_me) || byName.compare(a.lastname, b.lastname) || byName.compare(a.firstname, b.firstname),
        ),
      partner_sales_count: row.sales,
      my_partner_sales_count: row.my_sales,
    },
  ];
}
