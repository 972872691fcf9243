import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigationConfig } from '@/lib/app-config';
import type { RouteMode } from '@/model/session/session-model';
import { RouteLink } from '@/ui/route-links';
import { MenuLinks } from './menu-links';
import { LanguageSwitch } from './language-switch';
import { AccessibilityPanel } from './accessibility-panel';
import { MemberSummary } from './member-summary';

/** Header: brand, main menu (guest or member, from config/navigation.json), language and display options. */
export function SiteHeader({ mode }: { mode: RouteMode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const items = mode === 'guest' ? navigationConfig.guest : navigationConfig.member;
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <RouteLink to="default" className="brand" aria-label={t('app.homeLink')}>
          <span className="brand__mark" aria-hidden="true">M</span>
          <span className="brand__name">{t('app.name')}</span>
        </RouteLink>
        <div className="site-header__tools">
          {mode !== 'guest' && <MemberSummary />}
          <LanguageSwitch />
          <AccessibilityPanel />
          {mode !== 'expired' && (
            <button type="button" className="button button--ghost menu-toggle" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((o) => !o)}>
              {menuOpen ? t('shell.closeMenu') : t('shell.menu')}
            </button>
          )}
        </div>
      </div>
      {mode !== 'expired' && (
        <nav id={menuId} className={`main-nav${menuOpen ? ' main-nav--open' : ''}`} aria-label={t('shell.mainNav')}>
          <MenuLinks items={items} onNavigate={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}
