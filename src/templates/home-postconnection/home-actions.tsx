import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '@/ui/route-links';

interface Action {
  path: string | null;
  label: string;
  text: string;
  icon: ReactNode;
}

// Line icons drawn here (emoji depend on the system's fonts, and some phones and servers have none).
const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="28"
    height="28"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
  >
    <path d={d} />
  </svg>
);
const hotelIcon = icon('M3 21V5l9-3 9 3v16M3 21h18M9 21v-4h6v4M7 8h2M11 8h2M15 8h2M7 12h2M11 12h2M15 12h2');
const giftIcon = icon('M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9c-2-4-6-4-6-1.5S9 9 12 9zM12 9c2-4 6-4 6-1.5S15 9 12 9z');
const transferIcon = icon('M4 8h13l-3-3M20 16H7l3 3');

/** Declare a booking, spend miles (the gift shop, else the exchange page), transfer miles. */
export function HomeActions() {
  const { t } = useTranslation();
  const declare = useRoutePath('declare-booking');
  const shop = useRoutePath('shop', { id: 'all' });
  const exchange = useRoutePath('exchange-my-miles');
  const transfer = useRoutePath('transfer-miles');
  const actions: Action[] = [
    { path: declare, label: t('home.actions.declare'), text: t('home.actions.declareText'), icon: hotelIcon },
    { path: shop ?? exchange, label: t('home.actions.shop'), text: t('home.actions.shopText'), icon: giftIcon },
    { path: transfer, label: t('home.actions.transfer'), text: t('home.actions.transferText'), icon: transferIcon },
  ];
  return (
    <section className="home-actions" aria-labelledby="home-actions-title">
      <h2 id="home-actions-title">{t('home.actionsTitle')}</h2>
      <ul className="home-actions__list">
        {actions
          .filter((a): a is Action & { path: string } => a.path !== null)
          .map((a) => (
            <li key={a.label}>
              <Link to={a.path} className="home-action">
                <span className="home-action__icon" aria-hidden="true">
                  {a.icon}
                </span>
                <span className="home-action__label">{a.label}</span>
                <span className="home-action__text">{a.text}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
