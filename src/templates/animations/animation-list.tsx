// The list of animations with its type filter (the schema form animation-filters, kept in the address as `?type=` so a
// reload, a shared link or Back shows the same list; Back moves the select with it, as SchemaForm's starting values),
// loading, failure with a retry, and an empty state per filter.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues, SchemaFormContext } from '@/forms/form-types';
import { $animations, listOpened, listRetried } from '@/model/animations/animations-model';
import { animationTypes, typeFromQuery } from '@/model/animations/animation-rules';
import { LoadStates } from '@/ui/load-states';
import { shownFor } from '@/model/remote-data/loadable-query';
import { Notice } from '@/ui/notice';
import { AnimationCard } from './animation-card';
import { useOpened } from '@/blocks/use-opened';

export function AnimationList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const type = typeFromQuery(search.get('type'));
  const { list, open, retry } = useUnit({ list: $animations, open: listOpened, retry: listRetried });

  useOpened(() => {
    open(type);
  }, [open, type]);

  // A choice applies at once.
  const choose = (data: FormValues) => {
    const next = typeFromQuery(typeof data.type === 'string' ? data.type : null);
    if (next === type) return;
    // Why replace: each filter is not a page of its own; Back leaves the list instead of stepping through choices.
    setSearch(next ? { type: next } : {}, { replace: true });
  };

  // Another filter's list, still the latest answer, is not this one's: loading until this filter's comes.
  const state = shownFor(list, (asked) => asked.type === type);
  const types = state.status === 'ready' ? state.data.types : null;
  // The types, with their counts once the list says them.
  const formContext = useMemo<SchemaFormContext>(() => {
    const counts = types ? new Map(types.map((c) => [c.type, c.count])) : null;
    const label = (code: (typeof animationTypes)[number]) =>
      counts
        ? t('animations.filter.withCount', { type: t(`animations.type.${code}`), count: counts.get(code) ?? 0 })
        : t(`animations.type.${code}`);
    return { options: { type: animationTypes.map((code) => ({ value: code, label: label(code) })) } };
  }, [types, t]);
  const initialData = useMemo<FormValues>(() => (type ? { type } : {}), [type]);
  return (
    <div className="animations__body">
      <div className="animations__filter">
        <LazySchemaForm
          formId="animation-filters"
          // Never shown (the uiSchema draws no submit button: a choice applies at once); what it would say.
          submitLabel="animations.filter.label"
          initialData={initialData}
          formContext={formContext}
          onChange={choose}
          // No button, but a submit is still the browser's to make: it applies what it holds, as a change does.
          onSubmit={async (data) => choose(data)}
        />
      </div>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        <LoadStates
          state={state}
          loading={t('animations.loading')}
          failed={t('animations.loadFailed')}
          retryLabel={t('data.retry')}
          onRetry={retry}
          testId="animations-failure"
        >
          {({ animations }) =>
            animations.length === 0 ? (
              <Notice live={false} data-testid="animations-empty">
                <p>{type ? t('animations.emptyType', { type: t(`animations.type.${type}`) }) : t('animations.empty')}</p>
              </Notice>
            ) : (
              <ul className="animations__grid" aria-label={t('animations.listLabel')}>
                {animations.map((animation) => (
                  <AnimationCard key={animation.id} animation={animation} />
                ))}
              </ul>
            )
          }
        </LoadStates>
      </div>
    </div>
  );
}
