/** @vitest-environment node */
// Every mail is written in its recipient's language: a member's stored language (their profile), and for an
// address without an account the language of the flow that wrote to it (the sign-up form's choice, the
// request's Accept-Language, the sponsor's language).
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { cardApi } from './support/card-calls';
import { call, json, other, solvedCaptcha } from './support/api-calls';
import { giveMiles, newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

async function newestMail(to: string): Promise<Schemas['OutboxMail']> {
  const [mail] = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', `dev/outbox?to=${encodeURIComponent(to)}`));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** A new member whose profile says `language`, with enough miles for a card. */
async function memberSpeaking(language: Schemas['LanguageCode']) {
  const member = await newMember(server, `mail-${language}`);
  await giveMiles(server, member.id, 1_000);
  const patched = await call(server.app, 'PATCH', 'user_light/profile', { token: member.token, body: { locale: { code: language } } });
  expect(patched.statusCode, patched.body).toBe(200);
  return member;
}

describe('a member’s mails', () => {
  it.each([
    ['en', 'Your Miles prepaid card', 'To activate it'],
    ['fr-be', 'Votre carte prépayée Miles', 'Pour l’activer'],
    ['nl-be', 'Uw Miles-prepaidkaart', 'Om ze te activeren'],
  ] as const)('sends the card letter in the profile’s language (%s)', async (language, subject, sentence) => {
    const member = await memberSpeaking(language);
    // The page's language does not matter: the letter follows the member's profile.
    const ordered = await cardApi(server).order(member.token);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const mail = await newestMail(member.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toMatch(/\b[0-9]{6}\b/);
  });

  it('sends the recovery mail in the member’s language, whatever the page asking for it', async () => {
    const asked = await call(server.app, 'POST', 'users/recovery', {
      body: { email: other.email },
      headers: { 'accept-language': 'nl-be' },
    });
    expect(asked.statusCode).toBe(204);
    const mail = await newestMail(other.email);
    expect(mail.subject).toBe('Miles : réinitialisez votre mot de passe');
    expect(mail.text).toContain(mail.link ?? 'no link');
  });
});

describe('mails to an address without an account', () => {
  it('writes a colleague’s invitation in the sponsor’s language', async () => {
    const sponsor = await memberSpeaking('nl-be');
    const invited = await call(server.app, 'POST', 'sponsorships', { token: sponsor.token, body: { email: 'collega.nl@example.com' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await newestMail('collega.nl@example.com');
    expect(mail.subject).toBe('Test Member nodigt u uit voor Miles');
    expect(mail.text).toContain(mail.link ?? 'no link');
  });
});

describe('mails of a sign-up', () => {
  it('welcomes a new member in the language they chose on the form', async () => {
    const { code } = json<Schemas['DevAgentCode']>(await call(server.app, 'POST', 'dev/agent_codes'));
    const email = `nieuw-${code.toLowerCase()}@example.com`;
    const body = {
      agent_code: code,
      agency_access_code: 'AB12CD34EF',
      firstname: 'Lotte',
      lastname: 'Claes',
      email,
      email_confirmation: email,
      password: 'Sunny#2026ok',
      password_confirmation: 'Sunny#2026ok',
      language: 'nl-be',
      country_id: 4,
      privacy_policy: true,
      captcha: await solvedCaptcha(server.app),
    };
    const created = await call(server.app, 'POST', 'users', { body, headers: { 'accept-language': 'en' } });
    expect(created.statusCode, created.body).toBe(202);
    const mail = await newestMail(email);
    expect(mail.subject).toBe('Welkom bij Miles: bevestig uw account');
    expect(mail.text).toMatch(/^Beste Lotte,/);
    expect(mail.text).toContain(mail.link ?? 'no link');
  });
});
