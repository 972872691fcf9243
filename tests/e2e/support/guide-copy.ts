// One copy of the project, changed the way the guides that end on a build tell an editor or a market team to,
// checked and built ONCE per browser run (by the `guideCopy` fixture, support/guide-copy-test.ts) and served by
// the specs that follow those guides in a browser:
// - "Add a form field" (docs/editors/add-a-form-field.md): editor-added-field.spec.ts;
// - "Add a page with a form and a data source" (docs/editors/page-with-form-and-data.md): config-data-page.spec.ts;
// - "Add a page", a page with its own route (docs/editors/add-a-page.md): editor-guide.spec.ts;
// - "Give a language its own routes" (docs/markets/language-routes.md): overlay-guide.spec.ts.
// A build of a copy is the costliest step of a guide, so the guides' edits share one copy instead of a build
// each; none touches what another checks (a profile, a contact, a claim and an address field; a new private page on the
// sponsorship-invite form, whose added note is optional, so the page sends the form as before when it is left empty;
// a new public page in the guests' menu; nl-be's who-we-are path and press room; a policy number on a financial
// service's request; a message with a transfer of miles; a request to the hotel with room nights; a comment with a
// quiz's answers; a company on the guest's contact form; a speciality on the form that completes a profile).
// The copy's place is per port, like the e2e database, so parallel runs on one machine keep their own.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localeFile } from '../../../server/reference/locale-strings';

type Json = Record<string, unknown>;
export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
export const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * A language's shell.json in a project: the groups the guides write to (`forms`, `pages`, `nav`) are there
 * (docs/editors/README.md, "Where a string goes").
 */
const shellStrings = (project: string, language: string) => join(project, localeFile(language, 'shell'));

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
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

// ---- "Add a form field": a department on the profile and at sign-up, a job title on the member's contact form and a
// company on the guest's, an agency reference on a claim, a personal note on an invitation, a speciality on the form
// that completes a profile, a building on a delivery address, a policy number on a financial service's request, a
// message with a transfer of miles, a request to the hotel with room nights, a comment with a quiz's answers ----

