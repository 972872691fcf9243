// The action of a quiz or a survey on its page: Start, Resume (the open attempt, where the member stopped) or
// the completed state with a link to the result; closed, upcoming and "no attempt left" say so.
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import type { AnimationDetail, QuizAction } from '@/model/animations/animation-types';
import { Button, buttonClass } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Link } from 'react-router';
import { useQuizPath, useStartQuiz } from './use-start-quiz';

/** The latest submitted attempt ("See my result"); optional in the contract, so absent reads as none. */
export function lastAttemptOf(animation: AnimationDetail): number | null {
  return animation.last_attempt_id ?? null;
}

export function QuizPanel({ animation, action, readOnly }: { animation: AnimationDetail; action: QuizAction; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const kind = animation.type === 'survey' ? 'survey' : 'quiz';
  const { start, starting, error } = useStartQuiz(animation, action.quiz_id);
  const quizPath = useQuizPath();
  const completed = animation.participation.state === 'completed';
  const open = animation.current_attempt_id;
  const last = lastAttemptOf(animation);
  const resultPath = last !== null ? quizPath(animation, action.quiz_id, last) : null;
  const resumePath = open !== null ? quizPath(animation, action.quiz_id, open) : null;
  const attemptsLeft = animation.attempts_allowed - animation.attempts_used;

  return (
    <div className="animation-panel" data-testid="quiz-panel">
      <p>
        {t(`animations.quiz.${kind}Intro`, { count: action.question_count })}
        {kind === 'quiz' && action.pass_score !== undefined
          ? ` ${t('animations.quiz.passScore', { score: action.pass_score, count: action.question_count })}`
          : ''}
      </p>
      {readOnly ? null : animation.status === 'upcoming' ? (
        <Notice live={false}>
          <p>{t('animations.quiz.upcoming', { date: formatDay(animation.starts_on, i18n.language) })}</p>
        </Notice>
      ) : resumePath ? (
        <p>
          <Link className={buttonClass('primary')} to={resumePath} data-testid="quiz-resume">
            {t(`animations.quiz.resume.${kind}`)}
          </Link>
        </p>
      ) : completed ? (
        <Notice tone="success" live={false}>
          <p>{t(`animations.quiz.done.${kind}`)}</p>
          {resultPath ? (
            <p>
              <Link to={resultPath} data-testid="quiz-see-result">
                {t('animations.quiz.seeResult')}
              </Link>
            </p>
          ) : null}
        </Notice>
      ) : animation.status === 'closed' ? (
        <Notice live={false}>
          <p>{t(`animations.quiz.closed.${kind}`)}</p>
        </Notice>
      ) : attemptsLeft <= 0 ? (
        <Notice live={false}>
          <p>{t('animations.quiz.noAttemptLeft')}</p>
          {resultPath ? (
            <p>
              <Link to={resultPath}>{t('animations.quiz.seeResult')}</Link>
            </p>
          ) : null}
        </Notice>
      ) : (
        <p>
          <Button variant="primary" busy={starting} onClick={start} data-testid="quiz-start" operation="startQuizAttempt">
            {t(`animations.quiz.start.${kind}`)}
          </Button>
        </p>
      )}
      {error ? (
        <Notice tone="error" as="p">
          {t([`validation.server.${error}`, 'animations.actionFailed'])}
        </Notice>
      ) : null}
    </div>
  );
}
