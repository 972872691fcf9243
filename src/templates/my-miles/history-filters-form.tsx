// The history's filters: the schema form history-filters (types, statuses: ticking none shows all; a date range).
// Applied together with one button, which writes them to the URL; a range the API would refuse (30 days or more, or
// a start after the end) is refused on its field first, by the rule the server applies, with the typed dates kept;
// so is a link's.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { ruleRefusal, ruleViolation } from '@/api/api-error';
import { rangeProblem } from '@/contract/calendar-days';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues } from '@/forms/form-types';
import { parseFilters } from '@/model/points/history-filters';
import type { HistoryFilters } from '@/model/points/history-filters';
import { $pointsStatuses } from '@/model/points/points-status-model';
import { statusLabel } from './history-labels';
import { Button } from '@/ui/button';

interface Props {
  /** The filters of the URL; the form starts from them (remount it with a key when they change). */
  filters: HistoryFilters;
  onApply(filters: HistoryFilters): void;
  onClear(): void;
}

/** The form's values, named as the API's query parameters. */
const valuesOf = (filters: HistoryFilters): FormValues => ({
  type: filters.types,
  status: filters.statuses,
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/** The refusal the API gives a range it refuses, said on its field as the API names it. */
function rangeRefusal(from: string | null, to: string | null) {
  const problem = rangeProblem(from, to);
  return problem ? ruleRefusal('getPointsHistory', [ruleViolation(problem.field, problem.key)]) : undefined;
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const dayOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function HistoryFiltersForm({ filters, onApply, onClear }: Props) {
  const { t } = useTranslation();
  const statuses = useUnit($pointsStatuses);
  // Clearing empties the fields even when the address had no filters (nothing else would remount the form).
  const [cleared, setCleared] = useState(0);
  // A link's range the API refuses (the list shows without it): said on its field from the start.
  const [linkRefusal] = useState(() => rangeRefusal(filters.from, filters.to));
  const formContext = useMemo(
    () => ({ options: { status: statuses.map((s) => ({ value: s, label: statusLabel(t, s) })) } }),
    [statuses, t],
  );

  const submit = async (data: FormValues) => {
    const from = dayOf(data.from);
    const to = dayOf(data.to);
    const refusal = rangeRefusal(from, to);
    if (refusal) throw refusal;
    // Read back through the address's own reader: its order and its checks, whatever the form gave.
    const query = new URLSearchParams({ type: listOf(data.type).join(','), status: listOf(data.status).join(',') });
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    onApply(parseFilters(query));
  };

  return (
    <div className="history-filters" role="search" aria-label={t('history.filters.heading')}>
      <LazySchemaForm
        key={cleared}
        formId="history-filters"
        submitLabel="history.filters.apply"
        initialData={valuesOf(filters)}
        formContext={formContext}
        onSubmit={submit}
        refusedBefore={cleared === 0 ? linkRefusal : undefined}
      >
        <Button
          variant="secondary"
          onClick={() => {
            setCleared((n) => n + 1);
            onClear();
          }}
        >
          {t('history.filters.clear')}
        </Button>
      </LazySchemaForm>
    </div>
  );
}
