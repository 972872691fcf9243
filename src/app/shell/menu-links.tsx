import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/generated/config';
import { useContext } from 'react';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';

/** A menu from config: items by route id; an item whose route the active list lacks is left out. */
export function MenuLinks({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const routes = useContext(ActiveRoutesContext);
  return (
    <ul className="menu">
      {items.map((item) => {
        const path = resolveRoutePath(routes, item.route, item.params);
        if (!path) return null;
        return (
          <li key={`${item.route}|${item.label}`}>
            <NavLink to={path} className="menu__link" onClick={onNavigate} end={path === '/'}>
              {t(item.label)}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
