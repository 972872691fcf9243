// The exchange home (requirements §2.2 /exchange-my-miles): the member's spendable balance and every way to spend it —
// the shop's categories, transfers, the prepaid card, the ideal gift, the partners' financial services and the
// rewards-points conversion — around the editors' zones of the "spend your miles" content page.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { CmsZone } from '@/cms/cms-zone';
import { appConfig } from '@/lib/app-config';
import { $categories, categoriesOpened } from '@/model/shop/categories-model';
import { formatMiles } from '@/model/shop/price';
import { $mainBalance } from '@/model/user/user-model';
import { ContentPage } from '@/templates/content/content-page';
import type { TemplateProps } from '@/templates/template-props';
import { RouteLink } from '@/ui/route-links';
import './exchange-my-miles.css';
import { useOpened } from '@/blocks/use-opened';

const ways = ['transfer-miles', 'prepaid-card', 'ideal-gift'] as const;
/**
 * Cards held for the categories while they load, so the sections below do not move when they arrive (no
 * layout shift): the programme's catalogue has ten; another count moves what follows by the difference only.
 */
const heldCategories = 10;
/** Categories with a page of their own kind: rewards points and financial services (slugs from the catalogue). */
const highlighted = ['rewards-points', 'financial-services'];

export default function ExchangeMyMilesTemplate(props: TemplateProps) {
  const { t } = useTranslation();
  const { balance, categories, load } = useUnit({ balance: $mainBalance, categories: $categories, load: categoriesOpened });
  useOpened(() => {
    load();
  }, [load]);
  const list = categories.status === 'ready' ? categories.data : [];
  const main = (cms: Parameters<NonNullable<Parameters<typeof ContentPage>[0]['main']>>[0], preview: boolean) => (
    <>
      <p className="exchange__balance" data-testid="exchange-balance">
        {balance === null
          ? t('shop.exchange.balanceUnknown')
          : t('shop.exchange.balance', { miles: formatMiles(balance, appConfig.constants.numberLocale) })}
      </p>
      <section aria-labelledby="exchange-shop">
        <h2 id="exchange-shop">{t('shop.exchange.shop')}</h2>
        <ul className="exchange__ways">
          <li>
            <RouteLink to="shop" params={{ id: 'all' }}>
              {t('shop.exchange.allGifts')}
            </RouteLink>
          </li>
          {categories.status !== 'loading'
            ? null
            : Array.from({ length: heldCategories }, (_, i) => <li key={`held-${i}`} className="exchange__way--held" aria-hidden="true" />)}
          {list.map((c) => (
            <li key={c.id} className={highlighted.includes(c.slug) ? 'exchange__way--highlight' : undefined}>
              <RouteLink to="shop" params={{ id: String(c.id) }}>
                {c.name}
              </RouteLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="exchange-other">
        <h2 id="exchange-other">{t('shop.exchange.other')}</h2>
        <ul className="exchange__ways">
          {ways.map((way) => (
            <li key={way}>
              <RouteLink to={way}>{t(`shop.exchange.ways.${way}`)}</RouteLink>
            </li>
          ))}
        </ul>
      </section>
      <CmsZone items={cms.zones.main} preview={preview} />
    </>
  );
  return <ContentPage {...props} variant="exchange-my-miles" main={main} />;
}
