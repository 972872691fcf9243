// Export of every movement of the current filters (not only the rows loaded or in view) as a CSV file: the
// pages are fetched (up to 20 000 lines), the file is built in the browser and downloaded from a Blob.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatNumber } from '@/lib/format-number';
import { buildCsv, historyCsvFileName, historyCsvRows } from '@/model/points/history-csv';
import { exportHistoryFx } from '@/model/points/history-export';
import type { HistoryFilters } from '@/model/points/history-filters';
import { exportMaxLines } from '@/model/points/history-query';
import { csvLabels } from './history-labels';
import { Button } from '@/ui/button';

function download(text: string, fileName: string): void {
  // The byte-order mark lets spreadsheets read the accents of French and Dutch labels as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function HistoryExport({ filters, count }: { filters: HistoryFilters; count: number }) {
  const { t } = useTranslation();
  const { fetchLines, preparing } = useUnit({ fetchLines: exportHistoryFx, preparing: exportHistoryFx.pending });
  // The status's key, said in the language shown.
  const [done, setDone] = useState<{ key: string; file?: string } | null>(null);
  async function exportRows() {
    if (preparing) return;
    setDone({ key: 'history.export.preparing' });
    try {
      const { items } = await fetchLines(filters);
      const fileName = historyCsvFileName(new Date().toISOString().slice(0, 10));
      download(buildCsv(historyCsvRows(items, csvLabels(t))), fileName);
      setDone({ key: 'history.export.done', file: fileName });
    } catch {
      setDone({ key: 'history.export.failure' });
    }
  }
  const capped = count > exportMaxLines;
  return (
    <div className="history-export">
      <Button
        variant="secondary"
        onClick={() => void exportRows()}
        disabled={count === 0}
        aria-disabled={preparing}
        aria-describedby="history-export-hint"
      >
        {t('history.export.button')}
      </Button>
      <span id="history-export-hint" className="history-export__hint">
        {capped
          ? t('history.export.hintCapped', { rows: formatNumber(exportMaxLines) })
          : t('history.export.hint', { rows: formatNumber(count) })}
      </span>
      <p className="visually-hidden" role="status">
        {done ? t(done.key, { file: done.file }) : ''}
      </p>
    </div>
  );
}
