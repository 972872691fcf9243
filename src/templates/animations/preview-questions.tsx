// The editors' preview of a quiz, survey or e-learning quiz: the questions as members will see them (text,
// choices, pictures), read-only. The API sends them only through the preview token and never with the right
// answers, so an editor can proofread a draft quiz before publishing without starting an attempt.
import { useTranslation } from 'react-i18next';
import type { QuizQuestion as Question } from '@/model/quiz/quiz-types';
import { QuizQuestion } from '@/templates/quiz/quiz-question';
import '@/templates/quiz/quiz.css';

const none: readonly number[] = [];

export function PreviewQuestions({ questions }: { questions: readonly Question[] }) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <section className="animation-preview-questions" aria-labelledby="animation-preview-questions-title" data-testid="preview-questions">
      <h3 id="animation-preview-questions-title">{t('animations.preview.questionsTitle', { count: questions.length })}</h3>
      <p>{t('animations.preview.questionsIntro')}</p>
      {questions.map((question, index) => (
        <QuizQuestion key={question.id} question={question} index={index} total={questions.length} chosen={none} message={null} readOnly />
      ))}
    </section>
  );
}
