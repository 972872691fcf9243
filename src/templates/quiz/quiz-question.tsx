// One question of an attempt: a fieldset named by its legend, radio buttons for a single-choice question and
// checkboxes for a multiple one, pictures with their size reserved and their text alternative, and the
// question's own message (unanswered at submit, or a save the server refused). Read-only in the preview.
import { useTranslation } from 'react-i18next';
import type { QuizQuestion as Question } from '@/model/quiz/quiz-types';

interface Props {
  question: Question;
  index: number;
  total: number;
  chosen: readonly number[];
  /** The message key to show under the question, or null. */
  message: string | null;
  onChoose?: (choiceId: number, checked: boolean) => void;
  readOnly?: boolean;
  /** The id of the first choice's input: the quiz form's id for the question, which its error summary links to. */
  firstInputId?: string;
}

export function QuizQuestion({ question, index, total, chosen, message, onChoose, readOnly = false, firstInputId }: Props) {
  const { t } = useTranslation();
  const name = `question-${question.id}`;
  const errorId = `${name}-error`;
  return (
    <fieldset className="quiz-question" data-testid="quiz-question" data-question-id={question.id}>
      <legend>
        <span className="quiz-question__number">{t('quiz.questionNumber', { index: index + 1, total })}</span> {question.text}
      </legend>
      {question.multiple ? <p className="quiz-question__hint">{t('quiz.multipleHint')}</p> : null}
      {question.picture ? (
        <img
          className="quiz-question__picture"
          src={question.picture.src}
          alt={question.picture.alt}
          width={question.picture.width}
          height={question.picture.height}
        />
      ) : null}
      {message ? (
        <p className="quiz-question__error" id={errorId}>
          {message}
        </p>
      ) : null}
      <ul className="quiz-question__choices">
        {question.choices.map((choice, i) => {
          const id = (i === 0 ? firstInputId : undefined) ?? `${name}-choice-${choice.id}`;
          return (
            <li key={choice.id} className="quiz-choice">
              <input
                id={id}
                type={question.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={choice.id}
                checked={chosen.includes(choice.id)}
                disabled={readOnly}
                aria-describedby={message ? errorId : undefined}
                aria-invalid={message ? true : undefined}
                onChange={(event) => onChoose?.(choice.id, event.target.checked)}
              />
              <label htmlFor={id}>
                {choice.picture ? (
                  <img
                    className="quiz-choice__picture"
                    src={choice.picture.src}
                    alt={choice.picture.alt}
                    width={choice.picture.width}
                    height={choice.picture.height}
                  />
                ) : null}
                <span>{choice.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
