/** @vitest-environment node */
// The studio's overrides of interface strings: an editor sets one (visitors in that language get it from
// translations_light, no one else), reads every override beside the portal's own text with who set it and when, and
// removes it, each change a line of the audit log; an override follows the rules of an agent's (a known key, the original's placeholders kept), against
// the strings visitors get (a published strings file's); a market team's account and a member's token change nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import {
  agent,
  call,
  demo,
  editor,
  expectContract,
  json,
  login,
  marketNl,
  studioToken as staffToken,
  violationOf,
} from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const studioToken = (who: { email: string; password: string }) => staffToken(server.app, who);
const put = (token: string, body: Schemas['TranslationOverride']) => call(server.app, 'PUT', 'studio/overrides', { token, body });
const visitorStrings = async (language: string) =>
  json<Record<string, string>>(await call(server.app, 'GET', 'translations_light', { headers: { 'accept-language': language } }));

describe('an editor’s overrides of interface strings', () => {
  it('sets one for visitors in one language, lists it beside the portal’s text, then removes it', async () => {
    const token = await studioToken(editor);
    const set = await put(token, { language: 'nl-be', key: 'nav.contact', value: 'Contacteer ons' });
    expect(set.statusCode, set.body).toBe(200);
    expectContract('StudioOverrides', json(set));
    expect((await visitorStrings('nl-be'))['nav.contact']).toBe('Contacteer ons');
    expect((await visitorStrings('en'))['nav.contact']).toBeUndefined();

    const listed = await call(server.app, 'GET', 'studio/overrides', { token });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const row = json<Schemas['StudioOverrides']>(listed).overrides.find((o) => o.key === 'nav.contact' && o.language === 'nl-be');
    expect(row).toMatchObject({ value: 'Contacteer ons', original: 'Contact', by: 'Eddie Editor' });
    expect(Date.parse(row?.at ?? '')).not.toBeNaN();

    const removed = await put(token, { language: 'nl-be', key: 'nav.contact', value: null });
    expect(json<Schemas['StudioOverrides']>(removed).overrides.some((o) => o.key === 'nav.contact')).toBe(false);
    expect((await visitorStrings('nl-be'))['nav.contact']).toBeUndefined();

    // Both changes are lines of the studio's audit log, newest first, an editor's; a market team's log holds neither.
    const audit = json<Schemas['StudioAudit']>(await call(server.app, 'GET', 'studio/audit', { token }));
    expectContract('StudioAudit', audit);
    expect(audit.entries.slice(0, 2)).toMatchObject([
      { action: 'override_removed', file: 'text:nl-be:nav.contact', version: null, by: 'Eddie Editor' },
      { action: 'override_set', file: 'text:nl-be:nav.contact', version: null, by: 'Eddie Editor' },
    ]);
    const market = json<Schemas['StudioAudit']>(await call(server.app, 'GET', 'studio/audit', { token: await studioToken(marketNl) }));
    expect(market.entries.some((entry) => entry.file.startsWith('text:'))).toBe(false);
  });

  it('refuses an unknown key and a text that drops a placeholder, each on its field', async () => {
    const token = await studioToken(editor);
    const unknown = await put(token, { language: 'en', key: 'nav.noSuchKey', value: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(violationOf(unknown, 'key')?.key).toBe('translation_key_unknown');
    const dropped = await put(token, { language: 'fr-be', key: 'impersonation.banner', value: 'Session de support.' });
    expect(dropped.statusCode).toBe(422);
    expect(violationOf(dropped, 'value')?.key).toBe('translation_placeholders_changed');
  });

  it('follows the published strings: the text an override replaces is the live one, and a key a publish added may be overridden', async () => {
    const token = await studioToken(editor);
    const shell = (language: string) => `config/locales/${language}/shell.json`;
    const published = (language: string, words: Record<string, string>) => {
      const strings = JSON.parse(readFileSync(shell(language), 'utf8')) as { nav: Record<string, string> };
      return JSON.stringify({ ...strings, nav: { ...strings.nav, ...words } }, null, 2);
    };
    const drafts = {
      en: published('en', { helpDesk: 'Help desk' }),
      'fr-be': published('fr-be', { helpDesk: 'Assistance' }),
      'nl-be': published('nl-be', { helpDesk: 'Helpdesk', contact: 'Neem contact op' }),
    };
    for (const [language, text] of Object.entries(drafts)) {
      const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(shell(language))}`, {
        token,
        body: { text },
        headers: { 'if-match': '"0.0"' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const publish = await call(server.app, 'POST', 'studio/publish', { token, body: { message: 'A help desk in the menus.' } });
    expect(publish.statusCode, publish.body).toBe(200);

    const set = await put(token, { language: 'nl-be', key: 'nav.contact', value: 'Contacteer ons' });
    expect(set.statusCode, set.body).toBe(200);
    expect(json<Schemas['StudioOverrides']>(set).overrides.find((o) => o.key === 'nav.contact')?.original).toBe('Neem contact op');
    const added = await put(token, { language: 'fr-be', key: 'nav.helpDesk', value: 'Aide' });
    expect(added.statusCode, added.body).toBe(200);
    expect((await visitorStrings('fr-be'))['nav.helpDesk']).toBe('Aide');
    // An agent's override follows the same strings.
    const agentToken = (await login(server.app, agent)).token;
    const byAgent = await call(server.app, 'PUT', 'admin/translations', {
      token: agentToken,
      body: { language: 'en', key: 'nav.helpDesk', value: 'Support' },
    });
    expect(byAgent.statusCode, byAgent.body).toBe(200);

    for (const [language, key] of [
      ['nl-be', 'nav.contact'],
      ['fr-be', 'nav.helpDesk'],
      ['en', 'nav.helpDesk'],
    ] as const)
      await put(token, { language, key, value: null });
    const restored = await call(server.app, 'POST', 'studio/versions/0/restore', { token, body: { message: 'As shipped.' } });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await put(token, { language: 'fr-be', key: 'nav.helpDesk', value: 'Aide' });
    expect(violationOf(back, 'key')?.key).toBe('translation_key_unknown');
  });

  it('is an editor’s: a market team gets 403, a member’s token and no token 401', async () => {
    const market = await studioToken(marketNl);
    expect((await put(market, { language: 'nl-be', key: 'nav.contact', value: 'x' })).statusCode).toBe(403);
    expect((await call(server.app, 'GET', 'studio/overrides', { token: market })).statusCode).toBe(403);
    const member = (await login(server.app, demo)).token;
    expect((await put(member, { language: 'nl-be', key: 'nav.contact', value: 'x' })).statusCode).toBe(401);
    expect((await call(server.app, 'GET', 'studio/overrides')).statusCode).toBe(401);
  });
});
