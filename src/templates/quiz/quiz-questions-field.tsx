// The questions of an attempt: the quiz form's `answers` ("ui:field": "quizQuestions"), one group of radio buttons or
// checkboxes per question of the quiz file (QuizQuestion). A choice is the form's value and goes to the page
// (`choose`: saved per question); the form's value also follows the answers the page puts back (its starting values:
// a save the server refused), so what is sent is what is seen. Each question says its own refusal: unanswered at submit (the page's rule or the server's, put on
// `answers.<id>`), or a save the server refused.
import { toFieldPathId } from '@rjsf/utils';
import type { ErrorSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FormValues, SchemaFormContext, ThemeFieldProps } from '@/forms/form-types';
import { nextChoices, stillShown } from '@/model/quiz/quiz-rules';
import type { Answers, QuizAttempt } from '@/model/quiz/quiz-types';
import { QuizQuestion } from './quiz-question';

/** What the quiz page gives its form (formContext). */
export interface QuizFormContext extends SchemaFormContext {
  attempt: QuizAttempt;
  /** Per question id, why its last save was refused (a validation.server key). */
  saveErrors: Readonly<Record<string, string>>;
  choose: (choice: { questionId: number; choiceIds: number[] }) => void;
  /** The answers the last submit sent: a refusal of a question is shown while its answer is still the one refused. */
  sent: Answers;
}

export function QuizQuestionsField({ formData, errorSchema, registry, fieldPathId, onChange }: ThemeFieldProps) {
  const { t } = useTranslation();
  const { attempt, saveErrors, choose, sent } = registry.formContext as QuizFormContext;
  const answers = (typeof formData === 'object' && formData !== null ? formData : {}) as Answers;
  const errorsOf = (errorSchema ?? {}) as Record<string, ErrorSchema | undefined>;
  const total = attempt.questions.length;
  return (
    <>
      {attempt.questions.map((question, index) => {
        const key = String(question.id);
        const chosen = answers[key] ?? [];
        // Why only while unchanged: an answer given since the refusal settles it (the summary keeps it until the next submit).
        const refused = stillShown(answers, question.id, sent[key] ?? []) ? errorsOf[key]?.__errors?.[0] : undefined;
        const saveError = saveErrors[key];
        const message = refused ?? (saveError ? t([`validation.server.${saveError}`, 'quiz.saveFailed']) : null);
        return (
          <QuizQuestion
            key={question.id}
            question={question}
            index={index}
            total={total}
            chosen={chosen}
            message={message}
            firstInputId={toFieldPathId(key, registry.globalFormOptions, fieldPathId.path).$id}
            onChoose={(choiceId, checked) => {
              const choiceIds = nextChoices(question, chosen, choiceId, checked);
              // Both in the same render: the form's value (what a submit sends) and the page's answer (saved).
              onChange({ ...answers, [key]: choiceIds } as FormValues, fieldPathId.path);
              choose({ questionId: question.id, choiceIds });
            }}
          />
        );
      })}
    </>
  );
}
