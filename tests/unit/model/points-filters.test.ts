import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterMovements, isIsoDay, noFilters, parseFilters, rangeProblem, serializeFilters } from '@/model/points/history-filters';
import type { HistoryFilters } from '@/model/points/history-filters';
import { movement } from './points-fixtures';

describe('history filters in the URL', () => {
  it('reads types, statuses and dates from the query string, in canonical order', () => {
    expect(parseFilters('?type=transfer,reservation&status=pending&from=2026-10-01&to=2026-10-20')).toEqual({
      types: ['reservation', 'transfer'],
      statuses: ['pending'],
      from: '2026-10-01',
      to: '2026-10-20',
    });
    // Repeated parameters (a hand-written link) mean the same.
    expect(parseFilters('type=order&type=expired&status=valid&status=cancelled').types).toEqual(['order', 'expired']);
    expect(parseFilters('').statuses).toEqual([]);
  });

  it('drops unknown values, duplicates and impossible dates', () => {
    expect(parseFilters('type=order,bogus,order&status=lost,valid&from=2026-02-30&to=20261020')).toEqual({ types: ['order'], statuses: ['valid'], from: null, to: null });
    expect(parseFilters('type=<script>&from=2026-13-01').types).toEqual([]);
  });

  it('writes the canonical address of a view, and reads it back unchanged', () => {
    const filters: HistoryFilters = { types: ['transfer', 'reservation'], statuses: ['pending'], from: '2026-10-01', to: '2026-10-20' };
    const query = serializeFilters(filters);
    expect(query).toBe('type=reservation,transfer&status=pending&from=2026-10-01&to=2026-10-20');
    expect(parseFilters(query)).toEqual({ ...filters, types: ['reservation', 'transfer'] });
    expect(serializeFilters(noFilters)).toBe('');
    expect(serializeFilters({ ...noFilters, to: '2026-10-20' })).toBe('to=2026-10-20');
  });

  it('counts the active filters (a date range once)', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ types: ['order'], statuses: ['valid', 'pending'], from: '2026-10-01', to: '2026-10-02' })).toBe(3);
    expect(activeFilterCount({ ...noFilters, from: '2026-10-01' })).toBe(1);
  });
});

describe('the 30-day rule (SPEC §5, as the API applies it)', () => {
  it('accepts less than 30 days apart and open ranges, refuses 30 days or more and reversed ranges', () => {
    expect(rangeProblem('2026-10-01', '2026-10-30')).toBeNull(); // 29 days apart
    expect(rangeProblem('2026-10-01', '2026-10-31')).toBe('date_range_too_long'); // 30 days apart
    expect(rangeProblem('2026-01-15', '2026-03-20')).toBe('date_range_too_long');
    expect(rangeProblem('2026-10-20', '2026-10-01')).toBe('date_range_invalid');
    expect(rangeProblem('2026-10-01', '2026-10-01')).toBeNull();
    expect(rangeProblem('2026-10-01', null)).toBeNull();
    expect(rangeProblem(null, '2026-10-01')).toBeNull();
  });

  it('knows real calendar days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
  });
});

describe('filtering the movements', () => {
  const items = [
    movement('2026-11-20', { type: 'reservation', status: 'pending' }),
    movement('2026-10-31', { type: 'order', status: 'valid', amount: -3000 }),
    movement('2026-10-20', { type: 'transfer', status: 'valid', amount: -2000 }),
    movement('2026-10-01', { type: 'reservation', status: 'cancelled' }),
    movement('2026-09-30', { type: 'animation', status: 'valid' }),
  ];
  const days = (list: { created_at: string }[]) => list.map((m) => m.created_at.slice(0, 10));

  it('keeps everything without filters (the same array: nothing to copy for 10 000 rows)', () => {
    expect(filterMovements(items, noFilters)).toBe(items);
  });

  it('filters by type, by status and by an inclusive date range, in the original order', () => {
    expect(days(filterMovements(items, { ...noFilters, types: ['reservation', 'transfer'] }))).toEqual(['2026-11-20', '2026-10-20', '2026-10-01']);
    expect(days(filterMovements(items, { ...noFilters, statuses: ['valid'] }))).toEqual(['2026-10-31', '2026-10-20', '2026-09-30']);
    expect(days(filterMovements(items, { ...noFilters, from: '2026-10-01', to: '2026-10-20' }))).toEqual(['2026-10-20', '2026-10-01']);
    expect(days(filterMovements(items, { types: ['reservation'], statuses: ['cancelled'], from: '2026-10-01', to: '2026-10-20' }))).toEqual(['2026-10-01']);
    expect(days(filterMovements(items, { ...noFilters, from: '2026-10-21' }))).toEqual(['2026-11-20', '2026-10-31']);
  });

  it('does not apply a refused range: type and status filters still apply', () => {
    const refused = { types: ['order', 'animation'], statuses: [], from: '2026-09-01', to: '2026-10-31' } satisfies HistoryFilters;
    expect(days(filterMovements(items, refused))).toEqual(['2026-10-31', '2026-09-30']);
  });

  it('filters on the UTC day of the movement, as the API does', () => {
    const late = movement('2026-10-20', { created_at: '2026-10-20T23:30:00.000Z' });
    const early = movement('2026-10-21', { created_at: '2026-10-21T00:10:00.000Z' });
    expect(filterMovements([early, late], { ...noFilters, to: '2026-10-20' })).toEqual([late]);
  });
});
