// The list of animations with its type filter (a real select, kept in the address as `?type=` so a reload, a
// shared link or Back shows the same list), loading, failure with a retry, and an empty state per filter.
import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
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

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = typeFromQuery(event.target.value);
    // Why replace: each filter is not a page of its own; Back leaves the list instead of stepping through choices.
    setSearch(next ? { type: next } : {}, { replace: true });
  };

  // Another filter's list, still the latest answer, is not this one's: loading until this filter's comes.
  const state = shownFor(list, (asked) => asked.type === type);
  const counts = state.status === 'ready' ? new Map(state.data.types.map((c) => [c.type, c.count])) : null;
  return (
    <div className="animations__body">
      <div className="animations__filter">
        <label htmlFor="animation-type">{t('animations.filter.label')}</label>
        <select id="animation-type" value={type ?? ''} onChange={choose} data-testid="animation-type-filter">
          <option value="">{t('animations.filter.all')}</option>
          {animationTypes.map((code) => (
            <option key={code} value={code}>
              {counts
                ? t('animations.filter.withCount', { type: t(`animations.type.${code}`), count: counts.get(code) ?? 0 })
                : t(`animations.type.${code}`)}
            </option>
          ))}
        </select>
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
