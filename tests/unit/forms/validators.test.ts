// @vitest-environment node
// The precompiled validators (src/generated/validators) judge every form exactly as rjsf's runtime ajv
// validator does, they are up to date with the schemas, and the build script refuses what would break them.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { formIds, validatorLoaders } from '@/generated/validators/index';
import type { FormId } from '@/generated/validators/index';
import { validatorOptions } from '@/contract/form-validator-options';
import { checkFormTranslations, expectedSchemaId, generateAll, listFormIds } from '../../../scripts/build-form-validators';
import { testFolder } from '../../support/temp-dir';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaDir = path.join(root, 'schemas/forms');
const readSchema = (id: string) => JSON.parse(fs.readFileSync(path.join(schemaDir, `${id}.json`), 'utf8')) as RJSFSchema;
const png = (bytes: number) => `data:image/png;name=me.png;base64,${Buffer.alloc(bytes, 1).toString('base64')}`;

const profile = {
  firstname: 'Ana',
  lastname: 'Peeters',
  phone: '+32 2 123 45 67',
  job_title: 'Travel agent',
  address_line: 'Rue Haute 1',
  postcode: '1000',
  city: 'Bruxelles',
  birth_date: '1990-04-30',
};
const account = {
  agent_code: 'FA123456',
  agency_access_code: 'AB12CD34EF',
  firstname: 'Zoë',
  lastname: "O'Neil",
  email: 'zoe@agency.example',
  email_confirmation: 'zoe@agency.example',
  password: 'Sunny-days9',
  password_confirmation: 'Sunny-days9',
  language: 'nl-be',
  country_id: 21,
  privacy_policy: true,
  captcha: 'token',
};

const address = { name: 'Ana Peeters', line: 'Rue Haute 1', postcode: '1000', city: 'Bruxelles', country_code: 'BE' };

