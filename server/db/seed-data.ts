// The demo data of a fresh database (documented in server/README.md). Dates are relative to the first
// start, so the demo history always looks recent.
import { membersCountries, readCountries } from '../reference/countries';

export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr-be', name: 'Français (Belgique)' },
  { code: 'nl-be', name: 'Nederlands (België)' },
];

/**
 * The countries members live in as the sign-up lists them in English, from the countries file
 * (server/reference/data/countries.json): what the mocked API of the portal's tests answers.
 */
export const countries = membersCountries(readCountries()).map(({ id, code, names, url, languages }) => ({
  id,
  code,
  name: names.en,
  url,
  languages,
}));

export const agencies = [
  { key: 'sunway', name: 'Sunway Travel', access_code: 'AB12CD34EF', type: 'agency', vip: true, city: 'London', country_code: 'GB' },
  {
    key: 'northwind',
    name: 'Northwind Voyages',
    access_code: 'NW98765432',
    type: 'agency',
    vip: false,
    city: 'Brussels',
    country_code: 'BE',
  },
  {
    key: 'globe',
    name: 'Globe Wholesale Tours',
    access_code: 'WH00000001',
    type: 'wholesaler',
    vip: false,
    city: 'Paris',
    country_code: 'FR',
  },
] as const;

export type AgencyKey = (typeof agencies)[number]['key'];

/** Agent codes of the programme's register; the ones no seeded user holds are free for sign-up. */
export const agentCodes: { code: string; agency: AgencyKey }[] = [
  { code: 'FA123456', agency: 'sunway' },
  { code: 'FA654321', agency: 'sunway' },
  { code: 'FA100001', agency: 'sunway' },
  { code: 'FA900001', agency: 'sunway' },
  { code: 'FA111111', agency: 'sunway' },
  { code: 'FA222222', agency: 'northwind' },
  { code: 'FA333333', agency: 'globe' },
];

export interface SeedUser {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  agentCode: string;
  agency: AgencyKey;
  role: 'member' | 'agent';
  language: string;
  countryId: number;
  passwordAgeDays: number;
  expireAfterDays: number;
  unsubscribeToken: string;
  /** Days since the account was created (730 when absent). */
  memberSinceDays?: number;
}

export const users: SeedUser[] = [
  {
    email: 'demo@example.com',
    password: 'Miles#2026ok',
    firstname: 'Dana',
    lastname: 'Meyer',
    agentCode: 'FA123456',
    agency: 'sunway',
    role: 'member',
    language: 'en',
    countryId: 1,
    passwordAgeDays: 0,
    expireAfterDays: 365,
    unsubscribeToken: 'demo-newsletter-token',
    memberSinceDays: 800,
  },
  {
    email: 'other@example.com',
    password: 'Other#2026ok',
    firstname: 'Olivier',
    lastname: 'Peeters',
    agentCode: 'FA654321',
    agency: 'sunway',
    role: 'member',
    language: 'fr-be',
    countryId: 4,
    passwordAgeDays: 0,
    expireAfterDays: 365,
    unsubscribeToken: 'other-newsletter-token',
  },
  {
    email: 'expired@example.com',
    password: 'Expired#2026x',
    firstname: 'Eva',
    lastname: 'Jansen',
    agentCode: 'FA100001',
    agency: 'sunway',
    role: 'member',
    language: 'nl-be',
    countryId: 3,
    passwordAgeDays: 730,
    expireAfterDays: 90,
    unsubscribeToken: 'expired-newsletter-token',
  },
  {
    email: 'agent@example.com',
    password: 'Agent#2026ok',
    firstname: 'Alex',
    lastname: 'Support',
    agentCode: 'FA900001',
    agency: 'sunway',
    role: 'agent',
    language: 'en',
    countryId: 1,
    passwordAgeDays: 0,
    expireAfterDays: 365,
    unsubscribeToken: 'agent-newsletter-token',
  },
];

// The programme's hotels: server/hotels/data/hotels.json; their bookings: seed-bookings-data.ts; the demo members' histories: seed-demo-history.ts and seed-other-history.ts;
// their sponsorships and favorites: seed-demo-members.ts.
