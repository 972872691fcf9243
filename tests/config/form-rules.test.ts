// The checker's rule "forms" (server/config-check/form-rules.ts): a form's files are among the checked files, so a
// studio draft of one is refused as the build's validators would refuse it, at the file and pointer it is about.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupCopies, copyConfig } from './helpers';
import type { JsonObject } from './helpers';

afterEach(cleanupCopies);

const PROFILE = 'schemas/forms/profile.json';

describe('the forms’ rules', () => {
  it('finds nothing in the forms as shipped', () => {
    expect(copyConfig().problems()).toEqual([]);
  });

  it('refuses a field whose label one language lacks, on the field', () => {
    const copy = copyConfig();
    copy.edit(PROFILE, (form) => {
      (form.properties as JsonObject).department = { type: 'string', title: 'forms.fields.department', maxLength: 40 };
    });
    copy.edit('config/locales/en/shell.json', (strings) => {
      ((strings.forms as JsonObject).fields as JsonObject).department = 'Department';
    });
    expect(copy.problems()).toEqual([
      'config/locales/fr-be/shell.json#/forms/fields/department: missing translation "forms.fields.department" (present in en)',
      'config/locales/nl-be/shell.json#/forms/fields/department: missing translation "forms.fields.department" (present in en)',
      `${PROFILE}#/properties/department/title: translation key "forms.fields.department" is missing in fr-be, nl-be`,
    ]);
  });

  it('refuses a uiSchema text missing in a language, in the uiSchema', () => {
    const copy = copyConfig();
    copy.edit('schemas/forms/contact.ui.json', (ui) => {
      ui.message = { ...(ui.message as JsonObject), 'ui:help': 'forms.help.nowhere' };
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/contact.ui.json#/message/ui:help: translation key "forms.help.nowhere" is missing in en, fr-be, nl-be',
    ]);
  });

  it('refuses an $id that is not the file’s name and a form without its uiSchema', () => {
    const copy = copyConfig();
    copy.edit(PROFILE, (form) => {
      form.$id = 'profil';
    });
    copy.remove('schemas/forms/contact.ui.json');
    expect(copy.problems()).toEqual([
      'schemas/forms/contact.ui.json#: missing: each form has its uiSchema, an object',
      `${PROFILE}#/$id: must be "profile", the file's name`,
    ]);
  });

  it('refuses a file that names no form', () => {
    const copy = copyConfig();
    copy.write('schemas/forms/Contact_2.json', copy.read('schemas/forms/contact.json'));
    expect(copy.problems()).toEqual(['schemas/forms/Contact_2.json#: a form is schemas/forms/<id>.json, its id in kebab-case']);
  });

  it('holds a form to the form schema first, at the field', () => {
    const copy = copyConfig();
    copy.edit(PROFILE, (form) => {
      (form.properties as JsonObject).department = { title: 'forms.fields.department', maxLenght: 40 };
    });
    expect(copy.problems()).toEqual([
      `${PROFILE}#/properties/department: missing required property "type"`,
      `${PROFILE}#/properties/department: unknown property "maxLenght"`,
    ]);
  });

  it('refuses a page naming a form no file holds', () => {
    const copy = copyConfig();
    copy.edit('config/pages/my-sponsorships.json', (page) => {
      ((page.forms as JsonObject[])[0] as JsonObject).form = 'sponsorship-invitation';
    });
    expect(copy.problems().join('\n')).toContain('no form "sponsorship-invitation"');
  });
});
