// One copy of the project, changed the way two editors' guides (docs/editors/add-a-form-field.md, page-with-form-and-data.md) tell an editor to, checked and built ONCE per
// browser run (by the `guideCopy` fixture, support/guide-copy-test.ts) and served by the specs that
// follow those guides in a browser: editor-added-field.spec.ts ("Add a form field") and config-data-page.spec.ts
// ("Add a page with a form and a data source"). Each build of a copy costs a minute or more on a busy 2-core
// machine, so the two guides' edits share one copy instead of building two; neither touches what the other
// checks (a profile and a contact field; a new private page on the sponsorship-invite form).
// The copy's place is per port, like the e2e database, so parallel runs on one machine keep their own.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Json = Record<string, unknown>;
export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
export const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The copy's folder: the project's sources, the guides' edits, and its build in `dist`. */
export const guideCopyDir = join(tmpdir(), `miles-guide-copy-${process.env.E2E_PORT ?? '4173'}`);

/** What a guide copies of the project (node_modules is linked); the build's prerender reads server/content. */
export const copiedEntries = [
  'src',
  'config',
  'schemas',
  'scripts',
  'server',
  'index.html',
  // public/early-press.js: without it the copy's pages would load index.html in its place (a script error).
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

// ---- "Add a form field": a department on the profile, a job title on the contact form ----

export const languages = ['en', 'fr-be', 'nl-be'] as const;
export type Language = (typeof languages)[number];
/** What the editor writes into the locale files for the new profile field. */
export const departmentLabel: Record<Language, string> = { en: 'Department', 'fr-be': 'Service', 'nl-be': 'Afdeling' };

/** Guide steps 1–3 on one form: the property and its uiSchema entry (labels: see `addFormFields`). */
function addField(project: string, form: string, name: string, schema: Json, ui: Json): void {
  const file = join(project, `schemas/forms/${form}.json`);
  const parsed = readJson(file) as { properties: Json };
  parsed.properties[name] = schema;
  writeJson(file, parsed);
  const uiFile = join(project, `schemas/forms/${form}.ui.json`);
  writeJson(uiFile, { ...readJson(uiFile), [name]: ui });
}

/** The form-field guide's edits (steps 1–3); its step 4 (validators, check, build) is the setup's. */
export function addFormFields(project: string): void {
  addField(
    project,
    'profile',
    'department',
    { type: 'string', title: 'forms.fields.department', maxLength: 60 },
    { 'ui:autocomplete': 'off' },
  );
  // The job title's label is already in the three locale files: no new string for it.
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
}

// ---- "Add a page with a form and a data source": team invitations ----

export const teamInvitations = {
  en: {
    title: 'Team invitations',
    list: 'Colleagues you invited',
    empty: 'You have not invited anyone yet.',
    form: 'Invite another colleague',
    sent: 'Your invitation is on its way.',
    email: 'E-mail',
    miles: 'Miles earned',
    invited: 'Invited on',
  },
  'fr-be': {
    title: 'Invitations de l’équipe',
    list: 'Les collègues que vous avez invités',
    empty: 'Vous n’avez encore invité personne.',
    form: 'Inviter un autre collègue',
    sent: 'Votre invitation est en route.',
    email: 'E-mail',
    miles: 'Miles gagnés',
    invited: 'Invité le',
  },
  'nl-be': {
    title: 'Teamuitnodigingen',
    list: 'Collega’s die u hebt uitgenodigd',
    empty: 'U hebt nog niemand uitgenodigd.',
    form: 'Nog een collega uitnodigen',
    sent: 'Uw uitnodiging is onderweg.',
    email: 'E-mail',
    miles: 'Verdiende miles',
    invited: 'Uitgenodigd op',
  },
} as const;

/** The data-page guide's steps 1–3: the page config, its keys in three languages, its private route. */
export function addTeamInvitationsPage(project: string): void {
  const config = (path: string) => join(project, 'config', path);
  // 1. The page config: a data source, a form, and the two blocks that show them.
  writeJson(config('pages/team-invitations.json'), {
    $schema: '../../schemas/config/page.schema.json',
    template: 'my-account',
    title: 'pages.teamInvitations.title',
    dataSources: [{ name: 'invitations', endpoint: 'sponsorships' }],
    forms: [
      {
        form: 'sponsorship-invite',
        operation: 'createSponsorship',
        onSuccess: { message: 'pages.teamInvitations.sent', reload: ['invitations'] },
      },
    ],
    blocks: [
      {
        block: 'data-list',
        props: {
          source: 'invitations',
          title: 'pages.teamInvitations.list',
          fields: [
            { name: 'email', label: 'pages.teamInvitations.email' },
            { name: 'miles', label: 'pages.teamInvitations.miles', format: 'number' },
            { name: 'created_at', label: 'pages.teamInvitations.invited', format: 'date' },
          ],
          empty: 'pages.teamInvitations.empty',
        },
      },
      { block: 'config-form', props: { form: 'sponsorship-invite', title: 'pages.teamInvitations.form' } },
    ],
  });
  // 2. The translation keys, in the three locale files.
  for (const language of languages) {
    const locale = readJson(config(`locales/${language}.json`)) as { pages: Json };
    locale.pages.teamInvitations = teamInvitations[language];
    writeJson(config(`locales/${language}.json`), locale);
  }
  // 3. The route, in the private list (members only).
  const routes = readJson(config('routes/private.json')) as { routes: unknown[] };
  routes.routes.push({ id: 'team-invitations', path: '/team-invitations', page: 'team-invitations', tracking: 'team-invitations' });
  writeJson(config('routes/private.json'), routes);
}
