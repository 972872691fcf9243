// Hostile requests generated from the API contract (schemas/api/openapi.json) with fast-check: for one
// operation, a request that is valid in every field but a few, and those few carry what clients send
// to break servers (NUL and control characters, lone surrogates, huge strings, integers past 2^31 and
// 2^53, dates in the years 0000 / 10000, wrong types, extra properties, broken JSON or multipart).
// A mostly valid request is the point: a request wrong everywhere stops at validation and proves nothing.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { readFileSync } from 'node:fs';

export type Schema = { [key: string]: unknown };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  mediaType: string | undefined;
  body: Schema | undefined;
  secured: boolean;
}

export interface HostileRequest {
  method: ContractOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

const document = JSON.parse(readFileSync(new URL('../../../schemas/api/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Every operation of the contract with what a request to it is made of. */
export function contractOperations(): ContractOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        operationId: op.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        parameters: op.parameters ?? [],
        mediaType,
        body: media?.schema,
        secured: (op.security ?? []).length > 0,
      };
    }),
  );
}

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const { $ref: _ref, ...rest } = schema;
  return { ...resolve(document.components.schemas[ref.split('/').pop() ?? ''] ?? {}), ...rest };
}

const types = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
const num = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

const validDate = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function validString(schema: Schema): Arbitrary<string> {
  if (schema.format === 'email')
    return fc.oneof(
      fc.constantFrom('demo@example.com', 'other@example.com'),
      fc.stringMatching(/^[a-z]{3,12}$/).map((s) => `${s}@example.com`),
    );
  if (schema.format === 'date') return validDate;
  if (typeof schema.pattern === 'string') {
    const max = num(schema.maxLength, 60);
    const fits = (s: string) => s.length >= num(schema.minLength, 0) && s.length <= max;
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
    } catch {
      // fast-check cannot generate from lookaheads (the password rule): a sample that meets that rule.
      return fc.constant('Abcdef#2026');
    }
  }
  return fc.string({ minLength: num(schema.minLength, 0), maxLength: Math.min(num(schema.maxLength, 40), 40) });
}

/** A value the schema accepts (near enough: patterns and bounds are honoured, formats by sample). */
export function valid(input: Schema): Arbitrary<unknown> {
  const schema = resolve(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map(valid));
  const [type = 'string', ...others] = types(schema).filter((t) => t !== 'null');
  if (others.length > 0 && type === 'string' && others.includes('integer'))
    return fc.oneof(validString(schema), fc.integer({ min: num(schema.minimum, 1), max: 99_999 }));
  if (type === 'integer')
    return fc.integer({ min: num(schema.minimum, 0), max: Math.min(num(schema.maximum, 100_000), num(schema.minimum, 0) + 100_000) });
  if (type === 'number') return fc.double({ min: 0, max: 1000, noNaN: true });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array')
    return fc.array(valid((schema.items as Schema | undefined) ?? {}), { maxLength: Math.min(num(schema.maxItems, 3), 3) });
  if (type === 'object' || schema.properties) return validObject(schema);
  return validString(schema);
}

function validObject(schema: Schema): Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valid(s)]));
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
}

const controls = [...Array(32).keys(), 127].map((c) => String.fromCharCode(c));

/** Strings no text column should ever meet: control characters, lone surrogates, huge, NaN-like, dates out of range. */
export const hostileString: Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...controls), fc.string({ maxLength: 8 })).map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom('\u0000', 'a\u0000b', 'FA12345\u0000', 'x@example.com\u0000', '\ud800', 'a\udfffb', '\ud83d', '\uffff', '\u202e\u200b'),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '9'.repeat(400), '2147483648', '9007199254740993', '-1', ' '),
  fc.constantFrom(
    '0000-01-01',
    '10000-01-01',
    '-0001-01-01',
    '9999-12-31',
    '0001-01-01',
    '2026-02-30',
    '2026-13-01',
    '+010000-01-01',
    '1969-12-31T23:59:59Z',
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Numbers that break 32-bit columns, JavaScript's safe integers or integer parsing. */
export const hostileNumber: Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e308,
    -1,
    0,
    0.5,
    1.5,
    -0.000001,
    9_999_999_999,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 63n }).map(Number),
);

/** Any JSON value of the wrong shape: what a field of any type may be sent instead. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $ne: '' }, { __proto__x: 1 }, ['\u0000']),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);

/** Control characters slipped into an otherwise valid value: what stays valid up to the database. */
function withControl(schema: Schema): Arbitrary<string> {
  return fc
    .tuple(validString(schema), fc.constantFrom('\u0000', '\u0000', '\u0001', '\u001b', '\u007f', '\n'), fc.nat())
    .map(([text, c, at]) => {
      const i = text.length === 0 ? 0 : at % (text.length + 1);
      return `${text.slice(0, i)}${c}${text.slice(i)}`;
    });
}

/** A hostile value of the field's own type most of the time (wrong types stop at validation and prove little). */
export function hostileFor(input: Schema): Arbitrary<unknown> {
  const schema = resolve(input);
  const kinds = types(schema);
  const own: Arbitrary<unknown>[] = [];
  if (kinds.includes('integer') || kinds.includes('number')) own.push(hostileNumber);
  if (kinds.includes('string') || kinds.length === 0)
    own.push(schema.format === 'date' ? hostileDate : fc.oneof(withControl(schema), hostileString));
  if (own.length === 0) return hostileValue;
  return fc.oneof({ weight: 4, arbitrary: fc.oneof(...own) }, { weight: 1, arbitrary: hostileValue });
}

