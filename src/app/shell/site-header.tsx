import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigationConfig } from '@/lib/app-config';
import type { RouteMode } from '@/model/session/session-model';
import { RouteLink } from '@/ui/route-links';
import { MenuLinks } from './menu-links';
import { LanguageSwitch } from './language-switch';
import { AccessibilityPanel } from './accessibility-panel';
import { MemberSummary } from './member-summary';
import { SkipLink } from './skip-link';

/** Header: skip link, brand, main menu (guest or member, from config/navigation.json), language and display options. */
export function SiteHeader({ mode }: { mode: RouteMode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Why: Escape closes what it opened (keyboard users expect it of a disclosure) and focus goes back to the toggle.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };
  const items = mode === 'guest' ? navigationConfig.guest : navigationConfig.member;
  return (
    <header className="site-header">
      {/* Why first in the banner: the first tab stop, and inside a landmark like all content (IBM aria_content_in_landmark). */}
      <SkipLink />
      <div className="site-header__bar">
        {/* Why: the name must contain the visible text (WCAG 2.5.3, label in name: a voice user says "Miles").
            The round "M" mark is drawn by CSS with an empty alternative text, so it is neither read nor part
            of the visible label that IBM's engine compares with the name. */}
        <RouteLink to="default" className="brand" aria-label={t('app.homeLink')}>
          <span className="brand__name">{t('app.name')}</span>
        </RouteLink>
        <div className="site-header__tools">
          {mode !== 'guest' && <MemberSummary />}
          <LanguageSwitch />
          <AccessibilityPanel />
          {mode !== 'expired' && (
            <button ref={toggle} type="button" className="button button--ghost menu-toggle" onKeyDown={closeOnEscape} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((o) => !o)}>
              {menuOpen ? t('shell.closeMenu') : t('shell.menu')}
            </button>
          )}
        </div>
      </div>
      {mode !== 'expired' && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any link inside closes the menu
        <nav id={menuId} className={`main-nav${menuOpen ? ' main-nav--open' : ''}`} aria-label={t('shell.mainNav')} onKeyDown={closeOnEscape}>
          <MenuLinks items={items} onNavigate={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}
