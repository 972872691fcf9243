// The result of a submitted attempt in jsdom. Its miles are a past event, written as one: "500 miles credited on
// 12 November 2026" (the submit that credited them), never a balance of that day presented as the current one —
// the result is opened again weeks later, when the header (users_stats) shows another figure. The right answers
// are reviewed only when the server gives them (once the member can no longer earn from the quiz).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { allNamespaces, applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import type { QuizResult } from '@/model/quiz/quiz-types';
import { QuizResultView } from '@/templates/quiz/quiz-result';
import { attempt, passed } from '../model/quiz-fixtures';

beforeAll(async () => {
  await applyLanguage('en');
  await loadNamespaces(allNamespaces);
});
afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

const submittedAt = '2026-11-12T10:00:00.000Z';
const answers = { '101': [1], '102': [4, 5], '103': [8] };

function show(result: QuizResult, kind: 'quiz' | 'survey' = 'quiz') {
  const submitted = attempt(answers, { kind, submitted_at: submittedAt, result });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <QuizResultView attempt={submitted} result={result} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a quiz result', () => {
  it("gives the miles with the day they were credited, and not that day's balance", () => {
    show({ ...passed, miles_credited: 500, balance: 76_000 });
    expect(screen.getByTestId('quiz-miles')).toHaveTextContent(/^500 miles credited on 12 November 2026\.$/);
    expect(screen.getByTestId('quiz-result')).not.toHaveTextContent(/76\s000|balance/i);
  });

  it.each([
    ['fr-be', /^500 miles crédités le 12 novembre 2026\.$/],
    ['nl-be', /^500 miles toegekend op 12 november 2026\.$/],
  ] as const)('reads so in %s', async (language: Language, text) => {
    await applyLanguage(language);
    await loadNamespaces(allNamespaces);
    show({ ...passed, miles_credited: 500, balance: 76_000 });
    expect(screen.getByTestId('quiz-miles')).toHaveTextContent(text);
  });

  it('reviews the right answers when the server gives them', () => {
    show({ ...passed, passed: false, score: 1, miles_credited: 0, correct: { '101': [1], '102': [4, 6], '103': [7] } });
    expect(screen.getByTestId('quiz-miles')).toHaveTextContent('No miles were credited for this attempt.');
    expect(screen.getAllByText(/^The right answer:/)).toHaveLength(2);
  });

  it('shows no review at all without them', () => {
    const { correct: _key, ...withoutKey } = passed;
    show({ ...withoutKey, passed: false, score: 1, miles_credited: 0 });
    expect(screen.queryByText(/right answer/i)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
