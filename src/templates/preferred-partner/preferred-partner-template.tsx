// My agency (requirements §2.3 /preferredpartner): the member's agency from user_info_businesses_light — its name and
// address, whether it is a vip agency (requirements §6), its agents in the programme (the member first), and its
// partner sales: the agency's and the member's own, which is what the ideal gift asks for (requirements §5: at least
// one partner sale and 80 000 miles).
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { appConfig } from '@/lib/app-config';
import { $agency, agencyOpened, agentsInOrder } from '@/model/agency/agency-model';
import type { Agency } from '@/model/agency/agency-model';
import { formatMiles } from '@/model/shop/price';
import type { TemplateProps } from '@/templates/template-props';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import './preferred-partner.css';
import { countryName } from '@/lib/country-name';
import { useOpened } from '@/blocks/use-opened';

export default function PreferredPartnerTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  const { agency, open } = useUnit({ agency: $agency, open: agencyOpened });
  useOpened(() => {
    open();
  }, [open]);
  return (
    <div className="page agency" data-template="preferred-partner">
      <h1>{title}</h1>
      <LoadStates state={agency} loading={t('agency.loading')} failed={t('agency.failed')} retryLabel={t('data.retry')} onRetry={open}>
        {(found) =>
          found === null ? (
            <Notice tone="info" live={false} data-testid="agency-none">
              <p>{t('agency.none')}</p>
            </Notice>
          ) : (
            <AgencyDetails agency={found} />
          )
        }
      </LoadStates>
    </div>
  );
}

function AgencyDetails({ agency }: { agency: Agency }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatMiles(n, appConfig.constants.numberLocale);
  const agents = agentsInOrder(agency.agents, i18n.language);
  return (
    <div className="agency__grid">
      <section className="account-card" aria-labelledby="agency-name" data-testid="agency-card">
        <h2 id="agency-name">{agency.agency_name}</h2>
        {agency.vip ? (
          <p className="agency__vip" data-testid="agency-vip">
            <span aria-hidden="true">★ </span>
            {t('agency.vip')}
          </p>
        ) : null}
        <address className="agency__address">
          {agency.address.street}
          <br />
          {agency.address.postal_code} {agency.address.city}
          <br />
          {countryName(agency.address.country, i18n.language)}
        </address>
        <p>{t('agency.code', { code: agency.agency_code })}</p>
      </section>
      <section className="account-card" aria-labelledby="agency-sales" data-testid="agency-sales">
        <h2 id="agency-sales">{t('agency.salesTitle')}</h2>
        <dl className="agency__figures">
          <div>
            <dt>{t('agency.agencySales')}</dt>
            <dd data-testid="agency-sales-count">{count(agency.partner_sales_count)}</dd>
          </div>
          <div>
            <dt>{t('agency.mySales')}</dt>
            <dd data-testid="agency-my-sales">{count(agency.my_partner_sales_count)}</dd>
          </div>
        </dl>
        <p>{t(agency.my_partner_sales_count > 0 ? 'agency.idealGiftSales' : 'agency.idealGiftNoSales')}</p>
        <p>
          <RouteLink to="ideal-gift">{t('agency.idealGiftLink')}</RouteLink>
        </p>
      </section>
      <section className="account-card agency__agents" aria-labelledby="agency-agents" data-testid="agency-agents">
        <h2 id="agency-agents">{t('agency.agents', { count: agents.length })}</h2>
        <ul>
          {agents.map((a) => (
            <li key={a.agent_code}>
              {a.firstname} {a.lastname} <span className="agency__code">({a.agent_code})</span>
              {a.is_me ? <strong> · {t('agency.you')}</strong> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
