// Pure rules of a quiz attempt: which questions are still open, a member's next choice, whether a failed save is
// still the answer shown, and the address an attempt belongs at.
import { quizRouteType } from '@/model/animations/animation-rules';
import type { AnimationType } from '@/model/animations/animation-types';
import type { Answers, QuizAttempt, QuizQuestion } from './quiz-types';

/** The ids of the questions without a chosen answer, in the quiz's order (requirements §5: every one is required). */
export function unansweredQuestions(questions: readonly QuizQuestion[], answers: Answers): number[] {
  return questions.filter((q) => (answers[String(q.id)] ?? []).length === 0).map((q) => q.id);
}

/** The member's new choice for a question: one for a single-choice question, toggled for a multiple one. */
export function nextChoices(question: QuizQuestion, current: readonly number[], choiceId: number, checked: boolean): number[] {
  if (!question.multiple) return [choiceId];
  const without = current.filter((id) => id !== choiceId);
  // Why the question's order: the saved answer reads the same whatever order the boxes were ticked in.
  const chosen = checked ? [...without, choiceId] : without;
  return question.choices.map((c) => c.id).filter((id) => chosen.includes(id));
}

const same = (a: readonly number[] = [], b: readonly number[] = []) => a.length === b.length && a.every((id, i) => id === b[i]);

/** True when a question's answer on the page is still the one a failed save sent (nothing newer to keep). */
export function stillShown(answers: Answers, questionId: number, sent: readonly number[]): boolean {
  return same(answers[String(questionId)], sent);
}

/** The parameters of a quiz address (/earn/animations/:type/:quizId/:answerId). */
export interface AttemptAddress {
  type: string;
  quizId: string;
  answerId: string;
}

/**
 * The address an attempt belongs at, when the one it was opened at is not it (null when it is). The attempt's
 * own animation decides, so an address naming another animation or another kind of quiz never shows the
 * attempt as that one. Until its animation's type is known, a quiz attempt may be at `quiz` or `elearnings`.
 */
export function misplacedAttempt(
  attempt: Pick<QuizAttempt, 'id' | 'quiz_id' | 'kind'>,
  animationType: AnimationType | null,
  shown: { type: string | undefined; quizId: string | undefined },
): AttemptAddress | null {
  const guessed = attempt.kind === 'survey' ? 'survey' : shown.type === 'elearnings' ? 'elearnings' : 'quiz';
  const own = {
    type: animationType ? quizRouteType(animationType) : guessed,
    quizId: String(attempt.quiz_id),
    answerId: String(attempt.id),
  };
  return own.type === shown.type && own.quizId === shown.quizId ? null : own;
}
