// The action of an e-learning on its page: the modules in order with what the member has read, a way to go
// on reading (/earn/animations/elearnings-details/:animationId/:quizId), then the quiz once every module is read.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnimationDetail, ElearningAction } from '@/model/animations/animation-types';
import { Button, ButtonLink, buttonClass } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { lastAttemptOf } from './quiz-panel';
import { useQuizPath, useStartQuiz } from './use-start-quiz';
import './elearning-modules.css';

export function ElearningPanel({
  animation,
  action,
  readOnly,
}: {
  animation: AnimationDetail;
  action: ElearningAction;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { start, starting, error } = useStartQuiz(animation, action.quiz_id);
  const quizPath = useQuizPath();
  const read = action.modules.filter((m) => m.read).length;
  const total = action.modules.length;
  const allRead = read === total;
  const open = animation.current_attempt_id;
  const last = lastAttemptOf(animation);
  const current = animation.status === 'current';
  const completed = animation.participation.state === 'completed';

  return (
    <div className="animation-panel" data-testid="elearning-panel">
      <p id="elearning-progress-label">{t('animations.elearning.progress', { count: read, total })}</p>
      <progress className="animation-progress" value={read} max={Math.max(total, 1)} aria-labelledby="elearning-progress-label" />
      <ol className="elearning-modules">
        {action.modules.map((module) => (
          <li key={module.id} data-read={module.read}>
            <span>{module.title}</span>{' '}
            <span className="elearning-modules__state">
              {module.read ? t('animations.elearning.read') : t('animations.elearning.unread')}
            </span>
          </li>
        ))}
      </ol>
      {readOnly || !current ? null : completed ? (
        <Notice tone="success" live={false}>
          <p>{t('animations.quiz.done.elearning')}</p>
          {last !== null ? (
            <p>
              <Link to={quizPath(animation, action.quiz_id, last) ?? '#'}>{t('animations.quiz.seeResult')}</Link>
            </p>
          ) : null}
        </Notice>
      ) : !allRead ? (
        <p>
          <ButtonLink
            to="elearning-details"
            params={{ animationId: String(animation.id), quizId: String(action.quiz_id) }}
            variant="primary"
            data-testid="elearning-continue"
          >
            {read === 0 ? t('animations.elearning.begin') : t('animations.elearning.continue')}
          </ButtonLink>
        </p>
      ) : open !== null ? (
        <p>
          <Link className={buttonClass('primary')} to={quizPath(animation, action.quiz_id, open) ?? '#'} data-testid="quiz-resume">
            {t('animations.quiz.resume.quiz')}
          </Link>
        </p>
      ) : (
        <p>
          <Button variant="primary" busy={starting} onClick={start} data-testid="quiz-start" operation="startQuizAttempt">
            {t('animations.elearning.startQuiz')}
          </Button>
        </p>
      )}
      {!readOnly && !current && !completed ? (
        <Notice live={false}>
          <p>{animation.status === 'upcoming' ? t('animations.elearning.upcoming') : t('animations.quiz.closed.quiz')}</p>
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" as="p">
          {t([`validation.server.${error}`, 'animations.actionFailed'])}
        </Notice>
      ) : null}
    </div>
  );
}
