// The templates only members' routes use (the private list): their loaders live in the member part
// (src/member-part/member-part.ts), so a visitor's first load carries neither their imports nor Vite's table of their
// chunks (the shell's budget). Which names are here is src/member-part/member-template-names.ts' list;
// the two are checked against each other and against the guests' loaders by the typecheck.
import type { TemplateProps } from '@/templates/template-props';
import type { Loader } from '@/renderer/lazy-registry';
import type { MemberTemplate } from './member-template-names';

export const memberTemplateLoaders = {
  'home-postconnection': () => import('@/templates/home-postconnection/home-postconnection-template'),
  'my-account': () => import('@/templates/my-account/my-account-template'),
  'my-miles': () => import('@/templates/my-miles/my-miles-template'),
  'my-orders': () => import('@/templates/my-orders/my-orders-template'),
  'my-favorites': () => import('@/templates/my-favorites/my-favorites-template'),
  'my-sponsorships': () => import('@/templates/my-sponsorships/my-sponsorships-template'),
  'declare-booking': () => import('@/templates/declare-booking/declare-booking-template'),
  'complete-account': () => import('@/templates/complete-account/complete-account-template'),
  partners: () => import('@/templates/partners/partners-template'),
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
  'preferred-partner': () => import('@/templates/preferred-partner/preferred-partner-template'),
  'my-bookings': () => import('@/templates/my-bookings/my-bookings-template'),
  profile: () => import('@/templates/profile/profile-template'),
} satisfies Record<MemberTemplate, Loader<TemplateProps>>;
