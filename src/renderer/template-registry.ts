// Template name → lazy template. Typed against registered-templates.ts (what the config check accepts)
// and the page schema's enum, so a registered name that is not a spec template fails the typecheck.
// The templates of members' routes are loaded through the member part (src/member-part/), not from here: a
// visitor's first load then carries only the visitors' templates.
import type { PageConfig } from '@/generated/config';
import type { TemplateProps } from '@/templates/template-props';
import { createLazyRegistry } from './lazy-registry';
import type { Loader } from './lazy-registry';
import type { RegisteredTemplate } from './registered-templates';
import { loadMemberPart } from '@/member-part/load-member-part';
import { memberTemplates } from '@/member-part/member-template-names';
import type { MemberTemplate } from '@/member-part/member-template-names';

type TemplateName = PageConfig['template'];

const guestLoaders = {
  error: () => import('@/templates/error/error-template'),
  'not-found': () => import('@/templates/not-found/not-found-template'),
  success: () => import('@/templates/success/success-template'),
  login: () => import('@/templates/login/login-template'),
  'create-account': () => import('@/templates/create-account/create-account-template'),
  confirm: () => import('@/templates/confirm/confirm-template'),
  impersonate: () => import('@/templates/impersonate/impersonate-template'),
  unsubscribe: () => import('@/templates/unsubscribe/unsubscribe-template'),
  // The content templates whose page is only zones share one chunk (the name picks the layout).
  'public-page': () => import('@/templates/content/content-template'),
  programme: () => import('@/templates/content/content-template'),
  'how-to-earn': () => import('@/templates/content/content-template'),
  'earn-details': () => import('@/templates/content/content-template'),
  'legal-mentions': () => import('@/templates/content/content-template'),
  'privacy-policy': () => import('@/templates/content/content-template'),
  'who-we-are': () => import('@/templates/content/content-template'),
  press: () => import('@/templates/content/content-template'),
  'media-kit': () => import('@/templates/content/content-template'),
  'press-category': () => import('@/templates/press-category/press-category-template'),
  faq: () => import('@/templates/faq/faq-template'),
  contact: () => import('@/templates/contact/contact-template'),
  'book-properties': () => import('@/templates/book-properties/book-properties-template'),
  'properties-results': () => import('@/templates/hotels/properties-results-template'),
  'hotel-details': () => import('@/templates/hotels/hotel-details-template'),
  'hotel-collection': () => import('@/templates/hotels/hotel-collection-template'),
  'animations-preview': () => import('@/templates/animations/animations-preview-template'),
} satisfies Record<Exclude<RegisteredTemplate & TemplateName, MemberTemplate>, Loader<TemplateProps>>;

const memberLoader =
  (name: MemberTemplate): Loader<TemplateProps> =>
  () =>
    loadMemberPart().then((part) => part.memberTemplateLoaders[name]());

const loaders: Record<string, Loader<TemplateProps>> = {
  ...guestLoaders,
  ...Object.fromEntries(memberTemplates.map((name) => [name, memberLoader(name)])),
};

export const templateRegistry = createLazyRegistry<TemplateProps>(loaders);
