// The questions of an open attempt: the quiz form (schemas/forms/quiz-answers.json), its `answers` drawn by
// QuizQuestionsField from the attempt, under a line counting the questions answered. Each choice is saved as it is
// given (the model shows it at once and puts back the server's answer with a message when a save fails). Submit is
// refused while a question is open (requirements §5): the error summary names each one and the focus goes to the
// first; otherwise the answers shown and any field an editor added are sent, and the page shows the result.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormFields, FormValues } from '@/forms/form-types';
import { submitAttemptFx } from '@/model/quiz/quiz-calls';
import { $answers, $saveErrors, answerChosen } from '@/model/quiz/quiz-model';
import { unansweredQuestions } from '@/model/quiz/quiz-rules';
import type { Answers, QuizAttempt, QuizSubmit } from '@/model/quiz/quiz-types';
import { QuizQuestionsField } from './quiz-questions-field';
import type { QuizFormContext } from './quiz-questions-field';

const quizFields: FormFields = { quizQuestions: QuizQuestionsField };

export function QuizForm({ attempt }: { attempt: QuizAttempt }) {
  const { t } = useTranslation();
  const { answers, saveErrors, choose, submit } = useUnit({
    answers: $answers,
    saveErrors: $saveErrors,
    choose: answerChosen,
    submit: submitAttemptFx,
  });
  const [sent, setSent] = useState<Answers>({});
  const total = attempt.questions.length;
  const answered = total - unansweredQuestions(attempt.questions, answers).length;
  // The form's `answers` start from, and follow, the answers the page shows (a save put back by the server too).
  const initialData = useMemo<FormValues>(() => ({ answers }), [answers]);
  const formContext = useMemo<QuizFormContext>(
    () => ({
      attempt,
      saveErrors,
      choose,
      sent,
      fieldLabels: Object.fromEntries(
        attempt.questions.map((q, i) => [`answers.${q.id}`, t('quiz.questionNumber', { index: i + 1, total })]),
      ),
    }),
    [attempt, saveErrors, choose, sent, t, total],
  );

  const onSubmit = async (values: FormValues): Promise<void> => {
    const answers = (values.answers ?? {}) as Answers;
    setSent(answers);
    const open = unansweredQuestions(attempt.questions, answers);
    if (open.length > 0) {
      const message = t('quiz.required');
      throw { code: 422, errors: open.map((id) => ({ propertyPath: `answers.${id}`, message })) };
    }
    await submit({ attemptId: attempt.id, values: values as QuizSubmit });
  };

  return (
    <div className="quiz-form">
      <p id="quiz-progress" className="quiz-form__progress" aria-live="polite">
        {t('quiz.answered', { count: answered, total })}
      </p>
      <LazySchemaForm
        formId="quiz-answers"
        submitLabel={`quiz.submit.${attempt.kind}`}
        initialData={initialData}
        formContext={formContext}
        fields={quizFields}
        onSubmit={onSubmit}
      />
    </div>
  );
}
