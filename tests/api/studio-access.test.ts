/** @vitest-environment node */
// The studio's accounts apart from the portal's: staff log in with their own accounts (a member's or an agent's
// credentials are refused like a wrong password), a studio token opens no member call and a member's, an agent's or a
// guest's token no studio call; logging out ends the token's session; each role reads the part of the config it works
// on.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, expectContract, json, login } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const editor = { email: 'editor@example.com', password: 'Editor#2026ok' };
const marketFr = { email: 'market-fr@example.com', password: 'Market#2026ok' };

async function studioLogin(who: { email: string; password: string }): Promise<Schemas['StaffSession']> {
  const response = await call(server.app, 'POST', 'studio/login', { body: who });
  expect(response.statusCode, response.body).toBe(200);
  const session = json<Schemas['StaffSession']>(response);
  expectContract('StaffSession', session);
  return session;
}

describe('studio login', () => {
  it('opens a staff account with its role, in any case of the address', async () => {
    const session = await studioLogin({ ...editor, email: 'Editor@Example.com' });
    expect(session.staff).toMatchObject({ email: 'editor@example.com', role: 'editor', language: null });
    const me = await call(server.app, 'GET', 'studio/me', { token: session.token });
    expect(json(me)).toEqual(session.staff);
    expect((await studioLogin(marketFr)).staff).toMatchObject({ role: 'market', language: 'fr-be' });
  });

  it('refuses a wrong password, an unknown address, and members and agents, all alike', async () => {
    for (const who of [{ ...editor, password: 'Wrong#2026ok' }, { email: 'nobody@example.com', password: 'x' }, demo, agent]) {
      const response = await call(server.app, 'POST', 'studio/login', { body: who });
      expect(response.statusCode, who.email).toBe(401);
      expect(json<Schemas['Error']>(response).key).toBe('invalid_credentials');
    }
  });
});

describe('the studio session', () => {
  it('logging out ends the session: its token opens nothing, the account’s other session stays', async () => {
    const tab = await studioLogin(editor);
    const other = await studioLogin(editor);
    const out = await call(server.app, 'POST', 'studio/logout', { token: tab.token });
    expect(out.statusCode, out.body).toBe(204);
    for (const path of ['studio/me', 'studio/config']) {
      const refused = await call(server.app, 'GET', path, { token: tab.token });
      expect(refused.statusCode, path).toBe(401);
      expect(json<Schemas['Error']>(refused).key).toBe('invalid_token');
    }
    expect((await call(server.app, 'POST', 'studio/logout', { token: tab.token })).statusCode).toBe(401);
    expect((await call(server.app, 'GET', 'studio/me', { token: other.token })).statusCode).toBe(200);
  });

  it('a member’s token ends no studio session', async () => {
    expect((await call(server.app, 'POST', 'studio/logout', { token: (await login(server.app, demo)).token })).statusCode).toBe(401);
    expect((await call(server.app, 'POST', 'studio/logout')).statusCode).toBe(401);
  });
});

describe('the two kinds of token', () => {
  it('a member, an agent or a guest reads nothing of the studio', async () => {
    const guest = json<{ token: string }>(await call(server.app, 'POST', 'front/anonymous_token')).token;
    for (const token of [(await login(server.app, demo)).token, (await login(server.app, agent)).token, guest, undefined]) {
      for (const path of ['studio/config', 'studio/me']) {
        const response = await call(server.app, 'GET', path, { token });
        expect(response.statusCode, `${path} ${response.body}`).toBe(401);
        expect(response.body).not.toContain('my-sponsorships');
      }
    }
  });

  it('a staff token opens no member call', async () => {
    const { token } = await studioLogin(editor);
    expect((await call(server.app, 'GET', 'user_light', { token })).statusCode).toBe(401);
    expect((await call(server.app, 'GET', 'sponsorships', { token })).statusCode).toBe(401);
  });
});

describe('the config a role works on', () => {
  it('an editor reads the pages, every language’s routes with its overlay, the menus, the forms and the content pages', async () => {
    const { token } = await studioLogin(editor);
    const config = json<Schemas['StudioConfig']>(await call(server.app, 'GET', 'studio/config', { token }));
    expectContract('StudioConfig', config);
    expect(config.pages.find((page) => page.id === 'my-sponsorships')).toMatchObject({
      template: 'my-sponsorships',
      forms: ['sponsorship-invite'],
    });
    expect(new Set(config.routes.map((route) => route.language))).toEqual(new Set(['en', 'fr-be', 'nl-be']));
    expect(config.routes.some((route) => route.overlaid)).toBe(true);
    expect(config.navigation).toContainEqual({ menu: 'member', route: 'my-sponsorships', label: 'nav.mySponsorships' });
    expect(config.files).toEqual(
      expect.arrayContaining(['config/navigation.json', 'config/routes/public.json', 'config/locales/nl-be/shell.json']),
    );
    expect(config.files.filter((file) => file.startsWith('config/routes/overlays/') || file.startsWith('config/pages/'))).toEqual([]);
    expect(config.forms.find((form) => form.id === 'sponsorship-invite')).toMatchObject({
      operation: 'createSponsorship',
      fields: ['email'],
      // Each field's label key and its words in every language.
      labels: [
        {
          field: 'email',
          key: 'forms.fields.colleagueEmail',
          texts: {
            en: 'Your colleague’s e-mail address',
            'fr-be': 'Adresse e-mail de votre collègue',
            'nl-be': 'E-mailadres van uw collega',
          },
        },
      ],
    });
    // The content system's pages: the title in each language, the config page that shows each.
    expect(config.pages.find((page) => page.id === 'faq')?.content).toBe('/faq');
    const faq = config.contentPages.find((page) => page.url === '/faq');
    expect(faq?.pages).toEqual(['faq']);
    expect(Object.keys(faq?.titles ?? {}).sort()).toEqual(['en', 'fr-be', 'nl-be']);
    expect(faq?.draft).toBe(false);
  });

  it('a market team reads its language’s routes and the menus, not the pages, forms and content pages', async () => {
    const { token } = await studioLogin(marketFr);
    const config = json<Schemas['StudioConfig']>(await call(server.app, 'GET', 'studio/config', { token }));
    expect(config.pages).toEqual([]);
    expect(config.forms).toEqual([]);
    expect(config.contentPages).toEqual([]);
    expect(config.files).toEqual(['config/routes/overlays/fr-be.json']);
    expect(config.routes.length).toBeGreaterThan(10);
    expect(new Set(config.routes.map((route) => route.language))).toEqual(new Set(['fr-be']));
    expect(config.navigation.length).toBeGreaterThan(0);
  });
});
