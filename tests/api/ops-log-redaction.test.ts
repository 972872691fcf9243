/** @vitest-environment node */
// No secret in any log line. A recovery, an impersonation, a preview, a sponsorship and an
// unsubscribe run through a server whose log is captured; every secret they handled is then looked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { redactUrl } from '../../server/http/log-redaction';
import { agent, call, demo, json, login } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => server.close());

const outbox = async (to: string) =>
  json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', `dev/outbox?to=${encodeURIComponent(to)}`));
const page = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the server log', () => {
  it('holds no token, slug, hash or password of a recovery, an impersonation, a preview, a sponsorship', { timeout: 60_000 }, async () => {
    const secrets: string[] = [demo.password, agent.password];
    const newPassword = 'Brand#2026new';
    secrets.push(newPassword);

    // Recovery: the mail's link, opened in the portal, then used.
    expect((await call(server.app, 'POST', 'users/recovery', { body: { email: demo.email } })).statusCode).toBe(204);
    const [mail] = await outbox(demo.email);
    const [, code, slug] = /^\/login\/reset-password\/(\d+)\/([\w-]+)$/.exec(mail?.link ?? '') ?? [];
    if (!code || !slug) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
    secrets.push(slug);
    await page(`${mail?.link ?? ''}?ref=%2Fhome`);
    expect(
      (
        await call(server.app, 'POST', 'users/recovery/reset', {
          body: { code, slug, password: newPassword, password_confirmation: newPassword },
        })
      ).statusCode,
    ).toBe(204);
    const member = await login(server.app, { email: demo.email, password: newPassword });
    secrets.push(member.token, member.refresh_token);
    expect((await call(server.app, 'POST', 'token/refresh', { body: { refresh_token: member.refresh_token } })).statusCode).toBe(200);

    // Sponsorship: the invitation mail's sign-up token; the newsletter's unsubscribe token.
    expect(
      (await call(server.app, 'POST', 'sponsorships', { token: member.token, body: { email: 'invitee.log@example.net' } })).statusCode,
    ).toBe(201);
    const [invitation] = await outbox('invitee.log@example.net');
    const sponsorshipToken = invitation?.link?.split('/').at(-1) ?? '';
    expect(sponsorshipToken.length).toBeGreaterThan(10);
    secrets.push(sponsorshipToken);
    await page(invitation?.link ?? '');
    const unsubscribe = /\/unsubscribe\/([\w-]+)/.exec(invitation?.text ?? '')?.[1];
    if (unsubscribe) {
      secrets.push(unsubscribe);
      await page(`/unsubscribe/${unsubscribe}`);
    }
    await page('/unsubscribe/demo-newsletter-token');
    secrets.push('demo-newsletter-token');

    // Impersonation: the hash, its portal page and the session it opens.
    const staff = await login(server.app, agent);
    secrets.push(staff.token, staff.refresh_token);
    const { hash } = json<Schemas['ImpersonationHash']>(
      await call(server.app, 'POST', 'admin/impersonation_hashes', { token: staff.token, body: { email: demo.email } }),
    );
    secrets.push(hash);
    await page(`/impersonate/${hash}`);
    const impersonated = await call(server.app, 'POST', 'impersonate', { body: { hash } });
    expect(impersonated.statusCode).toBe(200);
    secrets.push(json<Schemas['ImpersonationTokens']>(impersonated).token);

    // Preview: the token in the portal's preview entry and in the header of page_content.
    const preview = json<Schemas['PreviewToken']>(await call(server.app, 'POST', 'admin/preview_tokens', { token: staff.token })).token;
    secrets.push(preview);
    await page(`/preview?token=${preview}&url=/about`);
    await page(`/?token=${encodeURIComponent(preview)}`);
    expect((await call(server.app, 'GET', 'page_content?url=/about-us', { headers: { 'x-preview-token': preview } })).statusCode).toBe(200);

    const log = lines.join('');
    // The log did record all this: the requests and the mails, only without their secrets.
    expect(log).toContain('"mail sent"');
    expect(log).toContain('/impersonate/[redacted]');
    expect(log).toContain('/login/reset-password/[redacted]');
    expect(log).toContain('/create-account/[redacted]');
    for (const secret of secrets) expect(log, `secret ${secret.slice(0, 12)}… in the log`).not.toContain(secret);
    expect(log).not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}/);
    expect(log).not.toMatch(/"link"|"text"|authorization/i);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/login/reset-password/12/s3cr3t-slug', '/login/reset-password/[redacted]'],
    ['/confirm/confirm-account/12/abc?ref=%2Fhome', '/confirm/confirm-account/[redacted]?ref=[redacted]'],
    ['/create-account/tok', '/create-account/[redacted]'],
    ['/impersonate/abc', '/impersonate/[redacted]'],
    ['/unsubscribe/abc', '/unsubscribe/[redacted]'],
    ['/api/page_content?url=/about&content.tags[0][0]=guest', '/api/page_content?url=[redacted]&content.tags[0][0]=[redacted]'],
    ['/some/Ab3dEfGh1jKlMn0pQr', '/some/[redacted]'],
    ['/login', '/login'],
    ['/assets/index-3f2a1b9c8d7e6f5a.js', '/assets/index-3f2a1b9c8d7e6f5a.js'],
    ['/politique-de-confidentialite', '/politique-de-confidentialite'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
