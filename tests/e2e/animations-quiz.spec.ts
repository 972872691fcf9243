// Animations in the browser against the real server, as one new member (POST /api/dev/members) in one page load
// moved from page to page as a link would: an editor's preview link shows an unpublished quiz read-only, with the
// preview banner, until it is left; a quiz started from its animation, its answers stored (the animation in
// progress, and resuming gives them back), the submit refused with questions open, the result and the miles in the
// header; an e-learning's modules marked read on the server, one by one, until its quiz opens. Both engines
// (axe + IBM) on every state of these pages. The list and its filter (audited in a11y-engines.spec.ts), the other
// cases of the pages (resume, refusals, the result in French, the reading order, the one-call actions, a guest
// sent through the login, a guest's preview and nothing shown without the link) are proven in jsdom by
// tests/integration/journeys/quiz-elearning.test.tsx and tests/unit/model/animations-model.test.ts; the server's
// rules (an unpublished animation is not found without the preview token), the credit's movement and its line in
// the history by tests/api/animations-*.test.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agent, apiLogin, authHeaders, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations, navigateInApp } from './support/axe';

const nbsp = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

async function balance(request: APIRequestContext, account: Account): Promise<number> {
  const response = await request.get('/api/users_stats', { headers: await authHeaders(request, account) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { points: number[] }).points[4] ?? 0;
}

/**
 * Both engines on the page once its finite animations have ended: a module of an e-learning fades in, and an
 * audit in the middle of the fade would measure the contrast of half-transparent text.
 */
async function check(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)), // a cancelled one has ended too
    ),
  );
  await expectNoViolations(page, name);
}

const question = (page: Page, id: number) => page.locator(`[data-question-id="${id}"]`);
const choice = (page: Page, id: number) => page.locator(`input[value="${id}"]`);

/** Chooses an answer and waits for the server to have stored it. */
async function answer(page: Page, choiceId: number): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/answers/') && r.request().method() === 'PUT');
  await choice(page, choiceId).check();
  expect((await saved).status()).toBe(200);
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a new member: an editor's preview of a draft quiz, a quiz from start to result, an e-learning's modules read", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // A quiz from start to result, an e-learning and a preview on the real server.
  await page.addInitScript(() => window.localStorage.setItem('language_logged', 'en'));
  const member = await createMember(request);
  const before = await balance(request, member);
  await signIn(page, request, member);

  await test.step("an editor's preview shows an unpublished quiz read-only, with the preview banner, until it is left", async () => {
    const { token } = await apiLogin(request, agent);
    const created = await request.post('/api/admin/preview_tokens', { headers: { Authorization: `Bearer ${token}` } });
    expect(created.status()).toBe(201);
    const preview = ((await created.json()) as { token: string }).token;
    // The content system's preview button: the admin-preview address with the staff token and the page.
    await page.goto(`/preview?token=${preview}&url=${encodeURIComponent('/animations-preview?id=18')}`);
    await expect(page).toHaveURL('/animations-preview?id=18');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz: spa and wellness (draft)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leave preview' })).toBeVisible();
    await expect(page.getByText('Preview: taking part is not possible here.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toHaveCount(0);
    // The draft's questions, read-only, for proofreading: every choice shown, none can be chosen.
    const questions = page.getByTestId('preview-questions');
    await expect(questions.getByRole('heading', { name: 'The questions (2)' })).toBeVisible();
    await expect(questions.getByTestId('quiz-question')).toHaveCount(2);
    await expect(question(page, 1801)).toContainText('Which brand has a spa in every hotel?');
    await expect(question(page, 1801).getByRole('radio', { name: 'Horizon Resorts' })).toBeDisabled();
    await expect(questions.locator('input:enabled')).toHaveCount(0);
    await check(page, 'preview');
    // Leaving the preview forgets its token: the member's own pages follow in the same page load.
    await page.getByRole('region', { name: 'Leave preview' }).getByRole('button', { name: 'Leave preview' }).click();
    await expect(page.getByRole('region', { name: 'Leave preview' })).toHaveCount(0);
  });

  await test.step('a quiz: answers stored and given back, the submit refused with questions open, then the result', async () => {
    await navigateInApp(page, '/earn/animations/1');
    await expect(page.getByRole('heading', { level: 1, name: 'The Horizon brands' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expect(page).toHaveURL(/\/earn\/animations\/quiz\/1\/\d+$/);
    await expect(page.getByTestId('quiz-question')).toHaveCount(4);
    await check(page, 'quiz');
    const quizUrl = page.url();
    await answer(page, 1011);
    await answer(page, 1012); // changed
    await answer(page, 1021);
    await answer(page, 1023);
    // What was sent is stored: the animation is in progress, and resuming gives the answers back.
    await navigateInApp(page, '/earn/animations/1');
    await expect(page.getByTestId('animation-state')).toHaveText('In progress');
    await check(page, 'detail-in-progress');
    await page.getByTestId('quiz-resume').click();
    await expect(page).toHaveURL(quizUrl);
    await expect(choice(page, 1012)).toBeChecked();
    await expect(choice(page, 1011)).not.toBeChecked();
    await expect(choice(page, 1023)).toBeChecked();
    await page.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' }).getByRole('link')).toHaveText([
      'Question 3 of 4: Please answer this question.',
      'Question 4 of 4: Please answer this question.',
    ]);
    await expect(question(page, 103).locator('input').first()).toBeFocused();
    await check(page, 'quiz-refused');
    await answer(page, 1033);
    await answer(page, 1042);
    await page.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(page.getByTestId('quiz-score')).toHaveText('Well done! You scored 4 out of 4.');
    // The credit as a past event (its day); the current balance is the header's alone.
    await expect(page.getByTestId('quiz-miles')).toHaveText(/^500 miles credited on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(page.getByTestId('main-balance').or(page.locator('.header-balance')).first()).toContainText(nbsp(before + 500));
    await check(page, 'quiz-result');
  });

  await test.step("an e-learning's modules are marked read on the server, one by one, until its quiz opens", async () => {
    await navigateInApp(page, '/earn/animations/6');
    await expect(page.getByTestId('elearning-panel')).toContainText('0 of 3 modules read');
    await page.getByTestId('elearning-continue').click();
    await expect(page).toHaveURL(/\/earn\/animations\/elearnings-details\/6\/\d+$/);
    await expect(page.getByTestId('elearning-module')).toHaveAttribute('data-module-id', '601');
    await check(page, 'elearning-module');
    for (const next of ['602', '603']) {
      await page.getByRole('button', { name: 'Mark as read and continue' }).click();
      await expect(page.getByTestId('elearning-module')).toHaveAttribute('data-module-id', next);
    }
    await page.getByRole('button', { name: 'Mark as read', exact: true }).click();
    await expect(page.getByTestId('elearning-all-read')).toBeVisible();
    await check(page, 'elearning-all-read');
    // The progress is the server's: the animation's page reads it back.
    await navigateInApp(page, '/earn/animations/6');
    await expect(page.getByTestId('elearning-panel')).toContainText('3 of 3 modules read');
  });
});