export const languages = ['en', 'fr-be', 'nl-be'] as const;
export type Language = (typeof languages)[number];
/** What the editor writes into the locale files for the new profile field. */
export const departmentLabel: Record<Language, string> = { en: 'Department', 'fr-be': 'Service', 'nl-be': 'Afdeling' };
/** The same for the agency's own reference on a booking claim, and for the building of a delivery address. */
export const agencyReferenceLabel: Record<Language, string> = {
  en: 'Agency reference',
  'fr-be': 'Référence de l’agence',
  'nl-be': 'Referentie van het agentschap',
};
export const buildingLabel: Record<Language, string> = { en: 'Building', 'fr-be': 'Bâtiment', 'nl-be': 'Gebouw' };
export const policyNumberLabel: Record<Language, string> = { en: 'Policy number', 'fr-be': 'Numéro de police', 'nl-be': 'Polisnummer' };
export const specialRequestLabel: Record<Language, string> = {
  en: 'Request to the hotel',
  'fr-be': 'Demande à l’hôtel',
  'nl-be': 'Verzoek aan het hotel',
};
export const quizCommentLabel: Record<Language, string> = {
  en: 'Your comment on this quiz',
  'fr-be': 'Votre commentaire sur ce quiz',
  'nl-be': 'Uw opmerking over deze quiz',
};
/** The guest's company on the contact form, a note with an invitation, and a speciality asked to complete a profile. */
export const companyLabel: Record<Language, string> = { en: 'Company', 'fr-be': 'Société', 'nl-be': 'Bedrijf' };
export const personalNoteLabel: Record<Language, string> = {
  en: 'A personal note to your colleague',
  'fr-be': 'Un mot personnel pour votre collègue',
  'nl-be': 'Een persoonlijk woordje voor uw collega',
};
export const specialityLabel: Record<Language, string> = { en: 'Speciality', 'fr-be': 'Spécialité', 'nl-be': 'Specialisatie' };
export const transferMessageLabel: Record<Language, string> = {
  en: 'Message to your colleague',
  'fr-be': 'Message à votre collègue',
  'nl-be': 'Bericht aan uw collega',
};

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
  // The same field asked at sign-up: kept with the new member, and shown again by the profile, which asks it too.
  addField(
    project,
    'create-account',
    'department',
    { type: 'string', title: 'forms.fields.department', maxLength: 60 },
    { 'ui:autocomplete': 'off' },
  );
  // The job title's label is already in the three languages' strings: no new string for it.
  addField(
    project,
    'contact',
    'job_title',
    { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 },
    { 'ui:autocomplete': 'organization-title' },
  );
  // The guest's contact form is a form of its own (with the e-mail to answer and the captcha): its field is its own.
  addField(
    project,
    'contact-guest',
    'company',
    { type: 'string', title: 'forms.fields.company', maxLength: 60 },
    { 'ui:autocomplete': 'organization' },
  );
  addField(
    project,
    'sponsorship-invite',
    'personal_note',
    { type: 'string', title: 'forms.fields.personalNote', maxLength: 200 },
    { 'ui:widget': 'textarea' },
  );
  // Asked only by the form that completes a profile (not by the profile's), so what keeps it is that form's file:
  // the server takes the fields of both profile forms.
  addField(
    project,
    'complete-account',
    'speciality',
    { type: 'string', title: 'forms.fields.speciality', maxLength: 60 },
    { 'ui:autocomplete': 'off' },
  );
  addField(
    project,
    'declare-booking',
    'agency_reference',
    { type: 'string', title: 'forms.fields.agencyReference', maxLength: 30 },
    { 'ui:autocomplete': 'off' },
  );
  addField(
    project,
    'delivery-address',
    'building',
    { type: 'string', title: 'forms.fields.building', maxLength: 40 },
    { 'ui:autocomplete': 'address-line2' },
  );
  addField(
    project,
    'financial-service-request',
    'policy_number',
    { type: 'string', title: 'forms.fields.policyNumber', maxLength: 20 },
    { 'ui:autocomplete': 'off' },
  );
  addField(
    project,
    'transfer-miles',
    'message',
    { type: 'string', title: 'forms.fields.transferMessage', maxLength: 80 },
    { 'ui:autocomplete': 'off' },
  );
  addField(
    project,
    'redeem-nights',
    'special_request',
    { type: 'string', title: 'forms.fields.specialRequest', maxLength: 120 },
    { 'ui:autocomplete': 'off' },
  );
  addField(
    project,
    'quiz-answers',
    'comment',
    { type: 'string', title: 'forms.fields.quizComment', maxLength: 200 },
    { 'ui:widget': 'textarea' },
  );
  // Step 3: the labels in the `forms` group of each language's shell.json.
  for (const language of languages) {
    const file = shellStrings(project, language);
    const strings = readJson(file) as { forms: { fields: Json } };
    strings.forms.fields.department = departmentLabel[language];
    strings.forms.fields.agencyReference = agencyReferenceLabel[language];
    strings.forms.fields.building = buildingLabel[language];
    strings.forms.fields.policyNumber = policyNumberLabel[language];
    strings.forms.fields.transferMessage = transferMessageLabel[language];
    strings.forms.fields.specialRequest = specialRequestLabel[language];
    strings.forms.fields.quizComment = quizCommentLabel[language];
    strings.forms.fields.company = companyLabel[language];
    strings.forms.fields.personalNote = personalNoteLabel[language];
    strings.forms.fields.speciality = specialityLabel[language];
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
  // 2. The translation keys, in the `pages` group of each language's shell.json.
  for (const language of languages) {
    const file = shellStrings(project, language);
    const locale = readJson(file) as { pages: Json };
    locale.pages.teamInvitations = teamInvitations[language];
    writeJson(file, locale);
  }
  // 3. The route, in the private list (members only).
  const routes = readJson(config('routes/private.json')) as { routes: unknown[] };
  routes.routes.push({ id: 'team-invitations', path: '/team-invitations', page: 'team-invitations', tracking: 'team-invitations' });
  writeJson(config('routes/private.json'), routes);
}

