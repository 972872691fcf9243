// An e-learning's modules, one at a time, in order: the member reads one, marks it read and goes on to the
// next; the progress is the server's, so it is kept across visits. Read modules can be opened again; once all
// are read the quiz starts from here. The focus goes to each new module's heading.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { shownFor } from '@/model/remote-data/loadable-query';
import { CmsZone } from '@/cms/cms-zone';
import { $animation, animationOpened } from '@/model/animations/animations-model';
import { idFromParam } from '@/model/animations/animation-rules';
import {
  $finishError,
  $finishing,
  $module,
  $modules,
  $progress,
  elearningOpened,
  moduleChosen,
  moduleFinished,
} from '@/model/quiz/elearning-model';
import { useStartQuiz } from '@/templates/animations/use-start-quiz';
import type { AnimationDetail } from '@/model/animations/animation-types';
import { Button, ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { narrowed } from '@/lib/loadable';
import { Notice } from '@/ui/notice';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import '@/templates/animations/elearning-modules.css';
import { usePageTitle } from '@/ui/page-title';

export function ElearningReader({
  animationParam,
  blocks,
}: {
  animationParam: string | undefined;
  quizParam: string | undefined;
  blocks: ReactNode;
}) {
  const { t } = useTranslation();
  const id = idFromParam(animationParam);
  const u = useUnit({ animation: $animation, open: elearningOpened, openAnimation: animationOpened });
  useEffect(() => {
    if (id === null) return;
    u.open(id);
    u.openAnimation({ id, preview: false });
  }, [id, u.open, u.openAnimation]); // eslint-disable-line react-hooks/exhaustive-deps

  const state = shownFor(u.animation, id === null ? null : (asked) => asked.id === id && !asked.preview);
  // Why another animation is "not found" here: this page reads e-learnings only; the others have their own page.
  const shown = narrowed(state, (animation) => (animation.action.kind === 'elearning' ? animation : null));
  const detail = shown.status === 'ready' ? shown.data : null;
  usePageTitle(detail?.title);
  return (
    <div className="elearning" aria-busy={state.status === 'loading'}>
      {id !== null ? (
        <p className="quiz__back">
          <ButtonLink to="animation-details" params={{ id: String(id) }} variant="link" size="small">
            {t('quiz.backToAnimation')}
          </ButtonLink>
        </p>
      ) : null}
      <h1>{detail?.title ?? t('quiz.title.elearning')}</h1>
      {blocks}
      <LoadStates
        state={shown}
        loading={t('quiz.loading')}
        failed={t('quiz.loadFailed')}
        retryLabel={t('data.retry')}
        onRetry={() => id !== null && u.openAnimation({ id, preview: false })}
        notFound={<p>{t('quiz.notFound')}</p>}
      >
        {(animation) => <Modules animation={animation} />}
      </LoadStates>
    </div>
  );
}

function Modules({ animation }: { animation: AnimationDetail }) {
  const { t } = useTranslation();
  const u = useUnit({
    modules: $modules,
    module: $module,
    progress: $progress,
    finishing: $finishing,
    error: $finishError,
    choose: moduleChosen,
    finish: moduleFinished,
  });
  const quizId = animation.action.kind === 'elearning' ? animation.action.quiz_id : 0;
  const { start, starting, error: startError } = useStartQuiz(animation, quizId);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = u.module?.state.status === 'ready' ? u.module.id : null;
  const first = useRef(true);
  useEffect(() => {
    // Why not on the first module: the page's own heading gets the focus after navigation.
    if (shownId === null) return;
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [shownId]);

  const list = u.modules?.list ?? [];
  const allRead = list.length > 0 && list.every((m) => m.read);
  // The last module's "Finish" goes with its press: the focus moves to what comes next, the quiz (not when a
  // finished e-learning is opened again).
  const allReadNotice = useRef<HTMLElement>(null);
  const finishedHere = useRef(false);
  useFocusOnChange(allReadNotice, allRead, () => allRead && finishedHere.current);
  const index = list.findIndex((m) => m.id === u.module?.id);
  const firstUnread = list.find((m) => !m.read)?.id;
  const current = u.module;
  return (
    <>
      {u.progress ? (
        <p id="elearning-progress" data-testid="elearning-progress">
          {t('animations.elearning.progress', { count: u.progress.read, total: u.progress.total })}
        </p>
      ) : null}
      <nav aria-label={t('quiz.elearning.modules')}>
        <ol className="elearning-modules">
          {list.map((m, i) => (
            <li key={m.id} data-read={m.read}>
              {m.read || m.id === firstUnread ? (
                <Button variant="link" size="small" aria-current={m.id === current?.id ? 'step' : undefined} onClick={() => u.choose(m.id)}>
                  {t('quiz.elearning.moduleLabel', { index: i + 1, title: m.title })}
                </Button>
              ) : (
                <span>{t('quiz.elearning.moduleLabel', { index: i + 1, title: m.title })}</span>
              )}{' '}
              <span className="elearning-modules__state">{m.read ? t('animations.elearning.read') : t('animations.elearning.unread')}</span>
            </li>
          ))}
        </ol>
      </nav>
      {current ? (
        <LoadStates
          state={current.state}
          loading={t('quiz.elearning.loading')}
          failed={t([`validation.server.${current.state.status === 'failure' ? current.state.code : ''}`, 'quiz.loadFailed'])}
          retryLabel={t('data.retry')}
          onRetry={() => u.choose(current.id)}
        >
          {(module) => (
            <article
              className="elearning-module"
              data-testid="elearning-module"
              data-module-id={current.id}
              aria-labelledby="elearning-module-title"
            >
              <p className="elearning-module__step">{t('quiz.elearning.step', { index: index + 1, total: list.length })}</p>
              <h2 id="elearning-module-title" tabIndex={-1} ref={heading}>
                {module.title}
              </h2>
              {Object.entries(module.content.zones).map(([name, items]) => (
                <CmsZone key={name} items={items} />
              ))}
              {module.read && module.next_module_id !== null ? (
                <p>
                  <Button variant="secondary" onClick={() => u.choose(module.next_module_id ?? 0)}>
                    {t('quiz.elearning.next')}
                  </Button>
                </p>
              ) : null}
              {!module.read ? (
                <p>
                  <Button
                    variant="primary"
                    busy={u.finishing}
                    onClick={() => {
                      finishedHere.current = true;
                      u.finish();
                    }}
                    data-testid="module-finish"
                    operation="markModuleRead"
                  >
                    {module.next_module_id !== null ? t('quiz.elearning.finishContinue') : t('quiz.elearning.finishLast')}
                  </Button>
                </p>
              ) : null}
            </article>
          )}
        </LoadStates>
      ) : null}
      {u.error ? (
        <Notice tone="error" as="p">
          {t([`validation.server.${u.error}`, 'quiz.saveFailed'])}
        </Notice>
      ) : null}
      {allRead ? (
        <Notice
          tone="success"
          data-testid="elearning-all-read"
          ref={allReadNotice}
          tabIndex={-1}
          action={
            animation.participation.state !== 'completed' ? (
              <Button variant="primary" busy={starting} onClick={start} data-testid="quiz-start" operation="startQuizAttempt">
                {t('animations.elearning.startQuiz')}
              </Button>
            ) : (
              <ButtonLink to="animation-details" params={{ id: String(animation.id) }} variant="primary">
                {t('quiz.backToAnimation')}
              </ButtonLink>
            )
          }
        >
          <p>{t('quiz.elearning.allRead')}</p>
        </Notice>
      ) : null}
      {startError ? (
        <Notice tone="error" as="p">
          {t([`validation.server.${startError}`, 'animations.actionFailed'])}
        </Notice>
      ) : null}
    </>
  );
}
