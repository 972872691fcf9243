// The form registry (lazy, typed, loud for unknown ids), the mapping of API rejections to field and summary
// messages, and the helpers that pick and order validation messages.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { formLoaders, formNames, hasForm, loadForm } from '@/forms/form-registry';
import { isApiRejection, serverMessage, toServerFailure } from '@/forms/server-errors';
import { fieldOrder, fieldSchemaAt, messageKeyFor, sortByField } from '@/forms/validation/error-messages';
import { formIds } from '@/generated/validators/index';

describe('form registry', () => {
  it('knows every shipped form and nothing else', () => {
    expect(formNames()).toEqual(formIds);
    expect(hasForm('create-account')).toBe(true);
    expect(hasForm('toString')).toBe(false);
    expect(formLoaders('no-such-form')).toBeUndefined();
  });

  it('loads schema, uiSchema and a precompiled validator, once per form', async () => {
    const first = loadForm('reset-password');
    expect(loadForm('reset-password')).toBe(first);
    const form = await first;
    expect(form.schema.$id).toBe('resetPassword');
    expect(form.uiSchema.password).toMatchObject({ 'ui:widget': 'password' });
    expect(form.validator.isValid(form.schema, { password: 'Sunny-days9', password_confirmation: 'Sunny-days9' }, form.schema)).toBe(true);
    expect(form.validator.isValid(form.schema, { password: 'Sunny-days9', password_confirmation: 'nope' }, form.schema)).toBe(false);
  });

  it('rejects an unknown id with the list of known forms', async () => {
    // Known: one form per schemas/forms/<id>.json, in name order.
    const known = readdirSync('schemas/forms')
      .filter((name) => name.endsWith('.json') && !name.endsWith('.ui.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    expect(known).toContain('login');
    await expect(loadForm('sign-up')).rejects.toThrow(`Unknown form "sign-up". Known forms: ${known.join(', ')}`);
  });
});

describe('API rejections → field errors and summary messages', () => {
  const text = {
    t: (key: string) => `T(${key})`,
    exists: (key: string) => ['validation.server.email_taken', 'validation.server.invalid_credentials'].includes(key),
  };
  const fields = new Set(['email', 'password', 'address.city']);
  const hasField = (path: string[]) => fields.has(path.join('.'));

  it('a followed link: a raw validator message of its parts becomes "this link is not valid", translated', () => {
    const malformed = { code: 422, errors: [{ propertyPath: 'code', message: 'Must match pattern "^[0-9]{1,10}$".' }] };
    expect(serverMessage(malformed, text)).toBe('T(validation.server.invalid_link)');
    expect(serverMessage({ code: 422, errors: 'Invalid slug', key: 'invalid_slug' }, { ...text, exists: () => true })).toBe(
      'T(validation.server.invalid_slug)',
    );
    // A translated field rule says nothing useful about a link either.
    expect(serverMessage({ code: 422, errors: [{ propertyPath: 'code', message: 'm', key: 'email_taken' }] }, text)).toBe(
      'T(validation.server.invalid_link)',
    );
  });

  it('recognises the API client shape only', () => {
    expect(isApiRejection({ code: 422, errors: [{ propertyPath: 'email', message: 'm' }] })).toBe(true);
    expect(isApiRejection({ code: 'E_AUTH', errors: 'Bad' })).toBe(true);
    expect(isApiRejection({ code: 422, errors: [{ message: 'no path' }] })).toBe(false);
    expect(isApiRejection(new Error('boom'))).toBe(false);
    expect(isApiRejection(null)).toBe(false);
  });

  it('puts violations on their fields (translated when the key exists) and others in the summary', () => {
    const failure = toServerFailure(
      {
        code: 422,
        errors: [
          { propertyPath: 'email', message: 'Already used.', key: 'email_taken' },
          { propertyPath: 'email', message: 'Already used.', key: 'email_taken' },
          { propertyPath: 'password', message: 'Too common.', key: 'not_translated' },
          { propertyPath: 'address.city', message: 'Unknown city.' },
          { propertyPath: 'sponsor', message: 'Unknown sponsor.' },
          { propertyPath: '', message: 'Whole form.' },
        ],
      },
      hasField,
      text,
    );
    expect(failure.errorSchema).toEqual({
      email: { __errors: ['T(validation.server.email_taken)'] },
      password: { __errors: ['Too common.'] },
      address: { city: { __errors: ['Unknown city.'] } },
    });
    expect(failure.messages.map((m) => `${m.path.join('.')}|${m.message}`)).toEqual([
      'email|T(validation.server.email_taken)',
      'email|T(validation.server.email_taken)',
      'password|Too common.',
      'address.city|Unknown city.',
      '|Unknown sponsor.',
      '|Whole form.',
    ]);
  });

  it('says a form published since the page was loaded, once, when the refusal names fields the page does not show', () => {
    const refusal = {
      code: 422,
      errors: [
        { propertyPath: 'email', message: 'Already used.', key: 'email_taken' },
        { propertyPath: 'department', message: 'This field is required.', key: 'required' },
        { propertyPath: 'team', message: 'This field is required.', key: 'required' },
      ],
    };
    expect(toServerFailure(refusal, hasField, { ...text, outdated: true }).messages.map((m) => `${m.path.join('.')}|${m.message}`)).toEqual(
      ['email|T(validation.server.email_taken)', '|T(validation.server.formChanged)'],
    );
    // The page is the live one: the refusal is said as it came.
    expect(toServerFailure(refusal, hasField, text).messages.map((m) => m.message)).toContain('This field is required.');
  });

  it('shows a string error as one summary message, translated by the rejection key when known', () => {
    expect(toServerFailure({ code: 401, errors: 'Invalid credentials.', key: 'invalid_credentials' }, hasField, text).messages).toEqual([
      { path: [], message: 'T(validation.server.invalid_credentials)' },
    ]);
    expect(toServerFailure({ code: 500, errors: 'Server on fire.' }, hasField, text)).toEqual({
      errorSchema: {},
      messages: [{ path: [], message: 'Server on fire.' }],
    });
  });

  it('fills the translation with the values the refusal names, figures written as the portal writes them', () => {
    const filled = {
      t: (key: string, values?: Record<string, unknown>) => `T(${key}, ${JSON.stringify(values)})`,
      exists: (key: string) => key === 'validation.server.load_amount_invalid',
    };
    const params = { min: 1000, max: 20_000, step: 250 };
    const refusal = { code: 422, errors: [{ propertyPath: 'miles', message: 'm', key: 'load_amount_invalid', params }] };
    expect(toServerFailure(refusal, () => true, filled).messages).toEqual([
      { path: ['miles'], message: 'T(validation.server.load_amount_invalid, {"min":"1\u00a0000","max":"20\u00a0000","step":"250"})' },
    ]);
  });

  it('falls back to the generic message for anything else, and never writes to prototypes', () => {
    for (const reason of [new TypeError('Failed to fetch'), 'oops', undefined, { code: 422, errors: [] }]) {
      expect(toServerFailure(reason, hasField, text).messages).toEqual([{ path: [], message: 'T(validation.server.generic)' }]);
    }
    const failure = toServerFailure({ code: 422, errors: [{ propertyPath: '__proto__.polluted', message: 'x' }] }, () => true, text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failure.errorSchema).toEqual({});
  });
});

describe('message and order helpers', () => {
  const schema = {
    type: 'object',
    properties: {
      a: { type: 'string', format: 'agent-code', 'x-messages': { required: 'custom.required' } },
      b: { type: 'string', format: 'web-address' },
      c: { type: 'object', properties: { d: { type: 'string', title: 'deep' } } },
    },
  } as RJSFSchema;
  const err = (property: string, name: string, params: object = {}): RJSFValidationError => ({ property, name, params, stack: '' });

  it('picks the field’s own message, then the format’s, then the keyword’s', () => {
    expect(messageKeyFor(err('.a', 'required', { missingProperty: 'a' }), schema)).toBe('custom.required');
    expect(messageKeyFor(err('.a', 'format', { format: 'agent-code' }), schema)).toBe('validation.agentCode');
    expect(messageKeyFor(err('.b', 'format', { format: 'web-address' }), schema)).toBe('validation.webAddress');
    expect(messageKeyFor(err('.b', 'minLength', { limit: 3 }), schema)).toBe('validation.minLength');
    expect(messageKeyFor(err('.b', 'multipleOf'), schema)).toBe('validation.invalid');
  });

  it('finds nested field schemas and orders fields by ui:order with its wildcard', () => {
    expect(fieldSchemaAt(schema, ['c', 'd'])?.title).toBe('deep');
    expect(fieldSchemaAt(schema, ['c', 'x'])).toBeUndefined();
    expect(fieldOrder(schema)).toEqual(['a', 'b', 'c']);
    expect(fieldOrder(schema, { 'ui:order': ['c', '*', 'a'] })).toEqual(['c', 'b', 'a']);
    expect(fieldOrder(schema, { 'ui:order': ['b'] })).toEqual(['b', 'a', 'c']);
    expect(
      sortByField([{ property: '.c.d' }, { property: '.a' }, { property: '.' }, { property: '.zz' }], ['a', 'b', 'c']).map(
        (e) => e.property,
      ),
    ).toEqual(['.', '.a', '.c.d', '.zz']);
  });
});
