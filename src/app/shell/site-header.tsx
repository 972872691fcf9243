import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigationConfig } from '@/platform/site-config';
import type { RouteMode } from '@/model/session/session-model';
import { buttonClass } from '@/ui/button';
import { RouteLink } from '@/ui/route-links';
import { MenuLinks } from './menu-links';
import { LanguageSwitch } from './language-switch';
import { AccessibilityPanel } from './accessibility-panel';
import { EnvironmentBadge } from './environment-badge';
import { useMemberHeader } from './load-member-header';
import { SkipLink } from './skip-link';
import { popoverShowing, takeOpenedHeader } from './header-disclosures';

/**
 * Header: skip link, brand, main menu (guest or member, from config/navigation.json), language and display options.
 * Phones (≤ 600 px): one row — brand, balance, menu toggle; the member's name, rank and logout, the language and the
 * display options fold into the menu with the links, in the order they are tabbed through.
 * The toggle is a native disclosure (`<details>` of a `<summary>` alone): it opens and closes in the prerendered
 * page before the app runs, and the stylesheet shows the tools and the links from its `open` state (shell.css), so
 * no script is needed for it; the app only reads that state (the toggle's words) and closes it (Escape, a link chosen).
 */
export function SiteHeader({ mode }: { mode: RouteMode }) {
  const { t } = useTranslation();
  // The member's figures, basket and logout are a chunk of their own (member-header-parts.ts), never in a visitor's load.
  const member = useMemberHeader(mode !== 'guest');
  const menu = useRef<HTMLDetailsElement>(null);
  const toolsId = useId();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // Why: a visitor may have opened the menu on the prerendered page before the app took it over, or before the app
  // rendered that page afresh (header-disclosures.ts). The state changes only then: an update of the header as it
  // mounts would be a render for nothing.
  useEffect(() => {
    const details = menu.current;
    if (!details || !(details.open || takeOpenedHeader('menu'))) return;
    details.open = true;
    setMenuOpen(true);
  }, []);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  // Why: Escape closes what it opened (keyboard users expect it of a disclosure) and focus goes back to the toggle;
  // while the display options show, Escape is theirs (the browser closes that popover), the menu stays.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open || popoverShowing(menu.current.closest('header'))) return;
    closeMenu();
    menu.current.querySelector('summary')?.focus();
  };
  const collapsible = mode !== 'expired';
  const items = mode === 'guest' ? navigationConfig.guest : navigationConfig.member;
  const classes = ['site-header', collapsible && 'site-header--collapsible'].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      {/* Why first in the banner: the first tab stop, and inside a landmark like all content (IBM aria_content_in_landmark). */}
      <SkipLink />
      <div className="site-header__bar">
        {/* Why: the name must contain the visible text (WCAG 2.5.3, label in name: a voice user says "Miles").
            The round "M" mark is drawn by CSS with an empty alternative text, so it is neither read nor part
            of the visible label that IBM's engine compares with the name. */}
        <RouteLink to="default" className="brand" aria-label={t('app.homeLink')}>
          <span className="brand__name">{t('app.name')}</span>
        </RouteLink>
        {mode === 'member' && member && <member.HeaderBalance />}
        {collapsible && (
          // Why before the tools: on a phone the tools open below this toggle, so they come next in the tab order too.
          // suppressHydrationWarning: opened before the app ran, the element has an `open` the build's HTML had not.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape on the toggle closes the menu
          <details
            ref={menu}
            className="menu-toggle"
            onToggle={() => setMenuOpen(menu.current?.open ?? false)}
            onKeyDown={closeOnEscape}
            suppressHydrationWarning
          >
            <summary className={buttonClass('secondary')} aria-controls={`${toolsId} ${navId}`}>
              {menuOpen ? t('shell.closeMenu') : t('shell.menu')}
            </summary>
          </details>
        )}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control inside closes the phone menu */}
        <div id={toolsId} className="site-header__tools" onKeyDown={closeOnEscape}>
          <EnvironmentBadge />
          {mode !== 'guest' && member && <member.MemberSummary figures={mode === 'member'} />}
          <LanguageSwitch />
          <AccessibilityPanel />
          {mode === 'member' && member && <member.HeaderBasket />}
        </div>
      </div>
      {collapsible && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any link inside closes the menu
        <nav id={navId} className="main-nav" aria-label={t('shell.mainNav')} onKeyDown={closeOnEscape}>
          <MenuLinks items={items} onNavigate={closeMenu} />
        </nav>
      )}
    </header>
  );
}
