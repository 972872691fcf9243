import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { TransferInfo } from '@/model/transfer/transfer-calls';
import { Notice } from '@/ui/notice';
import { figureListClass } from '@/ui/figure-list-class';

/** What the member can transfer: available balance, minimum per transfer, the expiry date the miles keep. */
export function TransferSummary({ info }: { info: TransferInfo }) {
  const { t, i18n } = useTranslation();
  const miles = (value: number) => t('transfer.miles', { miles: formatNumber(value) });
  return (
    <section className="transfer-summary account-card" aria-labelledby="transfer-summary-title">
      <h2 id="transfer-summary-title">{t('transfer.summaryTitle')}</h2>
      <dl className={figureListClass()}>
        <div>
          <dt>{t('transfer.available')}</dt>
          <dd data-testid="transfer-available">{miles(info.available)}</dd>
        </div>
        <div>
          <dt>{t('transfer.minimum')}</dt>
          <dd>{miles(info.minimum)}</dd>
        </div>
        {info.expiration_date ? (
          <div>
            <dt>{t('transfer.expiry')}</dt>
            <dd>{formatDay(info.expiration_date, i18n.language)}</dd>
          </div>
        ) : null}
      </dl>
      {info.expiration_date ? <p className="transfer-summary__help">{t('transfer.expiryHelp')}</p> : <p>{t('transfer.noValidMiles')}</p>}
      {info.available < info.minimum ? (
        <Notice as="p" tone="warning" live={false} className="transfer-summary__notice">
          {t('transfer.notEnough', { minimum: formatNumber(info.minimum) })}
        </Notice>
      ) : null}
    </section>
  );
}
