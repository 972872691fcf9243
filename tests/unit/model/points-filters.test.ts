import { describe, expect, it } from 'vitest';
import { isIsoDay, rangeProblem } from '@/contract/calendar-days';
import { activeFilterCount, noFilters, parseFilters, serializeFilters } from '@/model/points/history-filters';
import { historyQuery, queryKey } from '@/model/points/history-query';
import type { HistoryFilters } from '@/model/points/history-filters';

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
    expect(parseFilters('type=order,bogus,order&status=lost,valid&from=2026-02-30&to=20261020')).toEqual({
      types: ['order'],
      statuses: ['valid'],
      from: null,
      to: null,
    });
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

describe('the 30-day rule (requirements §5, as the API applies it)', () => {
  it('accepts less than 30 days apart and open ranges, refuses 30 days or more and reversed ranges', () => {
    expect(rangeProblem('2026-10-01', '2026-10-30')).toBeNull(); // 29 days apart
    expect(rangeProblem('2026-10-01', '2026-10-31')).toMatchObject({ key: 'date_range_too_long', field: 'to' }); // 30 days apart
    expect(rangeProblem('2026-01-15', '2026-03-20')).toMatchObject({ key: 'date_range_too_long', field: 'to' });
    expect(rangeProblem('2026-10-20', '2026-10-01')).toMatchObject({ key: 'date_range_invalid', field: 'from' });
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

describe('what the API is asked', () => {
  it('sends the filters as getPointsHistory parameters, one page after a cursor', () => {
    expect(historyQuery(noFilters, 100)).toEqual({ limit: '100' });
    expect(
      historyQuery(
        { types: ['reservation', 'transfer'], statuses: ['valid'], from: '2026-10-01', to: '2026-10-20' },
        200,
        '2026-10-20T10:00:00.000000Z_42',
      ),
    ).toEqual({
      limit: '200',
      'type[]': ['reservation', 'transfer'],
      'status[]': ['valid'],
      from: '2026-10-01',
      to: '2026-10-20',
      cursor: '2026-10-20T10:00:00.000000Z_42',
    });
    expect(historyQuery({ ...noFilters, from: '2026-10-21' }, 100)).toEqual({ limit: '100', from: '2026-10-21' });
  });

  it('does not send a refused range: type and status filters still apply, and the list keeps its key', () => {
    const refused = { types: ['order', 'animation'], statuses: [], from: '2026-09-01', to: '2026-10-31' } satisfies HistoryFilters;
    expect(historyQuery(refused, 100)).toEqual({ limit: '100', 'type[]': ['order', 'animation'] });
    expect(queryKey(refused)).toBe(queryKey({ ...refused, from: null, to: null }));
    expect(queryKey({ ...refused, to: '2026-09-20' })).not.toBe(queryKey(refused));
  });
});