// ---- "Add a page", a page with its own route ----

/** A content file as an editor writes it (server/content/README.md): per language, a title, a description and one rich text. */
export function contentFile(url: string, versions: Record<Language, { title: string; description: string; html: string }>) {
  const published = Object.fromEntries(
    languages.map((language) => {
      const { title, description, html } = versions[language];
      return [language, { title, description, zones: { main: [{ type: 'rich_text', html }] } }];
    }),
  ) as Record<Language, { title: string; description: string; zones: { main: { type: string; html: string }[] } }>;
  return { url, published };
}

/** The routed page's content file, as the editor writes it into the content system's seed. */
export const routedPage = contentFile('/spring-offers', {
  en: {
    title: 'Spring offers 2027',
    description: 'The hotel offers of spring 2027.',
    html: '<p>Three nights for the price of two in <strong>every Horizon hotel</strong>.</p>',
  },
  'fr-be': {
    title: 'Offres de printemps 2027',
    description: 'Les offres hôtelières du printemps 2027.',
    html: '<p>Trois nuits pour le prix de deux dans <strong>tous les hôtels Horizon</strong>.</p>',
  },
  'nl-be': {
    title: 'Lenteaanbiedingen 2027',
    description: 'De hotelaanbiedingen van het voorjaar 2027.',
    html: '<p>Drie nachten voor de prijs van twee in <strong>alle Horizon-hotels</strong>.</p>',
  },
});
export const menuLabels: Record<Language, string> = { en: 'Spring offers', 'fr-be': 'Offres de printemps', 'nl-be': 'Lenteaanbiedingen' };

/** The copy's content files (the content system's seed): what its build prerenders and its servers publish. */
export const copyContentDir = (project: string) => join(project, 'server/content/pages');

/** The guide's steps 1–5 for a page with its own route: page config, keys, route, menu entry, content file. */
export function addRoutedPage(project: string): void {
  const config = (path: string) => join(project, 'config', path);
  // 1. The page config.
  writeJson(config('pages/spring-offers.json'), {
    $schema: '../../schemas/config/page.schema.json',
    template: 'public-page',
    title: 'pages.springOffers.title',
    content: { url: '/spring-offers' },
  });
  // 2 and 4. The title and menu label keys, in the `pages` and `nav` groups of each language's shell.json.
  for (const language of languages) {
    const file = shellStrings(project, language);
    const strings = readJson(file) as { pages: Json; nav: Json };
    strings.pages.springOffers = { title: routedPage.published[language].title };
    strings.nav.springOffers = menuLabels[language];
    writeJson(file, strings);
  }
  // 3. The route, in the public list.
  const routes = readJson(config('routes/public.json')) as { routes: unknown[] };
  routes.routes.push({ id: 'spring-offers', path: '/spring-offers', page: 'spring-offers', tracking: 'spring-offers' });
  writeJson(config('routes/public.json'), routes);
  // 4. The menu entry for visitors.
  const navigation = readJson(config('navigation.json')) as { guest: unknown[] };
  navigation.guest.splice(2, 0, { route: 'spring-offers', label: 'nav.springOffers' });
  writeJson(config('navigation.json'), navigation);
  // 5. The content file.
  writeJson(join(copyContentDir(project), 'spring-offers.json'), routedPage);
}

// ---- "Give a language its own routes" ----

/** The market guide's steps 1–3 for nl-be: the who-we-are path localised, the press room switched off. */
export function addLanguageRoutes(project: string): void {
  // 1. Open the language's overlay.
  const file = join(project, 'config/routes/overlays/nl-be.json');
  const overlay = readJson(file) as { language: string; change?: object[] };
  if (overlay.language !== 'nl-be') throw new Error(`${file} is the overlay of ${overlay.language}`);
  // 2. Localise a path. 3. Switch a route off.
  overlay.change = [...(overlay.change ?? []), { route: 'who-we-are', path: '/wie-zijn-wij' }, { route: 'press', enabled: false }];
  writeJson(file, overlay);
}
