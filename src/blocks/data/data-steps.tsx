// A value that is one step of an ordered progress (an invitation invited → registered → qualified). Text first:
// "Step 2 of 3: Registered", then the steps in order, each "done on <date>" or "not yet"; the marks and colours
// only repeat what the text says.
import { useTranslation } from 'react-i18next';
import type { DataStep } from '@/generated/config';
import { formatDay } from '@/lib/format-date';
import { valueAt } from './field-value';

interface Props {
  item: unknown;
  value: unknown;
  steps: readonly DataStep[];
  /** The field's label: the name of the list of steps. */
  label: string;
}

export function DataSteps({ item, value, steps, label }: Props) {
  const { t, i18n } = useTranslation();
  const reached = steps.findIndex((step) => step.value === value);
  const current = steps[reached];
  return (
    <>
      <span className="data-steps__status">
        {/* A value the config does not list (the API gained a state) is shown as it is rather than hidden. */}
        {current ? t('data.stepOf', { step: reached + 1, total: steps.length, status: t(current.label) }) : String(value as string)}
      </span>
      <ol className="data-steps" aria-label={label}>
        {steps.map((step, index) => {
          const done = index <= reached;
          const date = step.date ? valueAt(item, step.date) : undefined;
          return (
            <li key={step.value} className={`data-step ${done ? 'data-step--done' : 'data-step--todo'}`}>
              <span className="data-step__mark" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="data-step__label">{t(step.label)}</span>
              <span className="data-step__state">
                {!done
                  ? t('data.stepToCome')
                  : typeof date === 'string' && date
                    ? t('data.stepDoneOn', { date: formatDay(date, i18n.language, 'medium') })
                    : t('data.stepDone')}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
