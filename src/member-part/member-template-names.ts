// The templates whose loaders are in the member part (member-templates.ts), in the shell: the template registry
// sends these names to the member part. A template a visitor's page may show stays with the guests' loaders in
// src/renderer/template-registry.ts. Should a market's config give visitors a route with one of these, it still
// works: the member part loads first (one more round trip), so the split is a matter of speed, never of function.
import type { PageConfig } from '@/generated/config';
import type { RegisteredTemplate } from '@/renderer/registered-templates';

export const memberTemplates = [
  'home-postconnection',
  'my-account',
  'my-miles',
  'my-orders',
  'my-favorites',
  'my-sponsorships',
  'declare-booking',
  'complete-account',
  'partners',
  'partner-details',
  'exchange-my-miles',
  'transfer-miles',
  'basket',
  'under-construction',
  'shop',
  'product-details',
  'partner-financial-service',
  'prepaid-card',
  'ideal-gift',
  'animations',
  'quiz',
  'the-all-points',
  'preferred-partner',
  'my-bookings',
  'profile',
] as const satisfies readonly (RegisteredTemplate & PageConfig['template'])[];

export type MemberTemplate = (typeof memberTemplates)[number];
