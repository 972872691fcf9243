// The links a data block shows under its data (config `links`): pages of the portal by route id, so each language's
// route set just works.
import { useTranslation } from 'react-i18next';
import type { DataLink } from '@/generated/config';
import { RouteLink } from '@/ui/route-links';

export function DataLinks({ links }: { links: readonly DataLink[] }) {
  const { t } = useTranslation();
  return (
    <p className="data-links">
      {links.map((link) => (
        <RouteLink key={`${link.route}:${link.label}`} to={link.route} params={link.params}>
          {t(link.label)}
        </RouteLink>
      ))}
    </p>
  );
}
