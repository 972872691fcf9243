// Animations in the browser against the real server: a new member's quiz from the list to its credit (the list
// and its filter, the answers stored and given back after a reload, the animation in progress and resumed, the
// submit refused with questions open, the result, the miles in the header, the API's balance and the history), an
// e-learning's modules marked read on the server, and the editors' preview of an unpublished quiz. Miles are
// earned by throw-away members (POST /api/dev/members). Both engines (axe + IBM) on every page and state.
// What the pages say and send in every other case (resume, refusals,
// the result in French, the reading order, the one-call actions, a guest sent through the login) is proven in
// jsdom by tests/integration/journeys/quiz-elearning.test.tsx, the server's rules by tests/api/animations-*.test.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agent, apiLogin, authHeaders, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations } from './support/axe';

const nbsp = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

async function balance(request: APIRequestContext, account: Account): Promise<number> {
  const response = await request.get('/api/users_stats', { headers: await authHeaders(request, account) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { points: number[] }).points[4] ?? 0;
}

/** Both engines on the page as it is. */
async function check(page: Page, name: string): Promise<void> {
  await expectNoViolations(page, name);
}

async function english(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('language_logged', 'en');
    window.localStorage.setItem('language_public', 'en');
  });
}

const question = (page: Page, id: number) => page.locator(`[data-question-id="${id}"]`);
const choice = (page: Page, id: number) => page.locator(`input[value="${id}"]`);

/** Chooses an answer and waits for the server to have stored it. */
async function answer(page: Page, choiceId: number): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/answers/') && r.request().method() === 'PUT');
  await choice(page, choiceId).check();
  expect((await saved).status()).toBe(200);
}

test.describe('animations and quizzes', () => {
  test.beforeEach(async ({ page }) => {
    await english(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a new member: the list and its filter, a quiz from start to result, the miles in the header and the history', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000); // A quiz from start to result on the real server, then the header and the history it changed.
    const member = await createMember(request);
    const before = await balance(request, member);
    await signIn(page, request, member);
    await page.goto('/earn/animations');
    await expect(page.getByRole('heading', { level: 1, name: 'Animations' })).toBeVisible();
    await expect(page.getByTestId('animation-card').first()).toBeVisible();
    await check(page, 'list');
    await page.getByLabel('Type of animation').selectOption('quiz');
    await expect(page).toHaveURL(/\/earn\/animations\?type=quiz$/);
    const cards = page.getByTestId('animation-card');
    await expect(cards.filter({ hasText: 'Survey' })).toHaveCount(0);
    const card = cards.filter({ has: page.getByRole('link', { name: 'The Horizon brands' }) });
    await expect(card.getByTestId('animation-state')).toHaveText('Not started');
    await check(page, 'list-quiz');

    await card.getByRole('link', { name: 'The Horizon brands' }).click();
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
    await page.goto('/earn/animations/1');
    await expect(page.getByTestId('animation-state')).toHaveText('In progress');
    await check(page, 'detail-in-progress');
    await page.getByTestId('quiz-resume').click();
    await expect(page).toHaveURL(quizUrl);
    await expect(choice(page, 1012)).toBeChecked();
    await expect(choice(page, 1011)).not.toBeChecked();
    await expect(choice(page, 1023)).toBeChecked();
    await page.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(page.getByTestId('quiz-missing')).toHaveText('2 questions still need an answer.');
    await expect(question(page, 103).locator('input').first()).toBeFocused();
    await check(page, 'quiz-refused');
    await answer(page, 1033);
    await expect(page.getByTestId('quiz-missing')).toHaveText('1 question still needs an answer.');
    await answer(page, 1042);
    await page.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(page.getByTestId('quiz-score')).toHaveText('Well done! You scored 4 out of 4.');
    // The credit as a past event (its day); the current balance is the header's alone.
    await expect(page.getByTestId('quiz-miles')).toHaveText(/^500 miles credited on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(page.getByTestId('main-balance').or(page.locator('.header-balance')).first()).toContainText(nbsp(before + 500));
    expect(await balance(request, member)).toBe(before + 500);
    await check(page, 'quiz-result');

    await page.goto('/my-miles');
    await expect(page.getByText('Quiz: The Horizon brands').first()).toBeVisible();
  });

  test("an e-learning's modules are marked read on the server, one by one, until its quiz opens", async ({ page, request }) => {
    await signIn(page, request, await createMember(request));
    await page.goto('/earn/animations/6');
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
    await page.goto('/earn/animations/6');
    await expect(page.getByTestId('elearning-panel')).toContainText('3 of 3 modules read');
  });

  for (const who of ['a member', 'a guest'] as const) {
    test(`an editor's preview shows an unpublished quiz read-only to ${who}, with the preview banner; without the link nothing`, async ({
      page,
      request,
    }) => {
      const { token } = await apiLogin(request, agent);
      const created = await request.post('/api/admin/preview_tokens', { headers: { Authorization: `Bearer ${token}` } });
      expect(created.status()).toBe(201);
      const preview = ((await created.json()) as { token: string }).token;
      if (who === 'a member') await signIn(page, request, await createMember(request));
      // Without the preview link: not shown.
      await page.goto('/animations-preview?id=18');
      await expect(page.getByTestId('animation-not-found')).toBeVisible();
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
      await check(page, `preview-${who === 'a member' ? 'member' : 'guest'}`);
    });
  }
});
