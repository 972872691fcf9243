// README "Guide: add a form field", followed in a real browser against the real server: on a copy of the
// project, a "department" is added to the profile form and a "job title" to the member's contact form, the way
// an editor does it (schemas/forms/<form>.json and .ui.json, the label in three locale files, then
// `build:validators`, `check:config` and the build). The copy's build is served by a real server process started
// on the copy's forms (MILES_FORMS_DIR: the server reads the form schemas at start), so nothing of the API
// changes: no contract edit, no migration, no code. In en, fr-be and nl-be the member fills the new field, saves,
// reloads and sees it again (the profile), or sends it and it is stored with the message (the contact form, which
// keeps nothing to show again: its row is read from the database once the server has stopped); both
// accessibility engines find nothing on the forms with the new field.
// Cost: the copy's validators and `vite build` take about a minute on a quiet machine, hence the long timeout.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';
import { spawnServer, untilListening } from '../api/support/server-process';
import type { ServerProcess } from '../api/support/server-process';
import { openPgliteDb } from '../../server/db/pglite-db';

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const languages = ['en', 'fr-be', 'nl-be'] as const;
type Language = (typeof languages)[number];
// What the editor writes into the locale files (step 3), and what the member types in each language.
const departmentLabel: Record<Language, string> = { en: 'Department', 'fr-be': 'Service', 'nl-be': 'Afdeling' };
const typed: Record<Language, string> = { en: 'Group sales', 'fr-be': 'Ventes groupes', 'nl-be': 'Groepsverkoop' };

/** A string of a language's locale file, by its dotted key (the copy's files: what the build shows). */
function text(project: string, language: Language, key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], readJson(join(project, `config/locales/${language}.json`)));
  if (typeof found !== 'string') throw new Error(`${language}: no string ${key}`);
  return found;
}

/** Guide steps 1–3 on one form: the property, its uiSchema entry, and (when new) its label in three languages. */
function addField(project: string, form: string, name: string, schema: Json, ui: Json): void {
  const file = join(project, `schemas/forms/${form}.json`);
  const parsed = readJson(file) as { properties: Json };
  parsed.properties[name] = schema;
  writeJson(file, parsed);
  const uiFile = join(project, `schemas/forms/${form}.ui.json`);
  writeJson(uiFile, { ...readJson(uiFile), [name]: ui });
}

async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('language_logged', chosen), language);
}

test.describe('a field an editor added to the profile and contact forms', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let project = '';
  let server: ServerProcess | undefined;
  let api: APIRequestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'miles-editor-field-db-'));

  test.beforeAll(async ({ playwright }) => {
    // The copy's validators and build, and a fresh database: well past the default hook timeout.
    test.setTimeout(240_000);
    project = mkdtempSync(join(tmpdir(), 'miles-editor-field-'));
    for (const entry of ['src', 'config', 'schemas', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'])
      cpSync(entry, join(project, entry), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');
    addField(
      project,
      'profile',
      'department',
      { type: 'string', title: 'forms.fields.department', maxLength: 60 },
      { 'ui:autocomplete': 'off' },
    );
    addField(
      project,
      'contact',
      'job_title',
      { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 },
      { 'ui:autocomplete': 'organization-title' },
    );
    for (const language of languages) {
      const file = join(project, `config/locales/${language}.json`);
      const strings = readJson(file) as { forms: { fields: Json } };
      strings.forms.fields.department = departmentLabel[language];
      writeJson(file, strings);
    }
    // Step 4: the validators, the check, then the build the server serves.
    execFileSync('npx', ['tsx', 'scripts/build-form-validators.ts'], { cwd: project, stdio: 'pipe' });
    expect(execFileSync('npx', ['tsx', 'scripts/check-config.ts'], { cwd: project, encoding: 'utf8' })).toContain('Config is valid.');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: project, stdio: 'pipe' });
    // Step 5: the server (re)started on those forms.
    server = await spawnServer({
      DATA_DIR: dataDir,
      DIST_DIR: join(project, 'dist'),
      MILES_FORMS_DIR: join(project, 'schemas/forms'),
      MILES_DEV_OUTBOX: '1',
      MILES_RATE_LIMIT: 'off',
    });
    await untilListening(server);
    api = await playwright.request.newContext({ baseURL: server.url });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
    if (project) rmSync(project, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const language of languages) {
    test(`profile in ${language}: filled, saved, shown again after a reload`, async ({ page }) => {
      const base = server?.url ?? '';
      await signIn(page, api, await createMember(api));
      await useLanguage(page, language);
      await page.goto(`${base}/my-account`);
      const details = page.getByRole('region', { name: text(project, language, 'pages.myAccount.profile') });
      const field = details.getByLabel(departmentLabel[language], { exact: true });
      await expect(field).toHaveValue('');
      await field.fill(typed[language]);
      await details.getByRole('button', { name: text(project, language, 'forms.profile.submit') }).click();
      await expect(details.getByText(text(project, language, 'pages.myAccount.saved'))).toBeVisible();

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(details.getByLabel(departmentLabel[language], { exact: true })).toHaveValue(typed[language]);
      await injectAxe(page);
      expect(await auditPage(page)).toEqual([]);
    });
  }

  for (const language of languages) {
    test(`contact form in ${language}: the new field is sent and stored`, async ({ page }) => {
      const base = server?.url ?? '';
      const member = await createMember(api);
      await signIn(page, api, member);
      await useLanguage(page, language);
      await page.goto(`${base}/contact`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const field = page.getByLabel(text(project, language, 'forms.fields.jobTitle'), { exact: true });
      await expect(field).toBeVisible();
      await injectAxe(page);
      expect(await auditPage(page)).toEqual([]);
      await page.getByLabel(text(project, language, 'forms.fields.subject')).selectOption({ index: 1 });
      await page.getByLabel(text(project, language, 'forms.fields.message')).fill(`A question from ${member.email}, long enough.`);
      await field.fill(`${typed[language]} (${language})`);
      await page.getByRole('button', { name: text(project, language, 'forms.contact.submit') }).click();
      await expect(page.getByText(text(project, language, 'contact.sentTitle'))).toBeVisible();
      expect(await auditPage(page)).toEqual([]);
    });
  }

  test('the three contact messages were stored with their job title', async () => {
    await server?.stop();
    const db = await openPgliteDb(dataDir);
    try {
      const rows = await db.query<{ job_title: string }>(
        "SELECT form_extras->>'job_title' AS job_title FROM contact_messages WHERE form_extras ? 'job_title' ORDER BY id",
      );
      expect(rows.map((r) => r.job_title)).toEqual(languages.map((language) => `${typed[language]} (${language})`));
    } finally {
      await db.close();
    }
  });
});
