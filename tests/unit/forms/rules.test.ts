/** @vitest-environment jsdom */
// requirements §5 rules as formats: each accepts and refuses what it should, and each message exists, word for word
// where the requirements quote it, in en, fr-be and nl-be.
import { beforeAll, describe, expect, it } from 'vitest';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { applyLanguage, i18n } from '@/platform/i18n';
import { IMAGE_MAX_BYTES, dataUrlBytes, formats, matchesFormat } from '@/contract/formats';
import { validatorOptions } from '@/contract/form-validator-options';
import { createErrorTransformer, formatMessageKey } from '@/forms/validation/error-messages';
import type { Language } from '@/lib/app-config';

const samples: Record<string, { valid: string[]; invalid: string[] }> = {
  password: {
    valid: ['Abcdefg1!', 'Sunny-days9', 'Été-2024ok', 'A1b2C3d4!e5F6g7'],
    invalid: ['Abcdef1!', 'Abcdefghijklm1!x', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdefg1 '],
  },
  'agent-code': { valid: ['FA123456', 'FA000000'], invalid: ['FA12345', 'FA1234567', 'fa123456', 'FB123456', ' FA123456', 'FA12345a'] },
  'agency-access-code': { valid: ['0123456789', 'AB12CD34EF', 'é23456789x'], invalid: ['012345678', '01234567890', ''] },
  'subscription-code': { valid: ['1234567890123456'], invalid: ['123456789012345', '12345678901234567', '12345678901234a6', ''] },
  'booking-number': { valid: ['AB123456', '12345678'], invalid: ['1234567', '123456789', ''] },
  'alphanumeric-name': {
    valid: ['Zoë', "O'Neil-Dupré", 'Jean Pierre', 'D’Hondt', 'Agent 007', 'Łukasz', 'Ærøskøbing'],
    invalid: ['Zoë!', 'a@b', '<script>', 'Jean_Pierre', 'Anne;', ''],
  },
  'web-address': {
    valid: [
      'example.com',
      'http://example.com',
      'https://www.example.co.uk:8080/path/to?q=1&b=2#top',
      '192.168.1.1',
      'https://10.0.0.1:3000/x',
      'miles.example/fr-be/faq',
    ],
    invalid: ['example', 'ftp://example.com', 'http://', 'http://999.1.1.1', 'exa mple.com', 'javascript:alert(1)', 'https://example.c'],
  },
  numeric: {
    valid: ['0', '-2.5', '+3', '1e3', '.5', '42.', ' 7 '],
    invalid: ['', 'abc', 'NaN', 'Infinity', '1e999', '1,5', '--1', '0x10'],
  },
  date: {
    valid: ['2024-02-29', '1990-04-30', '2000-12-31'],
    invalid: ['2023-02-29', '2024-13-01', '2024-1-1', '30/04/1990', '2024-04-31', '0000-01-01', '1899-12-31', '2100-01-01'],
  },
};

describe('formats (requirements §5)', () => {
  it.each(Object.entries(samples))('%s accepts and refuses the right values', (name, { valid, invalid }) => {
    for (const value of valid) expect(matchesFormat(name, value), `${name} should accept ${JSON.stringify(value)}`).toBe(true);
    for (const value of invalid) expect(matchesFormat(name, value), `${name} should refuse ${JSON.stringify(value)}`).toBe(false);
  });

  it('has a sample set for every format except the image size (tested below)', () => {
    expect(Object.keys(formats).sort()).toEqual([...Object.keys(samples), 'image-size'].sort());
  });

  it('image-size: a base64 data URL of at most 2 MB', () => {
    const url = (bytes: number) => `data:image/png;name=a.png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
    for (const n of [0, 1, 2, 3, 1000, IMAGE_MAX_BYTES - 1, IMAGE_MAX_BYTES]) expect(dataUrlBytes(url(n))).toBe(n);
    expect(matchesFormat('image-size', url(IMAGE_MAX_BYTES))).toBe(true);
    expect(matchesFormat('image-size', url(IMAGE_MAX_BYTES + 1))).toBe(false);
    expect(matchesFormat('image-size', 'data:image/png;base64,@@@@')).toBe(false);
    expect(matchesFormat('image-size', 'https://example.com/a.png')).toBe(false);
  });

  it('refuses everything for an unknown format name (a typo must not pass)', () => {
    expect(matchesFormat('agent_code', 'FA123456')).toBe(false);
  });
});

// Every rule on one test form, with the message keys the shipped forms use.
// `x-messages` is ours, so the literal is asserted rather than checked against JSONSchema7's known keys.
const rulesSchema = {
  $id: 'rulesTest',
  type: 'object',
  required: ['captcha', 'privacy_policy'],
  properties: {
    password: { type: 'string', format: 'password' },
    agent_code: { type: 'string', format: 'agent-code' },
    agency_access_code: { type: 'string', format: 'agency-access-code' },
    subscription_code: { type: 'string', format: 'subscription-code' },
    booking_number: { type: 'string', format: 'booking-number' },
    firstname: { type: 'string', format: 'alphanumeric-name' },
    website: { type: 'string', format: 'web-address' },
    amount: { type: 'string', format: 'numeric' },
    email: { type: 'string' },
    email_confirmation: { type: 'string', const: { $data: '1/email' }, 'x-messages': { const: 'validation.emailsMismatch' } },
    password_confirmation: { type: 'string', const: { $data: '1/password' }, 'x-messages': { const: 'validation.passwordsMismatch' } },
    privacy_policy: {
      type: 'boolean',
      enum: [true],
      'x-messages': { enum: 'validation.privacyPolicy', required: 'validation.privacyPolicy' },
    },
    captcha: { type: 'string', 'x-messages': { required: 'validation.captcha' } },
    file: {
      type: 'string',
      pattern: '^data:image/(jpeg|png)[;,]',
      format: 'image-size',
      'x-messages': { pattern: 'validation.imageType', format: 'validation.imageSize' },
    },
    photo: { type: 'string', format: 'image-size', 'x-messages': { format: 'validation.imageSize' } },
  },
} as RJSFSchema;

const invalidData = {
  password: 'password',
  agent_code: 'FA12',
  agency_access_code: 'ABC',
  subscription_code: '1234',
  booking_number: '123',
  firstname: 'Zoë!',
  website: 'not a site',
  amount: 'twelve',
  email: 'a@b.be',
  email_confirmation: 'a@b.de',
  password_confirmation: 'other',
  privacy_policy: false,
  file: 'data:image/gif;base64,R0lGOD==',
  photo: `data:image/png;base64,${Buffer.alloc(IMAGE_MAX_BYTES + 3).toString('base64')}`,
};

const expected: Record<Language, Record<string, string>> = {
  en: {
    password:
      'Your password must have 9 to 15 characters, with at least one capital letter, one lower-case letter, one digit and one special character.',
    agent_code: 'Please enter FA followed by 6 digits.',
    agency_access_code: 'Please enter 10 characters.',
    subscription_code: 'Please enter 16 digits.',
    booking_number: 'Please enter 8 characters.',
    firstname: 'Please use only alphanumeric characters',
    website: 'Please enter a valid web address.',
    amount: 'Please enter a number.',
    email_confirmation: 'Emails do not match',
    password_confirmation: 'Passwords do not match',
    privacy_policy: 'Please accept the privacy policy.',
    captcha: 'Please verify you are not a robot',
    file: 'Please choose a JPEG or PNG image.',
    photo: 'The image must not be larger than 2 MB.',
  },
  'fr-be': {
    password:
      'Votre mot de passe doit compter de 9 à 15 caractères, dont au moins une majuscule, une minuscule, un chiffre et un caractère spécial.',
    agent_code: 'Veuillez saisir FA suivi de 6 chiffres.',
    agency_access_code: 'Veuillez saisir 10 caractères.',
    subscription_code: 'Veuillez saisir 16 chiffres.',
    booking_number: 'Veuillez saisir 8 caractères.',
    firstname: 'Veuillez utiliser uniquement des caractères alphanumériques',
    website: 'Veuillez saisir une adresse web valide.',
    amount: 'Veuillez saisir un nombre.',
    email_confirmation: 'Les adresses e-mail ne correspondent pas',
    password_confirmation: 'Les mots de passe ne correspondent pas',
    privacy_policy: 'Veuillez accepter la politique de confidentialité.',
    captcha: 'Veuillez confirmer que vous n’êtes pas un robot',
    file: 'Veuillez choisir une image JPEG ou PNG.',
    photo: 'L’image ne peut pas dépasser 2\u00a0Mo.',
  },
  'nl-be': {
    password:
      'Uw wachtwoord moet 9 tot 15 tekens tellen, met minstens één hoofdletter, één kleine letter, één cijfer en één speciaal teken.',
    agent_code: 'Vul FA in, gevolgd door 6 cijfers.',
    agency_access_code: 'Vul 10 tekens in.',
    subscription_code: 'Vul 16 cijfers in.',
    booking_number: 'Vul 8 tekens in.',
    firstname: 'Gebruik alleen alfanumerieke tekens',
    website: 'Vul een geldig webadres in.',
    amount: 'Vul een getal in.',
    email_confirmation: 'De e-mailadressen komen niet overeen',
    password_confirmation: 'De wachtwoorden komen niet overeen',
    privacy_policy: 'Aanvaard het privacybeleid.',
    captcha: 'Bevestig dat u geen robot bent',
    file: 'Kies een JPEG- of PNG-afbeelding.',
    photo: 'De afbeelding mag niet groter zijn dan 2 MB.',
  },
};

describe('rule messages in the three languages', () => {
  const validator = customizeValidator(validatorOptions);
  beforeAll(() => applyLanguage('en'));

  it.each(Object.keys(expected) as Language[])('%s: every rule shows its own message', async (language) => {
    await applyLanguage(language);
    const transform = createErrorTransformer(rulesSchema, undefined, (key, values) => i18n.t(key, values));
    const { errors } = validator.validateFormData(invalidData, rulesSchema, undefined, transform);
    const byField = Object.fromEntries(errors.map((e) => [e.property?.replace(/^\./, ''), e.message]));
    expect(byField).toEqual(expected[language]);
  });

  it('accepts the same form once every value is right', () => {
    const valid = {
      password: 'Sunny-days9',
      password_confirmation: 'Sunny-days9',
      agent_code: 'FA123456',
      agency_access_code: 'AB12CD34EF',
      subscription_code: '1234567890123456',
      booking_number: 'AB123456',
      firstname: 'Zoë',
      website: 'https://miles.example',
      amount: '12.5',
      email: 'a@b.be',
      email_confirmation: 'a@b.be',
      privacy_policy: true,
      captcha: 'token',
      file: 'data:image/jpeg;name=me.jpg;base64,/9j/4AAQ',
    };
    expect(validator.validateFormData(valid, rulesSchema).errors).toEqual([]);
  });

  it('has the default message of every format, and every validation key, in every language', async () => {
    const keys = [
      ...Object.keys(formats).map(formatMessageKey),
      'validation.required',
      'validation.invalid',
      'validation.minLength',
      'validation.maxLength',
      'validation.pattern',
      'validation.enum',
      'validation.server.generic',
    ];
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      await applyLanguage(language);
      for (const key of keys) expect(i18n.exists(key), `${key} in ${language}`).toBe(true);
    }
    expect(formatMessageKey('agent-code')).toBe('validation.agentCode');
    expect(formatMessageKey('image-size')).toBe('validation.imageSize');
  });

  it('interpolates ajv params and keeps one message per field, the most basic first', async () => {
    await applyLanguage('en');
    const schema: RJSFSchema = {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string', maxLength: 3, format: 'alphanumeric-name' } },
    };
    const transform = createErrorTransformer(schema, undefined, (key, values) => i18n.t(key, values));
    expect(validator.validateFormData({ city: 'Gent!' }, schema, undefined, transform).errors.map((e) => e.message)).toEqual([
      'Please use only alphanumeric characters',
    ]);
    expect(validator.validateFormData({ city: 'Gentbrugge' }, schema, undefined, transform).errors.map((e) => e.message)).toEqual([
      'Please enter at most 3 characters.',
    ]);
    expect(validator.validateFormData({}, schema, undefined, transform).errors.map((e) => e.message)).toEqual(['This field is required.']);
  });
});
