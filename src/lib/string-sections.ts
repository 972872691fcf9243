// Which strings a page needs before it paints (the language's strings have a budget on a cold load).
// Each language file (config/locales/<language>.json, one file per language for editors) is served in two
// chunks: the shell's part — the groups below, used by the header, the footer, the forms engine and the
// visitors' first pages — and the pages' part, every other group, loaded by the route of any other template
// in parallel with its chunk (src/router/build-routes.tsx), and at once for a member, whose header shows the
// basket. A new group of strings belongs to the pages' part unless it is listed here.
// tests/unit/config/string-sections.test.ts fails when code the shell or these templates import uses a group
// that is not listed (its text would be missing on first paint).

/** Top-level groups of the locale files loaded with the shell. */
export const shellStringSections: readonly string[] = [
  'a11y',
  'app',
  'cms',
  'contact',
  'data',
  'errors',
  'faq',
  'footer',
  'forms',
  'guestOnly',
  'impersonation',
  'languages',
  'member',
  'nav',
  'notices',
  'pages',
  'preview',
  'renderer',
  'service',
  'shell',
  'validation',
];

/** Templates whose pages use only the shell's strings (the visitors' pages: login, sign-up, content). */
export const templatesOnShellStrings: readonly string[] = [
  'login',
  'create-account',
  'confirm',
  'unsubscribe',
  'error',
  'not-found',
  'under-construction',
  'success',
  'impersonate',
  'public-page',
  'programme',
  'how-to-earn',
  'earn-details',
  'legal-mentions',
  'privacy-policy',
  'who-we-are',
  'press',
  'media-kit',
  'press-category',
  'faq',
  'contact',
];

/** The part of a language's strings a group belongs to. */
export type StringPart = 'shell' | 'pages';

export function partOf(section: string): StringPart {
  return shellStringSections.includes(section) ? 'shell' : 'pages';
}
