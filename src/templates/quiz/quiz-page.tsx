// One attempt: read from the server on every opening (so a reload or a return resumes from the answers it
// holds), then the questions to answer, or the result once submitted, at the attempt's own address only
// (use-attempt-address.ts). The animation is read too, for its title, its type and the way back to its page.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $animation, animationOpened } from '@/model/animations/animations-model';
import { idFromParam } from '@/model/animations/animation-rules';
import { $attempt, attemptOpened } from '@/model/quiz/quiz-model';
import { shownFor } from '@/model/remote-data/loadable-query';
import { ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { QuizForm } from './quiz-form';
import { QuizResultView } from './quiz-result';
import { useAttemptAddress } from './use-attempt-address';

interface Props {
  attemptParam: string | undefined;
  /** The address's quiz type and animation, checked against the attempt's own. */
  typeParam: string | undefined;
  quizParam: string | undefined;
  blocks: ReactNode;
}

export function QuizPage({ attemptParam, typeParam, quizParam, blocks }: Props) {
  const { t } = useTranslation();
  const id = idFromParam(attemptParam);
  const { attempt, animation, open, openAnimation } = useUnit({
    attempt: $attempt,
    animation: $animation,
    open: attemptOpened,
    openAnimation: animationOpened,
  });

  useEffect(() => {
    if (id !== null) open(id);
  }, [open, id]);
  const loaded = shownFor(attempt, id === null ? null : (asked) => asked === id);
  const attemptAnimationId = loaded.status === 'ready' ? loaded.data.animation_id : null;
  useEffect(() => {
    if (attemptAnimationId !== null) openAnimation({ id: attemptAnimationId, preview: false });
  }, [openAnimation, attemptAnimationId]);

  const ownDetail = animation.params?.id === attemptAnimationId && animation.state.status === 'ready' ? animation.state.data : null;
  const state = useAttemptAddress(loaded, ownDetail?.type ?? null, { type: typeParam, quizId: quizParam });
  const animationId = state.status === 'ready' ? state.data.animation_id : null;
  const detail = state.status === 'ready' ? ownDetail : null;
  const kind = state.status === 'ready' ? state.data.kind : 'quiz';
  const title = detail?.title ?? t(`quiz.title.${kind}`);
  const back =
    animationId !== null ? (
      <p className="quiz__back">
        <ButtonLink to="animation-details" params={{ id: String(animationId) }} variant="link" size="small">
          {t('quiz.backToAnimation')}
        </ButtonLink>
      </p>
    ) : null;

  return (
    <div className="quiz-page" aria-busy={state.status === 'loading'}>
      {back}
      <h1>{title}</h1>
      {blocks}
      <LoadStates
        state={state}
        loading={t('quiz.loading')}
        failed={t('quiz.loadFailed')}
        retryLabel={t('data.retry')}
        onRetry={() => id !== null && open(id)}
        notFound={
          <>
            <p>{t('quiz.notFound')}</p>
            <p>
              <ButtonLink to="animations" variant="secondary">
                {t('animations.detail.backToList')}
              </ButtonLink>
            </p>
          </>
        }
      >
        {(attempt) => (attempt.result ? <QuizResultView attempt={attempt} result={attempt.result} /> : <QuizForm attempt={attempt} />)}
      </LoadStates>
    </div>
  );
}
