// The guide "Add a quiz" (docs/editors/add-a-quiz.md), followed step by step: the editor's file goes into a copy
// of server/animations/data (three languages, a period around today, miles, a pass score, single- and
// multiple-choice questions with pictures); `npm run check:animations` on that folder must say the files are
// valid; a server is (re)started in this process on that folder and its own in-memory database, serving the build.
// In a real browser, a new member finds the quiz in the list, opens it, answers, submits, and is credited the
// quiz's miles once. Two broken files (a question without its right answer, a misspelt field) are refused by the
// check with the file and the JSON pointer. Nothing of the shared e2e server, its database or the project's data
// folder is touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';
import { startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const seedDir = 'server/animations/data';
const seededIds = readdirSync(seedDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => (JSON.parse(readFileSync(join(seedDir, name), 'utf8')) as { id: number }).id);
const text = (en: string, fr: string, nl: string) => ({ en, 'fr-be': fr, 'nl-be': nl });
const picture = (src: string, alt: ReturnType<typeof text>) => ({ src, width: 320, height: 200, alt });

/** The editor's file, as the guide's step 1 words it. */
const quiz = {
  $schema: '../../../schemas/animations/animation.schema.json',
  // "a number no other file uses (the highest one + 1)"
  id: Math.max(...seededIds) + 1,
  type: 'quiz',
  published: true,
  starts_on: day(-1),
  ends_on: day(30),
  miles: 250,
  attempts_allowed: 1,
  picture: picture('/media/animations/coast-dunes.svg', text('Dunes by the sea', 'Des dunes au bord de la mer', 'Duinen aan zee')),
  texts: {
    en: {
      title: 'Winter city breaks',
      summary: 'Three questions on winter city breaks: two right answers earn 250 miles.',
      zones: { main: [{ type: 'rich_text', html: '<p>Which city for which client this winter? Three questions, 250 miles.</p>' }] },
    },
    'fr-be': {
      title: 'Escapades urbaines d’hiver',
      summary: 'Trois questions sur les city-trips d’hiver : deux bonnes réponses rapportent 250 miles.',
      zones: { main: [{ type: 'rich_text', html: '<p>Quelle ville pour quel client cet hiver ? Trois questions, 250 miles.</p>' }] },
    },
    'nl-be': {
      title: 'Stedentrips in de winter',
      summary: 'Drie vragen over stedentrips in de winter: twee juiste antwoorden leveren 250 miles op.',
      zones: { main: [{ type: 'rich_text', html: '<p>Welke stad voor welke klant deze winter? Drie vragen, 250 miles.</p>' }] },
    },
  },
  quiz: {
    pass_score: 2,
    questions: [
      {
        id: 1,
        text: text(
          'Which district of Paris is on a hill?',
          'Quel quartier de Paris est sur une colline ?',
          'Welke wijk van Parijs ligt op een heuvel?',
        ),
        picture: picture('/media/animations/paris-montmartre.svg', text('Roofs of Paris', 'Les toits de Paris', 'Daken van Parijs')),
        choices: [
          { id: 11, text: text('Montmartre', 'Montmartre', 'Montmartre'), correct: true },
          { id: 12, text: text('Le Marais', 'Le Marais', 'Le Marais') },
        ],
      },
      {
        id: 2,
        multiple: true,
        text: text(
          'Which of these are Horizon brands? (several answers)',
          'Lesquelles sont des marques Horizon ? (plusieurs réponses)',
          'Welke zijn merken van Horizon? (meerdere antwoorden)',
        ),
        choices: [
          {
            id: 21,
            text: text('Horizon Grand', 'Horizon Grand', 'Horizon Grand'),
            picture: picture('/media/animations/brand-grand.svg', text('A grand facade', 'Une grande façade', 'Een grote gevel')),
            correct: true,
          },
          {
            id: 22,
            text: text('Horizon Resorts', 'Horizon Resorts', 'Horizon Resorts'),
            picture: picture('/media/animations/brand-resort.svg', text('A beach resort', 'Un resort de plage', 'Een strandresort')),
            correct: true,
          },
          { id: 23, text: text('Skyline Inns', 'Skyline Inns', 'Skyline Inns') },
        ],
      },
      {
        id: 3,
        text: text('When do booster miles apply?', 'Quand les miles booster s’appliquent-ils ?', 'Wanneer gelden boostermiles?'),
        choices: [
          { id: 31, text: text('Check-out in the period', 'Départ dans la période', 'Check-out in de periode'), correct: true },
          { id: 32, text: text('Booking made in the period', 'Réservation faite dans la période', 'Boeking gemaakt in de periode') },
        ],
      },
    ],
  },
};
const fileName = `${quiz.id}-quiz-winter-city-breaks.json`;

/** `npm run check:animations -- <folder>` (guide step 2), from the given project folder. */
const checkAnimations = (cwd: string, folder?: string) =>
  spawnSync('npm', ['run', '--silent', 'check:animations', ...(folder ? ['--', folder] : [])], { cwd, encoding: 'utf8', timeout: 60_000 });

test.describe('the guide "Add a quiz"', () => {
  test.describe.configure({ mode: 'serial' });
  let folder = '';
  let server: OwnServer | undefined;
  let base = '';
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    // The check spawns npm and the checker: past the default on a loaded 2-core machine.
    test.setTimeout(60_000);
    folder = mkdtempSync(join(tmpdir(), 'miles-quiz-guide-'));
    cpSync(seedDir, folder, { recursive: true });
    // 1. The file.
    writeFileSync(join(folder, fileName), `${JSON.stringify(quiz, null, 2)}\n`);
    // 2. The check.
    const checked = checkAnimations(process.cwd(), folder);
    expect(checked.stdout).toContain(`Animations are valid: ${seededIds.length + 1} files.`);
    // 3. The restart: a server reading that folder, serving this run's build, on its own database.
    server = await startOwnServer({ animationsDir: folder });
    base = server.base;
    api = await playwright.request.newContext({ baseURL: base });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('2. the check refuses a question without its right answer and a misspelt field, with the file and the pointer', () => {
    const broken = mkdtempSync(join(tmpdir(), 'miles-quiz-guide-broken-'));
    const noAnswer = structuredClone(quiz);
    for (const choice of noAnswer.quiz.questions[2]!.choices) delete (choice as { correct?: boolean }).correct;
    writeFileSync(join(broken, 'no-answer.json'), JSON.stringify(noAnswer));
    const typo = { ...structuredClone(quiz), id: quiz.id + 1 };
    (typo.quiz.questions[0] as Record<string, unknown>).answer = 11;
    writeFileSync(join(broken, 'typo.json'), JSON.stringify(typo));
    const result = checkAnimations(process.cwd(), broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no-answer.json#/quiz/questions/2/choices: mark the right choice with "correct": true');
    expect(result.stderr).toContain('typo.json#/quiz/questions/0: must NOT have additional properties (answer)');
    expect(result.stdout).not.toContain('Animations are valid');
    rmSync(broken, { recursive: true, force: true });
  });

  test('4. a member finds the new quiz, answers it, submits it and is credited its miles once', async ({ page }) => {
    const member = await createMember(api);
    const headers = {
      Authorization: `Bearer ${((await (await api.post('/api/front/login', { data: member })).json()) as { token: string }).token}`,
    };
    const balance = async () => ((await (await api.get('/api/users_stats', { headers })).json()) as { points: number[] }).points[4] ?? 0;
    const before = await balance();
    await signIn(page, api, member);
    // The three languages of the file, as the API serves them.
    for (const language of ['fr-be', 'nl-be'] as const) {
      const served = await api.get(`/api/animation_light/${quiz.id}`, { headers: { ...headers, 'Accept-Language': language } });
      expect(((await served.json()) as { title: string }).title).toBe(quiz.texts[language].title);
    }

    // The list, filtered on quizzes (the filter is kept in the address).
    await page.goto(`${base}/earn/animations?type=quiz`);
    const card = page.getByRole('link', { name: quiz.texts.en.title });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`${base}/earn/animations/${quiz.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.texts.en.title);
    await expect(page.getByText('Which city for which client this winter?')).toBeVisible();

    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expect(page).toHaveURL(new RegExp(`/earn/animations/quiz/\\d+/\\d+$`));
    // Pictures come with their size and text alternative.
    await expect(page.getByRole('img', { name: 'Roofs of Paris' })).toHaveAttribute('width', '320');
    await expect(page.getByRole('img', { name: 'A beach resort' })).toBeVisible();

    const question = (n: number) => page.getByRole('group', { name: quiz.quiz.questions[n]!.text.en });
    await question(0).getByRole('radio', { name: 'Montmartre' }).check();
    await question(1).getByRole('checkbox', { name: 'Horizon Grand' }).check();
    await question(1).getByRole('checkbox', { name: 'Horizon Resorts' }).check();
    await question(2).getByRole('radio', { name: 'Booking made in the period' }).check();
    await page.getByRole('button', { name: 'Submit my answers' }).click();

    // Two right answers out of three pass (pass score 2): the miles are credited, once.
    await expect(page.getByText('Well done! You scored 2 out of 3.')).toBeVisible();
    await expect(page.getByText(/^250 miles credited on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    await expect.poll(balance).toBe(before + 250);
    // Once only: submitting the attempt again answers the stored result and credits nothing more.
    const attemptId = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    const again = await api.post(`/api/quiz_attempts/${attemptId}/submit`, { headers });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { result: { miles_credited: number } }).result.miles_credited).toBe(250);
    expect(await balance()).toBe(before + 250);
    await page.goto(`${base}/earn/animations?type=quiz`);
    await expect(page.locator(`[data-animation-id="${quiz.id}"]`)).toContainText('Completed: 250 miles earned');
    const history = (await (await api.get('/api/points_history?type[]=animation', { headers })).json()) as { items: { amount: number }[] };
    expect(history.items.map((line) => line.amount)).toEqual([250]);
  });
});
