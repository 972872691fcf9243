import { useTranslation } from 'react-i18next';
import { Table } from '@/ui/table';
import { formatNumber } from '@/lib/format-number';
import type { TypeTotal } from '@/model/points/history-totals';
import { signedMiles, typeLabel } from './history-labels';

/** Totals by type of the movements shown, with a row for all of them. */
export function HistoryTotalsTable({ totals }: { totals: TypeTotal[] }) {
  const { t } = useTranslation();
  if (totals.length === 0) return null;
  const all = totals.reduce(
    (sum, x) => ({
      count: sum.count + x.count,
      valid: sum.valid + x.valid,
      pending: sum.pending + x.pending,
      cancelled: sum.cancelled + x.cancelled,
    }),
    { count: 0, valid: 0, pending: 0, cancelled: 0 },
  );
  const head = (label: string, count: number) => (
    <th scope="row">
      {label}
      <span className="history-totals__count">{t('history.list.count', { count, shown: formatNumber(count) })}</span>
    </th>
  );
  const cells = (x: Omit<TypeTotal, 'type'>) => (
    <>
      <td>{signedMiles(x.valid)}</td>
      <td>{signedMiles(x.pending)}</td>
      <td>{signedMiles(x.cancelled)}</td>
    </>
  );
  return (
    <div className="history-section history-totals">
      <h3 id="history-totals-heading">{t('history.totals.heading')}</h3>
      <Table
        className="history-totals__wrap"
        labelledBy="history-totals-heading"
        tableClassName="history-table-simple"
        data-testid="history-totals"
        caption={t('history.totals.caption')}
        captionHidden
      >
        <thead>
          <tr>
            <th scope="col">{t('history.totals.type')}</th>
            <th scope="col">{t('history.totals.valid')}</th>
            <th scope="col">{t('history.totals.pending')}</th>
            <th scope="col">{t('history.totals.cancelled')}</th>
          </tr>
        </thead>
        <tbody>
          {totals.map((x) => (
            <tr key={x.type} data-type={x.type}>
              {head(typeLabel(t, x.type), x.count)}
              {cells(x)}
            </tr>
          ))}
        </tbody>
        {totals.length > 1 ? (
          <tfoot>
            <tr>
              {head(t('history.totals.all'), all.count)}
              {cells(all)}
            </tr>
          </tfoot>
        ) : null}
      </Table>
    </div>
  );
}
