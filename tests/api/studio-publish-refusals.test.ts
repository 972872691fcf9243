/** @vitest-environment node */
// A draft that breaks a rule of the config checker cannot be published, whichever family of rules it breaks: the
// publish is refused with the problem at its file and pointer (where the studio shows it, on the field), and the live
// version stays as it was. One draft a rule family, each discarded before the next. The rules themselves, one by one
// on a copy of the config: tests/config; the problem on the studio's field: tests/e2e/studio.spec.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, editor, json, studioToken } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

type Json = Record<string, unknown>;
const shipped = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const withItem = (list: unknown, item: unknown) => [...(list as unknown[]), item];

interface Breakage {
  rule: string;
  file: string;
  text: (shippedFile: Json) => Json;
  problem: { pointer: string | RegExp; key: string };
}

const breakages: Breakage[] = [
  {
    rule: 'the file’s schema: a property pages do not have',
    file: 'config/pages/about-us.json',
    text: (page) => ({ ...page, colour: 'red' }),
    problem: { pointer: '', key: 'unknownProperty' },
  },
  {
    rule: 'a template this build does not deliver',
    file: 'config/pages/about-us.json',
    text: (page) => ({ ...page, template: 'no-such-template' }),
    problem: { pointer: '/template', key: 'unknownTemplate' },
  },
  {
    rule: 'a translation key missing in every language',
    file: 'config/pages/about-us.json',
    text: (page) => ({ ...page, title: 'pages.noSuchPage.title' }),
    problem: { pointer: '/title', key: 'keyMissing' },
  },
  {
    rule: 'a path two routes take',
    file: 'config/routes/public.json',
    text: (list) => ({
      ...list,
      routes: withItem(list.routes, { id: 'about-us-again', path: '/contact', page: 'about-us', tracking: 'about-us' }),
    }),
    problem: { pointer: /^\/routes\/\d+\/path$/, key: 'pathTwice' },
  },
  {
    rule: 'a menu naming a route that does not exist',
    file: 'config/navigation.json',
    text: (menus) => ({ ...menus, guest: withItem(menus.guest, { route: 'no-such-route', label: 'nav.faq' }) }),
    problem: { pointer: /^\/guest\/\d+\/route$/, key: 'unknownMenuRoute' },
  },
  {
    rule: 'a text one language lacks',
    file: 'config/locales/nl-be/shell.json',
    text: (strings) => ({ ...strings, nav: { ...(strings.nav as Json), faq: undefined } }),
    problem: { pointer: '/nav/faq', key: 'translationMissing' },
  },
  {
    rule: 'a page’s form that does not exist',
    file: 'config/pages/my-sponsorships.json',
    text: (page) => ({
      ...page,
      forms: [{ ...(page.forms as Json[])[0], form: 'no-such-form' }],
      blocks: (page.blocks as Json[]).map((block) =>
        block.block === 'config-form' ? { ...block, props: { ...(block.props as Json), form: 'no-such-form' } } : block,
      ),
    }),
    problem: { pointer: '/forms/0/form', key: 'noForm' },
  },
  {
    rule: 'a form field whose label is in no language',
    file: 'schemas/forms/sponsorship-invite.json',
    text: (form) => ({
      ...form,
      properties: { ...(form.properties as Json), team: { type: 'string', title: 'forms.fields.noSuchLabel' } },
    }),
    problem: { pointer: '/properties/team/title', key: 'keyMissing' },
  },
];

describe('a draft that breaks a rule of the config cannot be published', () => {
  it.each(breakages)('$rule', async ({ file, text, problem }) => {
    const token = await studioToken(server.app, editor);
    const live = json<Schemas['StudioLive']>(await call(server.app, 'GET', 'studio/live', { token })).version;
    const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, {
      token,
      body: { text: JSON.stringify(text(shipped(file)), null, 2) },
      headers: { 'if-match': `"0.${live}"` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const refused = await call(server.app, 'POST', 'studio/publish', { token, body: { message: 'Broken.' } });
      expect(refused.statusCode, refused.body).toBe(409);
      const problems = json<Schemas['StudioPublishRefused']>(refused).problems;
      const pointer = typeof problem.pointer === 'string' ? problem.pointer : expect.stringMatching(problem.pointer);
      expect(problems).toContainEqual(expect.objectContaining({ file, pointer, key: problem.key }));
      expect(json<Schemas['StudioLive']>(await call(server.app, 'GET', 'studio/live', { token })).version).toBe(live);
    } finally {
      const draft = json<Schemas['StudioFile']>(await call(server.app, 'GET', `studio/file?file=${encodeURIComponent(file)}`, { token }));
      const discarded = await call(server.app, 'DELETE', `studio/file?file=${encodeURIComponent(file)}`, {
        token,
        headers: { 'if-match': `"${draft.version}"` },
      });
      expect(discarded.statusCode, discarded.body).toBeLessThan(300);
    }
  });
});
