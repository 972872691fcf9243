// What only a member's shell shows, in a chunk of its own so that a visitor's first load never carries it: the
// header's figures, basket and logout, and the impersonation banner. load-member-header.ts loads it; the first
// member route waits for it (router-host.tsx), and a member page's HTML names its chunk (scripts/route-shells.ts).
export { HeaderBalance, MemberSummary } from './member-summary';
export { HeaderBasket } from './header-basket';
export { ImpersonationBanner } from './impersonation-banner';