/** Per form: data that must pass, and data that must fail (each failing for different reasons). */
const samples: Record<FormId, { valid: object[]; invalid: object[] }> = {
  login: { valid: [{ email: 'a@b.be', password: 'x' }], invalid: [{}, { email: 'nope', password: 'x' }, { email: 'a@b.be', password: 3 }] },
  'login-captcha': {
    valid: [{ email: 'a@b.be', password: 'x', captcha: 'token' }],
    invalid: [
      { email: 'a@b.be', password: 'x' },
      { email: 'a@b.be', password: 'x', captcha: '' },
    ],
  },
  'create-account': {
    valid: [account, { ...account, language: 'en', country_id: 1 }],
    invalid: [
      {},
      { ...account, agent_code: 'FA1', agency_access_code: '123' },
      { ...account, email_confirmation: 'zoe@agency.exampel', password_confirmation: 'Sunny-days8' },
      { ...account, privacy_policy: false, captcha: undefined },
      { ...account, language: 'de', country_id: 'BE', firstname: 'Zoë!' },
      { ...account, password: 'weakpassword', password_confirmation: 'weakpassword' },
    ],
  },
  'complete-account': {
    valid: [profile],
    invalid: [
      {},
      { ...profile, birth_date: undefined },
      { ...profile, phone: 'call me', postcode: '!', birth_date: '1990-02-30' },
      { ...profile, city: 'x'.repeat(101) },
    ],
  },
  profile: {
    valid: [{ firstname: 'Ana', lastname: 'Peeters' }, profile],
    invalid: [{ firstname: 'Ana' }, { ...profile, job_title: 'x'.repeat(101), lastname: '<b>' }],
  },
  'change-password': {
    valid: [{ current_password: 'old', password: 'Sunny-days9', password_confirmation: 'Sunny-days9' }],
    invalid: [
      {},
      { current_password: 'old', password: 'Sunny-days9', password_confirmation: 'Sunny-days' },
      { current_password: 'old', password: 'short', password_confirmation: 'short' },
    ],
  },
  'password-recovery': { valid: [{ email: 'a@b.be' }], invalid: [{}, { email: 'a@b' }] },
  'card-load': {
    valid: [{ miles: 500 }, { miles: 50_000 }],
    invalid: [{}, { miles: 0 }, { miles: 500.5 }, { miles: '500' }, { miles: 100_000_001 }],
  },
  'delivery-address': {
    valid: [address, { ...address, name: 'Zoë O’Neil', country_code: 'FR' }],
    invalid: [
      {},
      { ...address, name: '   ', city: '' },
      { ...address, country_code: 'be' },
      { ...address, line: 'x'.repeat(201), postcode: 'x'.repeat(21) },
    ],
  },
  'hotel-search': {
    valid: [
      { stay: { arrival: '2030-03-02', departure: '2030-03-04' } },
      { destination: 'city:Paris', stay: { arrival: '2030-03-02', departure: '2030-03-04' }, rooms: [{ adults: 2, children: 1 }] },
      {
        destination: 'hotel:12',
        stay: { arrival: '2030-03-02', departure: '2030-03-04' },
        rooms: Array.from({ length: 9 }, () => ({ adults: 1, children: 0 })),
      },
    ],
    invalid: [
      {},
      { stay: {} },
      { stay: { arrival: '2030-03-02' } },
      { destination: 'Par', stay: { arrival: '2030-03-02', departure: '2030-03-04' } },
      { stay: { arrival: '2030-02-30', departure: '2030-03-04' } },
      { stay: { arrival: '2030-03-02', departure: '2030-03-04' }, rooms: [] },
      { stay: { arrival: '2030-03-02', departure: '2030-03-04' }, rooms: [{ adults: 0, children: 0 }] },
      { stay: { arrival: '2030-03-02', departure: '2030-03-04' }, rooms: [{ adults: 2, children: 5 }] },
    ],
  },
  'history-filters': {
    valid: [{}, { type: [], status: [] }, { type: ['order', 'expired'], status: ['pending'], from: '2026-10-01', to: '2026-10-20' }],
    invalid: [{ type: ['gift'] }, { status: ['valid', 'valid'] }, { type: 'order' }, { from: '2026-02-30' }],
  },
  'quiz-answers': {
    valid: [{}, { answers: {} }, { answers: { '101': [1012], '102': [1021, 1023] } }],
    invalid: [
      { answers: { '101': [0] } },
      { answers: { '101': [1, 1] } },
      { answers: { '101': 1012 } },
      { answers: { '101': ['1012'] } },
      { answers: [] },
    ],
  },
  'basket-quantity': {
    valid: [{}, { quantity: 1 }, { quantity: 1000000 }],
    invalid: [{ quantity: 0 }, { quantity: 2.5 }, { quantity: 1000001 }, { quantity: '3' }, { quantity: null }],
  },
  'add-to-basket': {
    valid: [{ quantity: 1 }, { variant: 42, quantity: 300, extras: { loyalty_number: '12345678' } }, { quantity: 1000000, extras: {} }],
    invalid: [
      {},
      { quantity: 0 },
      { quantity: 2.5 },
      { quantity: 1000001 },
      { quantity: '3' },
      { variant: 0, quantity: 1 },
      { quantity: 1, extras: { loyalty_number: 12345678 } },
      { quantity: 1, extras: { loyalty_number: 'x'.repeat(201) } },
    ],
  },
  'shop-filters': {
    valid: [{}, { categories: [] }, { categories: [1, 5], sort: 'newest', minPrice: 0, maxPrice: 6000 }],
    invalid: [
      { categories: [0] },
      { categories: [2, 2] },
      { sort: 'cheapest' },
      { minPrice: -1 },
      { maxPrice: 12.5 },
      { minPrice: '3000' },
    ],
  },
  'hotel-results-filters': {
    valid: [
      {},
      { brands: [], cities: [], stars: [] },
      { sort: 'distance', brands: ['casa-horizon', 'nordlys'], cities: ['Paris', 'Saint-Denis'], stars: [1, 5] },
      { cities: ['a'.repeat(100)] },
    ],
    invalid: [
      { sort: 'cheapest' },
      { brands: ['Nordlys'] },
      { brands: ['horizon', 'horizon'] },
      { brands: Array.from({ length: 21 }, (_, i) => `brand-${'abcdefghijklmnopqrstu'[i]}`) },
      { cities: ['a'.repeat(101)] },
      { cities: 'Paris' },
      { stars: [0] },
      { stars: [6] },
      { stars: [4.5] },
      { stars: ['5'] },
    ],
  },
  'animation-filters': {
    valid: [{}, { type: 'quiz' }, { type: 'code_distribution' }],
    invalid: [{ type: 'lottery' }, { type: '' }, { type: 3 }, { type: ['quiz'] }],
  },
  'redeem-nights': {
    valid: [
      { arrival: '2030-03-02', nights: 2, rooms: 1 },
      { arrival: '2030-03-02', nights: 29, rooms: 9 },
    ],
    invalid: [
      {},
      { arrival: '2030-02-30', nights: 2, rooms: 1 },
      { arrival: '2030-03-02', nights: 30, rooms: 0 },
      { arrival: '2030-03-02', nights: 1.5, rooms: 1 },
    ],
  },
  'card-block-reason': {
    valid: [{ reason: 'lost' }, { reason: 'damaged' }],
    invalid: [{}, { reason: '' }, { reason: 'broken' }, { reason: 1 }],
  },
  'card-block': {
    valid: [{ password: 'Fresh#2026ok' }],
    invalid: [{}, { password: '' }, { password: 'x'.repeat(201) }],
  },
  'card-pin-reveal': {
    valid: [{ password: 'Other#2026ok' }, { password: 'x' }],
    invalid: [{}, { password: '' }, { password: 'x'.repeat(201) }, { password: 42 }],
  },
  'card-activation': {
    valid: [{ code: '123456' }, { code: '000000' }],
    invalid: [{}, { code: '12345' }, { code: '1234567' }, { code: '12ab56' }, { code: 123456 }],
  },
  'transfer-miles': {
    valid: [
      { agent_code: 'FA654321', amount: 1000 },
      { agent_code: 'FA654321', amount: 87_500 },
    ],
    invalid: [
      {},
      { agent_code: 'fa65432', amount: 999 },
      { agent_code: 'FA654321', amount: 1000.5 },
      { agent_code: 'FA654321', amount: 10_000_001 },
    ],
  },
  'financial-service-request': {
    valid: [
      { phone: '+32 2 123 45 67', contact_time: 'morning', consent: true },
      { phone: '0470 12 34 56', contact_time: 'evening', message: 'Does it cover skiing?', consent: true },
    ],
    invalid: [
      {},
      { phone: '+32 2 123 45 67', contact_time: 'morning', consent: false },
      { phone: 'call me', contact_time: 'morning', consent: true },
      { phone: '+32 2 123 45 67', contact_time: 'night', consent: true },
      { phone: '+32 2 123 45 67', contact_time: 'morning', message: 'x'.repeat(1001), consent: true },
    ],
  },
  'sponsorship-invite': {
    valid: [{ email: 'colleague@agency.be' }],
    invalid: [{}, { email: 'colleague@' }, { email: `${'x'.repeat(176)}@a.be` }],
  },
  contact: {
    valid: [{ subject: 'miles', message: 'Where are my October miles?' }],
    invalid: [
      {},
      { subject: 'lottery', message: 'Where are my October miles?' },
      { subject: 'miles', message: 'Hello?' },
      { subject: 'miles', message: 'x'.repeat(4001) },
    ],
  },
  'contact-guest': {
    valid: [{ subject: 'other', message: 'I would like to join the programme.', email: 'a@b.be', captcha: 'token' }],
    invalid: [
      { subject: 'other', message: 'I would like to join the programme.' },
      { subject: 'other', message: 'I would like to join.', email: 'a@b', captcha: 'token' },
    ],
  },
  'declare-booking': {
    valid: [
      {
        booking_number: 'HZ490562',
        cf_number: 'CF1234',
        property: 4,
        guest_firstname: 'Zoë',
        guest_lastname: "O'Neil",
        source: 'website',
        check_in: '2026-11-10',
        check_out: '2026-11-12',
      },
      {
        booking_number: 'hz490562',
        cf_number: 'CF1234',
        property: 4,
        guest_firstname: 'Ana',
        guest_lastname: 'Peeters',
        source: 'gds',
        check_in: '2026-11-10',
        check_out: '2026-11-12',
        additional_information: 'Late check-out',
      },
    ],
    invalid: [
      {},
      {
        booking_number: 'HZ-49056',
        cf_number: 'CF1',
        property: 0,
        guest_firstname: '-Ana',
        guest_lastname: 'P!',
        source: 'fax',
        check_in: '2026-02-30',
        check_out: 'soon',
      },
      {
        booking_number: 'HZ490562',
        cf_number: 'CF1234',
        guest_firstname: 'Ana',
        guest_lastname: 'Peeters',
        source: 'website',
        check_in: '2026-11-10',
        check_out: '2026-11-12',
        additional_information: 'x'.repeat(1001),
      },
    ],
  },
  locale: { valid: [{ language: 'fr-be', country_id: 21 }], invalid: [{}, { language: 'fr', country_id: '21' }] },
  'reset-password': {
    valid: [{ password: 'Sunny-days9', password_confirmation: 'Sunny-days9' }],
    invalid: [{ password: 'Sunny-days9' }, { password: 'Sunny-days9', password_confirmation: 'x' }],
  },
  'profile-image': {
    valid: [{ file: png(10) }, { file: 'data:image/jpeg;base64,/9j/4AAQ' }, { file: png(2 * 1024 * 1024) }],
    invalid: [{}, { file: 'data:image/gif;base64,R0lGOD==' }, { file: png(2 * 1024 * 1024 + 1) }, { file: 'https://example.com/me.png' }],
  },
};

