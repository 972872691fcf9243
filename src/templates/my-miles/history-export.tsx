// Export of the movements shown (the filtered list, not only the rows in view) as a CSV file, built in the
// browser and downloaded from a Blob: no call, and exactly what the member sees.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { buildCsv, historyCsvFileName, historyCsvRows } from '@/model/points/history-csv';
import type { Movement } from '@/model/points/history-types';
import { csvLabels } from './history-labels';

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

export function HistoryExport({ rows }: { rows: Movement[] }) {
  const { t } = useTranslation();
  const [done, setDone] = useState('');
  function exportRows() {
    const fileName = historyCsvFileName(new Date().toISOString().slice(0, 10));
    download(buildCsv(historyCsvRows(rows, csvLabels(t))), fileName);
    setDone(t('history.export.done', { file: fileName }));
  }
  return (
    <div className="history-export">
      <button type="button" className="button button--ghost" onClick={exportRows} disabled={rows.length === 0} aria-describedby="history-export-hint">
        {t('history.export.button')}
      </button>
      <span id="history-export-hint" className="history-export__hint">
        {t('history.export.hint', { rows: formatNumber(rows.length) })}
      </span>
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </div>
  );
}
