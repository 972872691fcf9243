// A form's two files are named one way for the checker, the studio, the live contract and the export: a path is a
// form's file only when its id is in kebab-case, so a misnamed file is never taken for one (the checker names it).
import { describe, expect, it } from 'vitest';
import { formFile, formFileOf, isInFormsFolder } from '@/contract/form-files';

describe('form files', () => {
  it('names a form’s fields and layout, and reads the names back', () => {
    expect(formFile('sponsorship-invite')).toBe('schemas/forms/sponsorship-invite.json');
    expect(formFile('sponsorship-invite', 'layout')).toBe('schemas/forms/sponsorship-invite.ui.json');
    expect(formFileOf(formFile('profile'))).toEqual({ formId: 'profile', part: 'fields' });
    expect(formFileOf(formFile('add-to-basket', 'layout'))).toEqual({ formId: 'add-to-basket', part: 'layout' });
  });

  it('refuses what is not a well-named form file, while the folder still knows it holds it', () => {
    for (const file of [
      'schemas/forms/Profile.json',
      'schemas/forms/profile-.json',
      'schemas/forms/a/b.json',
      'schemas/forms/x.ui.ui.json',
      'config/pages/home.json',
      'schemas/forms/../config.json',
    ])
      expect(formFileOf(file), file).toBeNull();
    expect(isInFormsFolder('schemas/forms/Profile.json')).toBe(true);
    expect(isInFormsFolder('config/pages/home.json')).toBe(false);
  });
});
