// Pure rules of a quiz attempt: which questions are still open, what a refusal is called, and the answers
// the server's refusal of submit names (quiz_incomplete's violations, one per unanswered question).
import type { ApiError } from '@/api/api-error';
import type { Answers, QuizQuestion } from './quiz-types';

/** The ids of the questions without a chosen answer, in the quiz's order (SPEC §5: every one is required). */
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

/** The refusal's name for the locale files (`validation.server.<name>`, or a quiz.* message for the rest). */
export function refusalOf(error: ApiError): string {
  if (error.status === 0) return 'network';
  if (error.key && /^[a-z_]+$/.test(error.key)) return error.key;
  if (typeof error.code === 'string' && /^[a-z_]+$/.test(error.code)) return error.code;
  return error.status >= 500 ? 'server' : 'unknown';
}

/** The question ids a quiz_incomplete refusal names (its violations' fields), in the quiz's order. */
export function incompleteOf(error: ApiError, questions: readonly QuizQuestion[]): number[] {
  if (!Array.isArray(error.errors)) return [];
  const named = new Set(error.errors.map((v) => v.propertyPath));
  return questions.filter((q) => named.has(String(q.id))).map((q) => q.id);
}

const same = (a: readonly number[] = [], b: readonly number[] = []) => a.length === b.length && a.every((id, i) => id === b[i]);

/** True when a question's answer on the page is still the one a failed save sent (nothing newer to keep). */
export function stillShown(answers: Answers, questionId: number, sent: readonly number[]): boolean {
  return same(answers[String(questionId)], sent);
}
