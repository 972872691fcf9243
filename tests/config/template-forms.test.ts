// A route loads the schema forms its template shows when the page opens (schemas/config/templates.json `forms`), so
// the form paints with the page instead of a placeholder that grows and moves what follows. The list is held to the
// templates' code: every form a template (with what it imports) names is listed for it, apart from the ones it
// shows later, on a visitor's action or an answer of the API.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import templates from '../../schemas/config/templates.json';
import { ownModules, templateModules, withoutComments } from '../support/template-modules';
import { pageConfig } from '@/platform/site-config';
import { pageForms } from '@/renderer/registered-templates';

/** Forms a template shows only later: not loaded with its route. */
const shownLater: Record<string, string> = {
  'login-captcha': 'after failed logins, when the API asks for the captcha',
  'password-recovery': "the login's recovery page, opened from a link",
  'reset-password': "the login's reset page, opened from a mail",
};

/** The form ids a module names: `formId="…"`, and each quoted id of a `formId={…}` choice. */
const formsNamedIn = (file: string): string[] =>
  [...withoutComments(readFileSync(file, 'utf8')).matchAll(/formId=(?:"([\w-]+)"|\{([^}]*)\})/g)].flatMap(([, plain, choice]) =>
    plain ? [plain] : [...(choice ?? '').matchAll(/'([\w-]+)'/g)].map(([, id]) => id!),
  );

const listed = templates.forms as Record<string, string[] | string>;

describe('the forms a route loads with its page', () => {
  it('are every form its template names, but those shown later', () => {
    const missing = templateModules.flatMap(({ name, module }) => {
      const named = [...new Set(ownModules(module).flatMap(formsNamedIn))].filter((id) => !(id in shownLater));
      const own = listed[name];
      return named.filter((id) => !(Array.isArray(own) && own.includes(id))).map((id) => `${name}: ${id}`);
    });
    expect(missing).toEqual([]);
  });

  it('name only forms their template shows', () => {
    const extra = Object.entries(listed).flatMap(([template, ids]) => {
      if (!Array.isArray(ids)) return [];
      const module = templateModules.find((entry) => entry.name === template)?.module;
      const named = module ? new Set(ownModules(module).flatMap(formsNamedIn)) : new Set<string>();
      return ids.filter((id) => !named.has(id)).map((id) => `${template}: ${id}`);
    });
    expect(extra).toEqual([]);
  });

  it('and the forms of a page’s config-form blocks, which no template names', () => {
    const page = pageConfig('my-sponsorships');
    expect(page?.blocks?.some((block) => block.block === 'config-form')).toBe(true);
    expect(pageForms(page)).toContain('sponsorship-invite');
  });
});
