import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { toApiError } from '@/api/api-error';
import { toServerFailure } from '@/forms/server-errors';
import { withLockWait } from '@/templates/login/locked-message';
import { readLocaleTree } from '../../../server/reference/locale-strings';

// Each language's strings, all its namespace files together (the message's keys name their groups, not files).
const en = readLocaleTree('en');
const fr = readLocaleTree('fr-be');
const nl = readLocaleTree('nl-be');

async function translator(language: string, resources: object) {
  // The app's settings (src/platform/i18n.ts): lower-case language codes such as fr-be.
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    lowerCaseLng: true,
    resources: { [language]: { translation: resources } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** The answer of a locked login as the API client rejects it. */
const locked = (seconds: number) =>
  toApiError(
    429,
    'Too Many Requests',
    { code: 429, message: 'Too many failed attempts.', key: 'too_many_attempts', retry_after: seconds },
    'front/login',
  );

describe('locked login message (the member learns how long to wait)', () => {
  it.each([
    ['en', en, 'Too many failed attempts. Please try again in 12 minutes.'],
    ['fr-be', fr, 'Trop de tentatives échouées. Veuillez réessayer dans 12 minutes.'],
    ['nl-be', nl, 'Te veel mislukte pogingen. Probeer het over 12 minuten opnieuw.'],
  ])('shows the wait in whole minutes in %s, as the form summary', async (language, resources, text) => {
    const i18n = await translator(language, resources);
    const shown = withLockWait(locked(11 * 60 + 5), i18n.t);
    const failure = toServerFailure(shown, () => false, { t: i18n.t, exists: (key) => i18n.exists(key) });
    expect(failure.messages.map((m) => m.message)).toEqual([text]);
  });

  it('says "1 minute" for the last minute of a lock', async () => {
    const i18n = await translator('en', en);
    const shown = withLockWait(locked(60), i18n.t);
    expect(toServerFailure(shown, () => false, { t: i18n.t, exists: (key) => i18n.exists(key) }).messages[0]?.message).toBe(
      'Too many failed attempts. Please try again in 1 minute.',
    );
  });

  it.each([
    ['en', en, 'Too many failed attempts. Please try again in 4 seconds.'],
    ['fr-be', fr, 'Trop de tentatives échouées. Veuillez réessayer dans 4 secondes.'],
    ['nl-be', nl, 'Te veel mislukte pogingen. Probeer het over 4 seconden opnieuw.'],
  ])('shows a short wait between wrong passwords in seconds in %s', async (language, resources, text) => {
    const i18n = await translator(language, resources);
    const shown = withLockWait(locked(4), i18n.t);
    expect(toServerFailure(shown, () => false, { t: i18n.t, exists: (key) => i18n.exists(key) }).messages[0]?.message).toBe(text);
  });

  it('leaves any other rejection as it is (wrong credentials keep their own message)', async () => {
    const i18n = await translator('en', en);
    const wrong = toApiError(
      401,
      'Unauthorized',
      { code: 401, message: 'Invalid credentials.', key: 'invalid_credentials' },
      'front/login',
    );
    expect(withLockWait(wrong, i18n.t)).toBe(wrong);
  });
});
