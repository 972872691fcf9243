import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, historyCsvFileName, historyCsvRows } from '@/model/points/history-csv';
import type { HistoryCsvLabels } from '@/model/points/history-csv';
import { movement } from './points-fixtures';

const labels: HistoryCsvLabels = {
  header: ['Date', 'Type', 'Description', 'Status', 'Miles', 'Valid on', 'Booking number'],
  type: (type) => ({ order: 'Gift shop order', reservation: 'Booking' })[type as string] ?? type,
  status: (status) => status.toUpperCase(),
};

describe('CSV cells', () => {
  it('writes numbers as plain numbers, negative ones included', () => {
    expect(csvCell(-3000)).toBe('-3000');
    expect(csvCell(87500)).toBe('87500');
    expect(csvCell(null)).toBe('');
  });

  it('quotes text and doubles its quotes; separators and line breaks stay inside the cell', () => {
    expect(csvCell('Booking HZ1 – Horizon, Paris')).toBe('"Booking HZ1 – Horizon, Paris"');
    expect(csvCell('Say "hello"')).toBe('"Say ""hello"""');
    expect(csvCell('two\nlines; here')).toBe('"two\nlines; here"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1+1')).toBe('"\'+1+1"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('Top seller award = 10 000')).toBe('"Top seller award = 10 000"');
  });
});

describe('the history export', () => {
  it('has a header row and one row per movement: ISO days, translated labels, plain amounts', () => {
    const items = [
      movement('2026-11-20', {
        type: 'reservation',
        status: 'pending',
        amount: 800,
        label: 'Booking DANA0001 – Horizon "Sablon", Brussels',
        valid_on: '2026-11-27T14:30:00.000Z',
        booking_number: 'DANA0001',
      }),
      movement('2026-10-31', { type: 'order', amount: -3000, label: '=cmd|"/c calc"!A1' }),
    ];
    const csv = buildCsv(historyCsvRows(items, labels));
    expect(csv.split('\r\n')).toEqual([
      '"Date","Type","Description","Status","Miles","Valid on","Booking number"',
      '"2026-11-20","Booking","Booking DANA0001 – Horizon ""Sablon"", Brussels","PENDING",800,"2026-11-27","DANA0001"',
      '"2026-10-31","Gift shop order","\'=cmd|""/c calc""!A1","VALID",-3000,"2026-10-31",',
      '',
    ]);
  });

  it('is a header row alone when nothing is shown', () => {
    expect(buildCsv(historyCsvRows([], labels))).toBe('"Date","Type","Description","Status","Miles","Valid on","Booking number"\r\n');
    expect(historyCsvFileName('2026-11-21')).toBe('miles-history-2026-11-21.csv');
  });
});
