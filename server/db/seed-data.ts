// The demo data of a fresh database (documented in server/README.md). Dates are relative to the first
// start, so the demo history always looks recent.
import type { MovementStatus, MovementType } from '../members/movements';

export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr-be', name: 'Français (Belgique)' },
  { code: 'nl-be', name: 'Nederlands (België)' },
];

export const countries = [
  { id: 1, code: 'GB', name: 'United Kingdom', url: 'https://www.miles.example/gb', languages: ['en'] },
  { id: 2, code: 'FR', name: 'France', url: 'https://www.miles.example/fr', languages: ['fr-be', 'en'] },
  { id: 3, code: 'NL', name: 'Netherlands', url: 'https://www.miles.example/nl', languages: ['nl-be', 'en'] },
  { id: 4, code: 'BE', name: 'Belgium', url: 'https://www.miles.example/be', languages: ['fr-be', 'nl-be', 'en'] },
];

export const agencies = [
  { key: 'sunway', name: 'Sunway Travel', access_code: 'AB12CD34EF', type: 'agency', vip: true, city: 'London', country_code: 'GB' },
  { key: 'northwind', name: 'Northwind Voyages', access_code: 'NW98765432', type: 'agency', vip: false, city: 'Brussels', country_code: 'BE' },
  { key: 'globe', name: 'Globe Wholesale Tours', access_code: 'WH00000001', type: 'wholesaler', vip: false, city: 'Paris', country_code: 'FR' },
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
}

export const users: SeedUser[] = [
  { email: 'demo@example.com', password: 'Miles#2026ok', firstname: 'Dana', lastname: 'Meyer', agentCode: 'FA123456', agency: 'sunway', role: 'member', language: 'en', countryId: 1, passwordAgeDays: 0, expireAfterDays: 365, unsubscribeToken: 'demo-newsletter-token' },
  { email: 'other@example.com', password: 'Other#2026ok', firstname: 'Olivier', lastname: 'Peeters', agentCode: 'FA654321', agency: 'sunway', role: 'member', language: 'fr-be', countryId: 4, passwordAgeDays: 0, expireAfterDays: 365, unsubscribeToken: 'other-newsletter-token' },
  { email: 'expired@example.com', password: 'Expired#2026x', firstname: 'Eva', lastname: 'Jansen', agentCode: 'FA100001', agency: 'sunway', role: 'member', language: 'nl-be', countryId: 3, passwordAgeDays: 730, expireAfterDays: 90, unsubscribeToken: 'expired-newsletter-token' },
  { email: 'agent@example.com', password: 'Agent#2026ok', firstname: 'Alex', lastname: 'Support', agentCode: 'FA900001', agency: 'sunway', role: 'agent', language: 'en', countryId: 1, passwordAgeDays: 0, expireAfterDays: 365, unsubscribeToken: 'agent-newsletter-token' },
];

export interface SeedMovement {
  type: MovementType;
  status: MovementStatus;
  amount: number;
  label: string;
  daysAgo: number;
  /** For pending credits: days from now until they become valid (check-out + 7 days, SPEC §4). */
  validInDays?: number;
}

/** Dana's history: every type and status; the valid movements sum to 87 500 miles. */
export const demoMovements: SeedMovement[] = [
  { type: 'inscription', status: 'valid', amount: 500, label: 'Welcome bonus', daysAgo: 700 },
  { type: 'reservation', status: 'valid', amount: 18_000, label: 'Booking 48213377 – Hotel Lumière, Paris', daysAgo: 600 },
  { type: 'reservation', status: 'valid', amount: 26_500, label: 'Booking 51820094 – Grand Hotel, Brussels', daysAgo: 400 },
  { type: 'exceptional', status: 'valid', amount: 30_000, label: 'Top seller award 2025', daysAgo: 300 },
  { type: 'animation', status: 'valid', amount: 6_000, label: 'Quiz: city breaks', daysAgo: 200 },
  { type: 'sponsorship', status: 'valid', amount: 3_000, label: 'Sponsorship: Sam Carter', daysAgo: 150 },
  { type: 'reservation', status: 'valid', amount: 16_000, label: 'Booking 60211845 – Sea View Resort, Nice', daysAgo: 90 },
  { type: 'order', status: 'valid', amount: -9_000, label: 'Gift shop order 10452 – delivered', daysAgo: 60 },
  { type: 'transfer', status: 'valid', amount: -2_000, label: 'Transfer to FA654321', daysAgo: 45 },
  { type: 'expired', status: 'valid', amount: -1_500, label: 'Miles expired', daysAgo: 30 },
  { type: 'reservation', status: 'cancelled', amount: 2_800, label: 'Booking 70113245 – stay cancelled', daysAgo: 20 },
  { type: 'order', status: 'cancelled', amount: -3_500, label: 'Gift shop order 10671 – cancelled', daysAgo: 12 },
  { type: 'reservation', status: 'pending', amount: 4_200, label: 'Booking 71402218 – Canal House, Amsterdam', daysAgo: 5, validInDays: 10 },
  { type: 'animation', status: 'pending', amount: 1_000, label: 'E-learning: spa and wellness', daysAgo: 2, validInDays: 5 },
];

export const otherMovements: SeedMovement[] = [
  { type: 'inscription', status: 'valid', amount: 500, label: 'Welcome bonus', daysAgo: 100 },
  { type: 'reservation', status: 'valid', amount: 1_200, label: 'Booking 66120031 – Hotel Astoria, Ghent', daysAgo: 40 },
];
