import { useTranslation } from 'react-i18next';
import { navigationConfig } from '@/platform/site-config';
import { MenuLinks } from './menu-links';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.footerNav')}>
        <MenuLinks items={navigationConfig.footer} />
      </nav>
      <p className="site-footer__legal">{t('shell.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
