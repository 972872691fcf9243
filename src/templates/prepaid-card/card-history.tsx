// history: the card's transactions by month, newest first, each month a table with the API's totals
// (purchases, loads, fees), then "Earlier months". On a phone each table scrolls sideways in its own region.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatDay } from '@/lib/format-date';
import { $earlierFailed, $history, $historyLoading, earlierMonthsRequested, historyOpened } from '@/model/card/card-history';
import type { CardMonth } from '@/model/card/card-types';
import { Button } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';
import { Table } from '@/ui/table';
import { formatMonth } from '@/lib/format-date';
import { formatEuros } from '@/lib/format-number';
import { lineText } from './card-lines';
import { useOpened } from '@/blocks/use-opened';

export function CardHistory() {
  const { t } = useTranslation();
  const units = useUnit({
    history: $history,
    earlierFailed: $earlierFailed,
    loading: $historyLoading,
    opened: historyOpened,
    earlier: earlierMonthsRequested,
  });
  const { opened, history } = units;

  useOpened(() => {
    opened();
  }, [opened]);

  return (
    <section className="prepaid-card__history" aria-labelledby="card-history-title" data-testid="card-history" aria-busy={units.loading}>
      <h2 id="card-history-title">{t('card.history.title')}</h2>
      <LoadStates
        state={history}
        loading={t('card.loading')}
        failed={t('card.history.failed')}
        retryLabel={t('card.retry')}
        onRetry={() => opened()}
      >
        {({ months, next_before }) =>
          months.length === 0 ? (
            <Notice tone="info" live={false} data-testid="card-history-empty">
              <p>{t('card.history.empty')}</p>
            </Notice>
          ) : (
            <>
              {months.map((month) => (
                <MonthTable key={month.month} month={month} />
              ))}
              {units.earlierFailed ? (
                <Notice tone="error">
                  <p>{t('card.history.failed')}</p>
                </Notice>
              ) : null}
              {next_before ? (
                <Button variant="secondary" busy={units.loading} onClick={() => units.earlier()}>
                  {t('card.history.earlier')}
                </Button>
              ) : null}
            </>
          )
        }
      </LoadStates>
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
