// Issue 15 in the browser against the real server: the animations list (type filter in the address), an
// animation's page, the quiz (resume, submit refused with one question open: message and focus, result, the
// miles in the header and the history), an e-learning (modules in order, then its quiz), a guest sent to the
// login screen, and the editors' preview of an unpublished quiz. The demo member's seeded half-done quiz is
// resumed but never submitted (its balance is checked to the mile by the other-member specs); miles are earned
// by throw-away members (POST /api/dev/members). Both engines (axe + IBM) on every page and state; phone
// screenshots in test-results/animations/.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agent, apiLogin, authHeaders, createMember, demo, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations } from './support/axe';

const nbsp = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

async function balance(request: APIRequestContext, account: Account): Promise<number> {
  const response = await request.get('/api/users_stats', { headers: await authHeaders(request, account) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { points: number[] }).points[4] ?? 0;
}

/** Both engines on the page as it is, then a full-page phone screenshot (360 px), back to desktop. */
async function check(page: Page, name: string): Promise<void> {
  await expectNoViolations(page, name);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `test-results/animations/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
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

  test('the demo member resumes the seeded quiz; submit is refused with a question open (message, focus)', async ({ page, request }) => {
    await signIn(page, request, demo);
    await page.goto('/earn/animations/1');
    await expect(page.getByRole('heading', { level: 1, name: 'The Horizon brands' })).toBeVisible();
    await expect(page.getByTestId('animation-state')).toHaveText('In progress');
    await check(page, 'detail-in-progress');
    await page.getByTestId('quiz-resume').click();
    await expect(page).toHaveURL(/\/earn\/animations\/quiz\/1\/\d+$/);
    // The two answers the seed saved are there.
    await expect(choice(page, 1012)).toBeChecked();
    await expect(choice(page, 1021)).toBeChecked();
    await expect(choice(page, 1023)).toBeChecked();
    await expect(choice(page, 1022)).not.toBeChecked();
    await answer(page, 1033);
    await page.reload();
    await expect(choice(page, 1033)).toBeChecked();
    await expect(choice(page, 1012)).toBeChecked();
    // One question open: no submit, its message, the focus on it.
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/submit')) submits.push(r.url());
    });
    await page.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(page.getByTestId('quiz-missing')).toHaveText('1 question still needs an answer.');
    await expect(question(page, 104).getByText('Please answer this question.')).toBeVisible();
    await expect(question(page, 104).locator('input').first()).toBeFocused();
    await expect(question(page, 103).getByText('Please answer this question.')).toHaveCount(0);
    expect(submits).toEqual([]);
    await check(page, 'quiz-refused');
  });

  test('a new member: the list and its filter, a quiz from start to result, the miles in the header and the history', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
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
    await expect(cards.first()).toContainText('Quiz');
    const card = cards.filter({ has: page.getByRole('link', { name: 'The Horizon brands' }) });
    await expect(card.getByTestId('animation-state')).toHaveText('Not started');
    await expect(card).toContainText('500 miles');
    // The filter is the address: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Type of animation')).toHaveValue('quiz');
    await check(page, 'list-quiz');

    await card.getByRole('link', { name: 'The Horizon brands' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Horizon brands' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expect(page).toHaveURL(/\/earn\/animations\/quiz\/1\/\d+$/);
    await expect(page.getByTestId('quiz-question')).toHaveCount(4);
    // Single-choice questions are radio groups, the multiple one checkboxes; pictures have their size and text.
    await expect(question(page, 101).getByRole('radio')).toHaveCount(3);
    await expect(question(page, 102).getByRole('checkbox')).toHaveCount(4);
    const picture = question(page, 101).locator('img').first();
    await expect(picture).toHaveAttribute('width', '320');
    await expect(picture).toHaveAttribute('alt', /skyline|facade/);
    await check(page, 'quiz');
    await answer(page, 1011);
    await answer(page, 1012); // changed
    await answer(page, 1021);
    await answer(page, 1023);
    await page.reload();
    await expect(choice(page, 1012)).toBeChecked();
    await expect(choice(page, 1011)).not.toBeChecked();
    await expect(choice(page, 1023)).toBeChecked();
    await page.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(page.getByTestId('quiz-missing')).toHaveText('2 questions still need an answer.');
    await expect(question(page, 103).locator('input').first()).toBeFocused();
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

    await page.getByRole('link', { name: 'Back to the animation' }).first().click();
    await expect(page.getByTestId('animation-state')).toHaveText('Completed: 500 miles earned');
    await expect(page).toHaveURL(/\/earn\/animations\/1$/);
    await expect(page.getByTestId('quiz-panel')).toContainText('You have completed this quiz.');
    // "See my result" opens the submitted attempt's result again.
    await page.getByRole('link', { name: 'See my result' }).click();
    await expect(page).toHaveURL(/\/earn\/animations\/quiz\/1\/\d+$/);
    await expect(page.getByTestId('quiz-score')).toHaveText('Well done! You scored 4 out of 4.');
    await page.goto('/my-miles');
    await expect(page.getByText('Quiz: The Horizon brands').first()).toBeVisible();
  });

  test('a new member reads an e-learning module by module, then passes its quiz', async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await createMember(request);
    const before = await balance(request, member);
    await signIn(page, request, member);
    await page.goto('/earn/animations/6');
    await expect(page.getByRole('heading', { level: 1, name: 'The Horizon Select service' })).toBeVisible();
    await expect(page.getByTestId('elearning-panel')).toContainText('0 of 3 modules read');
    await page.getByTestId('elearning-continue').click();
    await expect(page).toHaveURL(/\/earn\/animations\/elearnings-details\/6\/\d+$/);
    await expect(page.getByTestId('elearning-module')).toHaveAttribute('data-module-id', '601');
    await check(page, 'elearning-module');
    for (const next of ['602', '603']) {
      await page.getByRole('button', { name: 'Mark as read and continue' }).click();
      await expect(page.getByTestId('elearning-module')).toHaveAttribute('data-module-id', next);
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /./ }).first()).toBeVisible();
    }
    await expect(page.locator('#elearning-module-title')).toBeFocused();
    // Progress is the server's: a reload shows the same place.
    await page.reload();
    await expect(page.getByTestId('elearning-progress')).toHaveText('2 of 3 modules read');
    await expect(page.getByTestId('elearning-module')).toHaveAttribute('data-module-id', '603');
    await page.getByRole('button', { name: 'Mark as read', exact: true }).click();
    await expect(page.getByTestId('elearning-all-read')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as read', exact: true })).toHaveCount(0);
    await check(page, 'elearning-all-read');
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expect(page).toHaveURL(/\/earn\/animations\/elearnings\/6\/\d+$/);
    await answer(page, 6111);
    await answer(page, 6121);
    await page.getByRole('button', { name: 'Submit my answers' }).click();
    await expect(page.getByTestId('quiz-miles')).toContainText('800 miles credited on');
    expect(await balance(request, member)).toBe(before + 800);
  });

  test('a guest on an animation gets the login screen, and lands on the animation after logging in', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/earn/animations/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Horizon brands' })).toBeVisible();
    await expect(page).toHaveURL(/\/earn\/animations\/1$/);
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
      // What the /preview entry does (main.tsx: the token kept for the tab); the entry itself answers only on the
      // environment's adminPreviewUrl (port 4173), and this run may have its own port.
      await page.addInitScript((value) => window.sessionStorage.setItem('content_preview', value), preview);
      await page.goto('/animations-preview?id=18');
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
