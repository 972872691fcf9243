// The templates this build delivers. Pure data (no imports) so the config checker can read it in Node:
// a page naming a template outside this list fails `npm run check:config` and `vite build`.
// template-registry.ts maps each name to its lazy loader and is typed so the two cannot drift.
export const registeredTemplates = [
  'error',
  'not-found',
  'under-construction',
  'success',
  'login',
  'create-account',
  'complete-account',
  'confirm',
  'impersonate',
  'my-account',
  'unsubscribe',
  'public-page',
  'programme',
  'how-to-earn',
  'earn-details',
  'legal-mentions',
  'privacy-policy',
  'who-we-are',
  'press',
  'press-category',
  'media-kit',
  'faq',
  'contact',
  'home-postconnection',
  'declare-booking',
  'my-miles',
  'the-all-points',
  'transfer-miles',
  'my-sponsorships',
  'my-favorites',
] as const;

export type RegisteredTemplate = (typeof registeredTemplates)[number];

/** Pages the router itself needs, whatever the routes say. */
export const systemPages = ['not-found', 'error', 'change-password'] as const;
