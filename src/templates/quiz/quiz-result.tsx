// The result of a submitted attempt: the score (quiz) or thanks (survey), the miles credited and on which day —
// a past event, as the page is opened again weeks later; the current balance is the header's (users_stats, read
// again by the model after a credit) — and, for a quiz whose right answers the server gives (once the member can
// no longer earn from it), each question with the member's answer and the right one; any field an editor added to
// the quiz form, as the member filled it. Announced and focused once, so a screen reader hears the outcome right
// after submitting.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddedFieldList } from '@/forms/added-fields';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { QuizAttempt, QuizResult } from '@/model/quiz/quiz-types';
import { ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';
import { Notice } from '@/ui/notice';
import { figureListClass } from '@/ui/figure-list-class';

export function QuizResultView({ attempt, result }: { attempt: QuizAttempt; result: QuizResult }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const miles = (n: number) => formatNumber(n, appConfig.constants.numberLocale);
  const survey = attempt.kind === 'survey';
  const correct = result.correct;
  return (
    <section className="quiz-result" data-testid="quiz-result" aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title" tabIndex={-1} ref={heading}>
        {t('quiz.result.title')}
      </h2>
      <Notice tone={survey || result.passed ? 'success' : 'info'} live="status">
        <p data-testid="quiz-score">
          {survey
            ? t('quiz.result.thanks')
            : t(result.passed ? 'quiz.result.passed' : 'quiz.result.failed', { score: result.score, max: result.max_score })}
        </p>
        <p data-testid="quiz-miles">
          {result.miles_credited > 0 && attempt.submitted_at
            ? t('quiz.result.creditedOn', { miles: miles(result.miles_credited), date: formatDay(attempt.submitted_at, i18n.language) })
            : t('quiz.result.noMiles')}
        </p>
      </Notice>
      <AddedFieldList formId="quiz-answers" values={attempt} shown={['answers']} className={figureListClass('quiz-result__added')} />
      {correct && !survey ? (
        <ol className="quiz-review">
          {attempt.questions.map((question) => {
            const given = attempt.answers[String(question.id)] ?? [];
            const right = correct[String(question.id)] ?? [];
            const textOf = (ids: number[]) =>
              question.choices
                .filter((c) => ids.includes(c.id))
                .map((c) => c.text)
                .join(', ') || '—';
            const ok = given.length === right.length && given.every((id) => right.includes(id));
            return (
              <li key={question.id} data-correct={ok}>
                <p className="quiz-review__question">{question.text}</p>
                <p>
                  {t('quiz.result.yourAnswer')} {textOf(given)} — {ok ? t('quiz.result.right') : t('quiz.result.wrong')}
                </p>
                {ok ? null : (
                  <p>
                    {t('quiz.result.rightAnswer')} {textOf(right)}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      <ActionRow>
        <ButtonLink to="animation-details" params={{ id: String(attempt.animation_id) }} variant="secondary">
          {t('quiz.backToAnimation')}
        </ButtonLink>
        <ButtonLink to="my-miles" variant="secondary">
          {t('quiz.result.myMiles')}
        </ButtonLink>
        <ButtonLink to="animations" variant="link">
          {t('animations.detail.backToList')}
        </ButtonLink>
      </ActionRow>
    </section>
  );
}
