// A quiz or survey attempt as the API contract answers it (startQuizAttempt, getQuizAttempt,
// saveQuizAnswer, submitQuizAttempt) and an e-learning module (getElearningModule, markModuleRead).
import type { components } from '@/generated/api';

type Schemas = components['schemas'];
export type QuizChoice = Schemas['QuizChoice'];
export type QuizQuestion = Schemas['QuizQuestion'];
/** Choice ids per question id (the JSON object's keys are strings). */
export type Answers = Schemas['QuizAnswers'];
export type QuizResult = Schemas['QuizResult'];
export type QuizAttempt = Schemas['QuizAttempt'];
/** What the quiz form sends with the submit (schemas/forms/quiz-answers.json). */
export type QuizSubmit = Schemas['QuizSubmitRequest'];
export type ElearningModule = Schemas['ElearningModule'];
export type ModuleSummary = Schemas['AnimationModuleState'];
