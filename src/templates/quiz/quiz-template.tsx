// The quiz pages (requirements §2.5 `quiz`): an attempt at /earn/animations/:type/:quizId/:answerId (type quiz, survey
// or elearnings; answerId is the attempt) and an e-learning's modules at
// /earn/animations/elearnings-details/:animationId/:quizId — the route's parameters pick the view.
import type { TemplateProps } from '@/templates/template-props';
import { ElearningReader } from './elearning-reader';
import { QuizPage } from './quiz-page';
import '@/templates/templates.css';
import './quiz.css';

export default function QuizTemplate({ params, blocks }: TemplateProps) {
  return (
    <section className="page quiz" data-template="quiz">
      {params.animationId !== undefined ? (
        <ElearningReader animationParam={params.animationId} quizParam={params.quizId} blocks={blocks} />
      ) : (
        <QuizPage attemptParam={params.answerId} typeParam={params.type} quizParam={params.quizId} blocks={blocks} />
      )}
    </section>
  );
}