const hostileDate = fc.constantFrom(
  '0000-01-01',
  '10000-01-01',
  '-0001-01-01',
  '9999-12-31',
  '0001-01-01',
  '1000-01-01',
  '2999-12-31',
  '2026-02-30',
);

/** A valid object with 1 to 3 of its fields hostile, or with an extra one, or not an object at all. */
export function hostileBody(schema: Schema): Arbitrary<unknown> {
  const resolved = resolve(schema);
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const names = Object.keys(properties);
  const values = fc.record(Object.fromEntries(names.map((n) => [n, hostileFor(properties[n] ?? {})])));
  const spoiled = fc.tuple(
    validObject(resolved),
    fc.subarray(names, { minLength: Math.min(1, names.length), maxLength: Math.min(3, names.length) }),
    values,
  );
  return fc.oneof(
    { weight: 6, arbitrary: spoiled.map(([body, fields, bad]) => ({ ...body, ...Object.fromEntries(fields.map((f) => [f, bad[f]])) })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validObject(resolved), fc.string({ minLength: 1, maxLength: 10 }), hostileValue)
        .map(([body, key, value]) => ({ ...body, [`x_${key}`]: value })),
    },
    { weight: 1, arbitrary: fc.oneof(fc.array(validObject(resolved), { maxLength: 2 }), hostileValue) },
  );
}

/** JSON text that does not parse, or parses into something odd. */
export const brokenJson: Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"a":1}}',
  "{'a':1}",
  'NaN',
  '1e999',
  '['.repeat(5000),
);

/** multipart/form-data bodies and content types a browser never sends. */
export const brokenMultipart: Arbitrary<{ contentType: string; payload: string | Buffer }> = fc.constantFrom(
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
  },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--y--\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken header line\r\n\r\nabc\r\n--x--\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
  { contentType: 'multipart/form-data; boundary=', payload: '--\r\n\r\n' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n${'X-Header: y\r\n'.repeat(3000)}\r\nabc\r\n--x--\r\n`,
  },
  { contentType: 'multipart/mixed; boundary=x', payload: '--x\r\n\r\n--x--' },
  { contentType: 'multipart/form-data; boundary=x', payload: Buffer.from([0x2d, 0x2d, 0x78, 0x0d, 0x0a, 0xff, 0xfe, 0x00, 0x0d, 0x0a]) },
);

/** Query or path text: a hostile string, or a hostile number written out. */
const hostileParameter: Arbitrary<string> = fc.oneof(hostileString, hostileNumber.map(String));

function parameterValue(parameter: Parameter): Arbitrary<string | string[]> {
  const good = valid(parameter.schema).map((v) => (Array.isArray(v) ? v.map(String) : String(v)));
  const typed = hostileFor(parameter.schema).map((v) =>
    typeof v === 'string' || typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? ''),
  );
  const bad =
    parameter.in === 'header'
      ? fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), fc.constantFrom('', ' ', '\t', 'x'.repeat(5000)))
      : fc.oneof(typed, hostileParameter, fc.array(hostileParameter, { maxLength: 3 }));
  return fc.oneof({ weight: 2, arbitrary: good }, { weight: 3, arbitrary: bad });
}

// encodeURIComponent throws on a lone surrogate; the raw fragments below send its bytes instead.
const encode = (value: string): string =>
  encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Query text no encoder writes: bad percent escapes, NUL, overlong and surrogate UTF-8, bracket soup. */
const rawQueryNoise = fc.option(
  fc.constantFrom(
    '%',
    '%ZZ',
    'a=%ED%A0%80',
    'x=%00',
    'url=%C0%80',
    '&&&=',
    'a[=1',
    'a[][][]=1',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'url=%2F%00',
    'search=%FF',
  ),
  { nil: undefined },
);

/** Requests to one operation, all spoiled somewhere; `token` is added by the caller. */
export function hostileRequests(operation: ContractOperation): Arbitrary<HostileRequest> {
  const parameters = fc.record(Object.fromEntries(operation.parameters.map((p) => [`${p.in}:${p.name}`, parameterValue(p)])), {
    requiredKeys: [],
  });
  const body: Arbitrary<{ contentType?: string; payload?: string | Buffer }> =
    operation.mediaType === 'multipart/form-data'
      ? brokenMultipart
      : operation.body
        ? fc.oneof(
            {
              weight: 6,
              arbitrary: hostileBody(operation.body).map((b) => ({ contentType: operation.mediaType, payload: JSON.stringify(b) })),
            },
            { weight: 1, arbitrary: brokenJson.map((payload) => ({ contentType: operation.mediaType, payload })) },
            {
              weight: 1,
              arbitrary: fc
                .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/xml')
                .map((contentType) => ({ contentType, payload: 'a=1' })),
            },
          )
        : fc.constant({});
  return fc.tuple(parameters, body, rawQueryNoise).map(([values, { contentType, payload }, noise]) => {
    let path = operation.path;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    for (const p of operation.parameters) {
      const value = values[`${p.in}:${p.name}`] ?? (p.required && p.in === 'path' ? '' : undefined);
      if (value === undefined) continue;
      const list = Array.isArray(value) ? value : [value];
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encode(list.join('/')) || '%20');
      if (p.in === 'query') for (const v of list) query.push(`${encodeURIComponent(p.name)}=${encode(v)}`);
      if (p.in === 'header') headers[p.name.toLowerCase()] = list.join(',');
    }
    if (noise) query.push(noise);
    if (contentType) headers['content-type'] = contentType;
    return { method: operation.method, url: `/api${path}${query.length > 0 ? `?${query.join('&')}` : ''}`, headers, payload };
  });
}
