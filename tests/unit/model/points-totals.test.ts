import { describe, expect, it } from 'vitest';
import { monthlyBalance, totalsByType } from '@/model/points/history-totals';
import { movement } from './points-fixtures';

describe('totals by type', () => {
  it('sums each status per type, keeps only the types present, in the API order', () => {
    const totals = totalsByType([
      movement('2026-11-20', { type: 'reservation', status: 'pending', amount: 800 }),
      movement('2026-11-10', { type: 'reservation', status: 'valid', amount: 300 }),
      movement('2026-11-01', { type: 'reservation', status: 'cancelled', amount: 700 }),
      movement('2026-10-31', { type: 'order', status: 'valid', amount: -3000 }),
      movement('2026-10-30', { type: 'order', status: 'cancelled', amount: -3500 }),
      movement('2026-10-01', { type: 'reservation', status: 'valid', amount: 200 }),
    ]);
    expect(totals).toEqual([
      { type: 'order', count: 2, valid: -3000, pending: 0, cancelled: -3500 },
      { type: 'reservation', count: 4, valid: 500, pending: 800, cancelled: 700 },
    ]);
    expect(totalsByType([])).toEqual([]);
  });
});

describe('balance by month', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('gives the end-of-month balance from the first valid movement to this month, gaps included', () => {
    const series = monthlyBalance(
      [
        movement('2026-11-20', { status: 'pending', amount: 800, valid_on: '2026-11-28T00:00:00.000Z' }),
        movement('2026-11-02', { amount: -1000 }),
        movement('2026-09-15', { status: 'cancelled', amount: 5000 }),
        movement('2026-08-31', { amount: 2000 }),
        movement('2026-08-01', { amount: 500 }),
      ],
      now,
    );
    expect(series).toEqual([
      { month: '2026-08', balance: 2500 },
      { month: '2026-09', balance: 2500 },
      { month: '2026-10', balance: 2500 },
      { month: '2026-11', balance: 1500 },
    ]);
  });

  it('counts a movement in the month it became valid, and crosses the year end', () => {
    const series = monthlyBalance([movement('2025-12-20', { amount: 400, valid_on: '2026-01-03T00:00:00.000Z' }), movement('2025-11-05', { amount: 100 })], Date.parse('2026-02-01T00:00:00Z'));
    expect(series).toEqual([
      { month: '2025-11', balance: 100 },
      { month: '2025-12', balance: 100 },
      { month: '2026-01', balance: 500 },
      { month: '2026-02', balance: 500 },
    ]);
  });

  it('is empty without valid movements', () => {
    expect(monthlyBalance([], now)).toEqual([]);
    expect(monthlyBalance([movement('2026-11-20', { status: 'pending' })], now)).toEqual([]);
  });
});
