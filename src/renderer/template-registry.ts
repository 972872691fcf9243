// Template name → lazy template. Typed against registered-templates.ts (what the config check accepts)
// and the page schema's enum, so a registered name that is not a spec template fails the typecheck.
import type { PageConfig } from '@/generated/config';
import type { TemplateProps } from '@/templates/template-props';
import { createLazyRegistry } from './lazy-registry';
import type { Loader } from './lazy-registry';
import type { RegisteredTemplate } from './registered-templates';

type TemplateName = PageConfig['template'];

const loaders = {
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
  'home-postconnection': () => import('@/templates/home-postconnection/home-postconnection-template'),
  'my-account': () => import('@/templates/my-account/my-account-template'),
  'my-miles': () => import('@/templates/my-miles/my-miles-template'),
  'my-favorites': () => import('@/templates/my-account/my-account-template'),
  // Pages of blocks like my account: their forms and lists are page config (config/pages/<page>.json).
  'my-sponsorships': () => import('@/templates/my-account/my-account-template'),
  'my-orders': () => import('@/templates/my-account/my-account-template'),
  'declare-booking': () => import('@/templates/declare-booking/declare-booking-template'),
  'complete-account': () => import('@/templates/complete-account/complete-account-template'),
  partners: () => import('@/templates/my-account/my-account-template'),
  'partner-details': () => import('@/templates/partners/partner-details-template'),
  'exchange-my-miles': () => import('@/templates/exchange-my-miles/exchange-my-miles-template'),
  'transfer-miles': () => import('@/templates/transfer-miles/transfer-miles-template'),
  basket: () => import('@/templates/basket/basket-template'),
  'under-construction': () => import('@/templates/under-construction/under-construction-template'),
  shop: () => import('@/templates/shop/shop-template'),
  'product-details': () => import('@/templates/product-details/product-details-template'),
  'partner-financial-service': () => import('@/templates/partner-financial-service/partner-financial-service-template'),
  'prepaid-card': () => import('@/templates/prepaid-card/prepaid-card-template'),
  'ideal-gift': () => import('@/templates/ideal-gift/ideal-gift-template'),
  animations: () => import('@/templates/animations/animations-template'),
  quiz: () => import('@/templates/quiz/quiz-template'),
  'the-all-points': () => import('@/templates/the-all-points/the-all-points-template'),
  'preferred-partner': () => import('@/templates/my-account/my-account-template'),
  'my-bookings': () => import('@/templates/my-account/my-account-template'),
  profile: () => import('@/templates/profile/profile-template'),
} satisfies Record<RegisteredTemplate & TemplateName, Loader<TemplateProps>>;

export const templateRegistry = createLazyRegistry<TemplateProps>(loaders);
