// The member part: what only members' pages use, loaded as one chunk when the session is a member's (or a page
// needs one of its templates), never on a visitor's first load (the shell's budget). The header's
// figures, basket and logout, the impersonation banner, and the loaders of the members' templates.
// src/member-part/load-member-part.ts loads it; the route shells name its chunk in a member page's HTML, so a
// cold member page fetches it alongside the shell (scripts/route-shells.ts).
export { HeaderBalance, MemberSummary } from '@/app/shell/member-summary';
export { HeaderBasket } from '@/app/shell/header-basket';
export { ImpersonationBanner } from '@/app/shell/impersonation-banner';
export { memberTemplateLoaders } from './member-templates';
