// history: the card's transactions by month, newest first, each month a table with the API's totals
// (purchases, loads, fees), then "Earlier months". On a phone each table scrolls sideways in its own region.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatDay } from '@/lib/format-date';
import {
  $historyFailed,
  $historyLoading,
  $historyMonths,
  $historyNextBefore,
  earlierMonthsRequested,
  historyOpened,
} from '@/model/card/card-history';
import type { CardMonth } from '@/model/card/card-types';
import { Button } from '@/ui/button';
import { LoadFailure } from '@/ui/load-failure';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { Table } from '@/ui/table';
import { formatMonth } from '@/lib/format-date';
import { formatEuros } from '@/lib/format-number';
import { lineText } from './card-lines';
import { useOpened } from '@/blocks/use-opened';

export function CardHistory() {
  const { t } = useTranslation();
  const units = useUnit({
    months: $historyMonths,
    next: $historyNextBefore,
    failed: $historyFailed,
    loading: $historyLoading,
    opened: historyOpened,
    earlier: earlierMonthsRequested,
  });
  const { opened, months } = units;

  useOpened(() => {
    opened();
  }, [opened]);

  return (
    <section className="prepaid-card__history" aria-labelledby="card-history-title" data-testid="card-history" aria-busy={units.loading}>
      <h2 id="card-history-title">{t('card.history.title')}</h2>
      {months === null ? (
        units.failed ? (
          <LoadFailure message={t('card.history.failed')} retryLabel={t('card.retry')} onRetry={() => opened()} />
        ) : (
          <Spinner label={t('card.loading')} />
        )
      ) : months.length === 0 ? (
        <Notice tone="info" live={false} data-testid="card-history-empty">
          <p>{t('card.history.empty')}</p>
        </Notice>
      ) : (
        <>
          {months.map((month) => (
            <MonthTable key={month.month} month={month} />
          ))}
          {units.failed ? (
            <Notice tone="error">
              <p>{t('card.history.failed')}</p>
            </Notice>
          ) : null}
          {units.next ? (
            <Button variant="secondary" busy={units.loading} onClick={() => units.earlier()}>
              {t('card.history.earlier')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function MonthTable({ month }: { month: CardMonth }) {
  const { t, i18n } = useTranslation();
  const euros = (cents: number) => formatEuros(cents, i18n.language);
  const { totals } = month;
  return (
    <Table caption={formatMonth(month.month, i18n.language, 'long')} className="prepaid-card__month" data-testid="card-month">
      <thead>
        <tr>
          <th scope="col">{t('card.history.date')}</th>
          <th scope="col">{t('card.history.what')}</th>
          <th scope="col" className="prepaid-card__amount">
            {t('card.history.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {month.transactions.map((tx) => (
          <tr key={tx.id} data-kind={tx.kind}>
            <td>{formatDay(tx.date, i18n.language, 'medium')}</td>
            <td>{lineText({ t, exists: (key) => i18n.exists(key) }, tx)}</td>
            <td className="prepaid-card__amount">{euros(tx.amount_cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot data-testid="card-month-totals">
        {(['purchases', 'loads', 'fees'] as const).map((kind) => (
          <tr key={kind}>
            <th scope="row" colSpan={2}>
              {t(`card.history.totals.${kind}`)}
            </th>
            <td className="prepaid-card__amount">{euros(totals[`${kind}_cents`])}</td>
          </tr>
        ))}
      </tfoot>
    </Table>
  );
}
