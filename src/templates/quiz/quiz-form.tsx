// The questions of an open attempt. Each choice is saved as it is given (the model shows it at once and puts
// back the server's answer with a message when a save fails). Submit is refused while a question is open: a
// summary says how many, each open question says so, and the focus goes to the first one (requirements §5).
import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import {
  $answers,
  $blockedSubmits,
  $missing,
  $saveErrors,
  $submitError,
  $submitQueued,
  $submitting,
  answerChosen,
  submitPressed,
} from '@/model/quiz/quiz-model';
import { nextChoices } from '@/model/quiz/quiz-rules';
import type { QuizAttempt } from '@/model/quiz/quiz-types';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { QuizQuestion } from './quiz-question';

export function QuizForm({ attempt }: { attempt: QuizAttempt }) {
  const { t } = useTranslation();
  const units = useUnit({
    answers: $answers,
    missing: $missing,
    saveErrors: $saveErrors,
    blocked: $blockedSubmits,
    submitError: $submitError,
    submitting: $submitting,
    queued: $submitQueued,
    choose: answerChosen,
    submit: submitPressed,
  });
  const { answers, missing, saveErrors, blocked } = units;
  const firstMissing = useRef<HTMLInputElement>(null);
  const total = attempt.questions.length;
  const answered = attempt.questions.filter((q) => (answers[String(q.id)] ?? []).length > 0).length;

  // Why on the counter: every refused submit moves the focus, even when the same question is still open.
  useEffect(() => {
    if (blocked > 0) firstMissing.current?.focus();
  }, [blocked]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    units.submit();
  };
  const kind = attempt.kind;
  return (
    <form className="quiz-form" onSubmit={onSubmit} noValidate aria-describedby="quiz-progress">
      <p id="quiz-progress" className="quiz-form__progress" aria-live="polite">
        {t('quiz.answered', { count: answered, total })}
      </p>
      {missing.length > 0 ? (
        <Notice tone="error" data-testid="quiz-missing">
          <p>{t('quiz.missing', { count: missing.length })}</p>
        </Notice>
      ) : null}
      {attempt.questions.map((question, index) => {
        const key = String(question.id);
        const chosen = answers[key] ?? [];
        const saveError = saveErrors[key];
        const isMissing = missing.includes(question.id);
        const message = saveError ? t([`validation.server.${saveError}`, 'quiz.saveFailed']) : isMissing ? t('quiz.required') : null;
        return (
          <QuizQuestion
            key={question.id}
            question={question}
            index={index}
            total={total}
            chosen={chosen}
            message={message}
            firstInputRef={isMissing && missing[0] === question.id ? firstMissing : undefined}
            onChoose={(choiceId, checked) =>
              units.choose({ questionId: question.id, choiceIds: nextChoices(question, chosen, choiceId, checked) })
            }
          />
        );
      })}
      {units.submitError ? (
        <Notice tone="error" as="p">
          {t([`validation.server.${units.submitError}`, 'quiz.submitFailed'])}
        </Notice>
      ) : null}
      <p>
        <Button
          type="submit"
          variant="primary"
          busy={units.submitting || units.queued}
          data-testid="quiz-submit"
          operation="submitQuizAttempt"
        >
          {t(`quiz.submit.${kind}`)}
        </Button>
      </p>
    </form>
  );
}
