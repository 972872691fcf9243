// The history's filters live in the URL: this hook reads them, hands them to the model, and writes a new
// query string (a history entry, so back and forward restore the previous view).
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUnit } from 'effector-react';
import { parseFilters, serializeFilters } from '@/model/points/history-filters';
import type { HistoryFilters } from '@/model/points/history-filters';
import { filtersChanged } from '@/model/points/history-model';

export function useHistoryUrl(): { filters: HistoryFilters; apply(next: HistoryFilters): void } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const changed = useUnit(filtersChanged);
  const filters = useMemo(() => parseFilters(search), [search]);
  // Before paint: the list never shows a frame filtered by the previous address.
  useLayoutEffect(() => {
    changed(filters);
  }, [changed, filters]);
  const apply = useCallback(
    (next: HistoryFilters) => {
      const query = serializeFilters(next);
      if (`?${query}` === search || (query === '' && search === '')) return;
      navigate({ search: query ? `?${query}` : '' });
    },
    [navigate, search],
  );
  return { filters, apply };
}
