// The filters: types, statuses (ticking none shows all) and a date range (native date inputs). Applied
// together with one button, which writes them to the URL; a range of 30 days or more is refused on the
// field, with the typed dates kept (requirements §5, the API's own rule).
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { rangeProblem } from '@/contract/calendar-days';
import type { RangeProblem } from '@/contract/calendar-days';
import { noFilters } from '@/model/points/history-filters';
import type { HistoryFilters } from '@/model/points/history-filters';
import { movementTypes } from '@/model/points/history-types';
import { $pointsStatuses } from '@/model/points/points-status-model';
import { statusLabel, typeLabel } from './history-labels';
import { Button } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';
import { Field } from '@/ui/field';

interface Props {
  id: string;
  /** The filters of the URL; the form starts from them (remount it with a key when they change). */
  filters: HistoryFilters;
  onApply(filters: HistoryFilters): void;
}

const toggle = <T,>(list: T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

export function HistoryFiltersForm({ id, filters, onApply }: Props) {
  const { t } = useTranslation();
  const statuses = useUnit($pointsStatuses);
  const [draft, setDraft] = useState<HistoryFilters>(filters);
  const [problem, setProblem] = useState<RangeProblem | null>(() => rangeProblem(filters.from, filters.to));
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found) {
      (found.field === 'from' ? fromInput : toInput).current?.focus();
      return;
    }
    onApply(draft);
  }

  function clear() {
    setDraft(noFilters);
    setProblem(null);
    onApply(noFilters);
  }

  const dateField = (name: 'from' | 'to') => {
    const invalid = problem?.field === name;
    const inputId = `${id}-${name}`;
    return (
      <Field
        id={inputId}
        className={`history-field${invalid ? ' history-field--invalid' : ''}`}
        label={t(`history.filters.${name}`)}
        describedBy={[`${id}-dates-hint`]}
        error={invalid ? t(`history.filters.errors.${problem?.key}`) : undefined}
        errorPrefix={t('history.filters.errorPrefix')}
        errorClassName="history-field__error"
      >
        {(control) => (
          <input
            {...control}
            ref={name === 'from' ? fromInput : toInput}
            name={name}
            type="date"
            className="history-input"
            value={draft[name] ?? ''}
            max="9999-12-31"
            onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value || null }))}
          />
        )}
      </Field>
    );
  };

  return (
    <form id={id} className="history-filters" aria-label={t('history.filters.heading')} onSubmit={submit} noValidate>
      <fieldset className="history-filters__group">
        <legend>{t('history.filters.type')}</legend>
        <p className="history-filters__hint">{t('history.filters.noneMeansAll')}</p>
        <div className="history-checks">
          {movementTypes.map((type) => (
            <label key={type} className="history-check">
              <input
                type="checkbox"
                name="type"
                value={type}
                checked={draft.types.includes(type)}
                onChange={(e) => setDraft((d) => ({ ...d, types: toggle(d.types, type, e.target.checked) }))}
              />
              {typeLabel(t, type)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="history-filters__group">
        <legend>{t('history.filters.status')}</legend>
        <p className="history-filters__hint">{t('history.filters.noneMeansAll')}</p>
        <div className="history-checks">
          {statuses.map((status) => (
            <label key={status} className="history-check">
              <input
                type="checkbox"
                name="status"
                value={status}
                checked={draft.statuses.includes(status)}
                onChange={(e) => setDraft((d) => ({ ...d, statuses: toggle(d.statuses, status, e.target.checked) }))}
              />
              {statusLabel(t, status)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="history-filters__group">
        <legend>{t('history.filters.dates')}</legend>
        <p id={`${id}-dates-hint`} className="history-filters__hint">
          {t('history.filters.datesHint')}
        </p>
        <div className="history-dates">
          {dateField('from')}
          {dateField('to')}
        </div>
      </fieldset>
      <ActionRow className="history-filters__actions">
        <Button type="submit">{t('history.filters.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('history.filters.clear')}
        </Button>
      </ActionRow>
    </form>
  );
}
