// /earn/animations/:id: one animation read on every opening (the member's part moves with each action), with
// loading, not found (an unknown or unpublished id: no call for an id that cannot be one) and failure states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { shownFor } from '@/model/remote-data/loadable-query';
import { $animation, animationOpened, animationReloaded } from '@/model/animations/animations-model';
import { idFromParam } from '@/model/animations/animation-rules';
import { ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { AnimationDetailView } from './animation-detail-view';
import { useOpened } from '@/blocks/use-opened';

export function AnimationDetailPage({
  idParam,
  blocks,
  preview = false,
}: {
  idParam: string | undefined;
  blocks?: ReactNode;
  preview?: boolean;
}) {
  const { t } = useTranslation();
  const id = idFromParam(idParam);
  const { current, open, reload } = useUnit({ current: $animation, open: animationOpened, reload: animationReloaded });

  useOpened(() => {
    if (id !== null) open({ id, preview });
  }, [open, id, preview]);

  const state = shownFor(current, id === null ? null : (asked) => asked.id === id && asked.preview === preview);
  return (
    <section
      className="page animation-detail"
      data-template={preview ? 'animations-preview' : 'animations'}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'ready' ? null : (
        <>
          <h1>{t('animations.detail.title')}</h1>
          {blocks}
        </>
      )}
      <LoadStates
        state={state}
        loading={t('animations.detail.loading')}
        failed={t('animations.detail.loadFailed')}
        retryLabel={t('data.retry')}
        onRetry={reload}
        notFound={
          <>
            <p>{t('animations.detail.notFound')}</p>
            {preview ? null : (
              <p>
                <ButtonLink to="animations" variant="secondary">
                  {t('animations.detail.backToList')}
                </ButtonLink>
              </p>
            )}
          </>
        }
      >
        {(animation) => <AnimationDetailView animation={animation} blocks={blocks} readOnly={preview} onChanged={reload} />}
      </LoadStates>
    </section>
  );
}