describe('precompiled validators agree with rjsf runtime validator', () => {
  const runtime = customizeValidator(validatorOptions);

  it('covers every form', () => {
    expect(Object.keys(samples).sort()).toEqual([...formIds].sort());
  });

  it.each([...formIds])('%s: same verdict and same errors on valid and invalid samples', async (id) => {
    const schema = readSchema(id);
    const precompiled = createPrecompiledValidator((await validatorLoaders[id]()).functions, schema);
    for (const [kind, list] of Object.entries(samples[id])) {
      for (const data of list) {
        const a = precompiled.validateFormData(data, schema);
        const b = runtime.validateFormData(data, schema);
        expect(a, `${id} ${kind} ${JSON.stringify(data).slice(0, 80)}`).toEqual(b);
        expect(a.errors.length === 0, `${id}: sample expected ${kind}`).toBe(kind === 'valid');
        expect(precompiled.isValid(schema, data, schema)).toBe(kind === 'valid');
      }
    }
  });
});

describe('scripts/build-form-validators.ts', () => {
  const tempForms = () => {
    const dir = testFolder('miles-forms-');
    fs.cpSync(schemaDir, dir, { recursive: true });
    return dir;
  };

  it('the committed validators are up to date (what `--check` verifies)', () => {
    const outDir = path.join(root, 'src/generated/validators');
    const generated = generateAll();
    expect([...generated.keys()].sort()).toEqual(fs.readdirSync(outDir).sort());
    for (const [name, text] of generated) expect(fs.readFileSync(path.join(outDir, name), 'utf8'), name).toBe(text);
  });

  it('emits ES modules with no require, no new Function and imports for ajv runtime helpers and our formats', () => {
    for (const [name, text] of generateAll()) {
      if (!name.endsWith('.js')) continue;
      expect(text).not.toMatch(/\brequire\(|new Function|\beval\(/);
      for (const m of text.matchAll(/^import .* from "([^"]+)";$/gm)) {
        expect(m[1]).toMatch(/^(ajv\/dist\/runtime\/(ucs2length|equal)\.js|\.\.\/\.\.\/contract\/formats\.ts)$/);
      }
      expect(text).toMatch(/^export default \{ "\w+": validate\d+ \};$/m);
      expect(text).toMatch(/^export const compiledSchema = schema\d+;$/m);
    }
  });

  it('gives each form a JS-identifier $id derived from its file name', () => {
    expect(listFormIds()).toEqual([...formIds]);
    for (const id of formIds) expect(readSchema(id).$id).toBe(expectedSchemaId(id));
  });

  it('refuses a wrong $id, a missing uiSchema and an unknown function format', () => {
    let dir = tempForms();
    const edit = (file: string, fn: (s: Record<string, unknown>) => void) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
      fn(data);
      fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
    };
    edit('login.json', (s) => (s.$id = 'log-in'));
    expect(() => generateAll(dir)).toThrow('schemas/forms/login.json#/$id: must be "login"');

    dir = tempForms();
    fs.rmSync(path.join(dir, 'login.ui.json'));
    expect(() => generateAll(dir)).toThrow('missing its uiSchema login.ui.json');

    dir = tempForms();
    edit('login.json', (s) => ((s.properties as Record<string, object>).email = { type: 'string', format: 'uri' }));
    expect(() => generateAll(dir)).toThrow('format "uri" is not defined in src/contract/formats.ts');
  });

  it('refuses a form naming a translation key that a language lacks', () => {
    expect(checkFormTranslations()).toEqual([]);
    const dir = tempForms();
    const ui = JSON.parse(fs.readFileSync(path.join(dir, 'login.ui.json'), 'utf8')) as Record<string, Record<string, string>>;
    ui.password = { ...ui.password, 'ui:help': 'forms.fields.passwordForgotten' };
    fs.writeFileSync(path.join(dir, 'login.ui.json'), JSON.stringify(ui));
    expect(checkFormTranslations(dir)).toEqual([
      'schemas/forms/login.ui.json#/password/ui:help: translation key "forms.fields.passwordForgotten" is missing in en, fr-be, nl-be',
    ]);
    expect(() => generateAll(dir)).toThrow('forms.fields.passwordForgotten');
  });
});
