// Samples of a form's fields, generated from the form's own schema, for the tests that hold the browser's
// precompiled validator and the API to the same verdicts (tests/api/forms-samples*.test.ts): every field at
// and one past its limits, a wrong type, each option and one outside, and values that broke a rule once; a list's
// field, its items' samples one at a time.

import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorBody } from '../../../server/http/api-error';
import { json } from './api-calls';

export interface FieldSchema {
  type?: string;
  maxLength?: number;
  minLength?: number;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  items?: FieldSchema;
  uniqueItems?: boolean;
}
export type Sample = { field: string; value: unknown };
export type FormSchema = { properties: Record<string, FieldSchema> };

/** Values of one field from its rule: at and past each limit, a wrong type, each option and a stranger. */
export function samplesOf(field: string, schema: FieldSchema, extra: unknown[] = []): Sample[] {
  const values: unknown[] = [42, true];
  if (schema.enum) values.push(...schema.enum, 'not-an-option');
  if (schema.maxLength !== undefined)
    values.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1), '1'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined) values.push('a'.repeat(schema.minLength), 'a'.repeat(schema.minLength - 1));
  if (schema.minimum !== undefined) values.push(schema.minimum, schema.minimum - 1, schema.minimum + 0.5);
  if (schema.maximum !== undefined) values.push(schema.maximum, schema.maximum + 1);
  // An integer column's limit (the browser took 2^31 as a hotel id before the form said what the API says).
  if (schema.type === 'integer') values.push(2 ** 31 - 1, 2 ** 31);
  if (schema.format === 'date') values.push('1900-01-01', '2099-12-31', '1899-12-31', '2100-01-01', '2024-02-30');
  if (schema.format === 'email') values.push('ruth@example.com', 'ruth@example', 'not-an-address', `${'r'.repeat(169)}@example.com`);
  // Codes: the right length in letters and digits, one short, one long, a sign, accented letters.
  values.push('ABCD1234', 'ABCD123', 'ABCD12345', 'ABCD-123', 'ÉÈÀÇÔÛÎÄ', 'CF4471', 'C-1', 'Z'.repeat(20), 'Z'.repeat(21));
  values.push('(02) 123 45 67', '+32 2 123 45 67', 'SW1A 1AA', "Meyer-O'Brién", 'x<y>');
  // A list (the filters' ticked boxes): empty, each value of one item alone, every option, an option twice.
  if (schema.type === 'array' && schema.items) {
    const options = schema.items.enum ?? [];
    values.push([], ...samplesOf(field, schema.items).map((sample) => [sample.value]));
    if (options.length > 0) values.push([...options], [options[0], options[0]]);
  }
  values.push(...extra);
  return values.map((value) => ({ field, value }));
}

export const samplesFor = (form: FormSchema, extra: unknown[] = []): Sample[] =>
  Object.entries(form.properties).flatMap(([f, s]) => samplesOf(f, s, extra));

/** An answer as status and key ("422 captcha_failed", "204"), to hold each form to the answers it may get. */
export const outcomeOf = (response: LightMyRequestResponse): string =>
  response.statusCode < 400 ? String(response.statusCode) : `${response.statusCode} ${json<ErrorBody>(response).key}`;

/** The two sides a form's samples go through. */
export interface BothSides {
  /** The browser's verdict: the form's precompiled validator (and the rules its page applies on submit). */
  inBrowser(data: Record<string, unknown>): boolean;
  /** The request the page sends for the values; told the browser's verdict (a page sends nothing its form refuses). */
  send(data: Record<string, unknown>, acceptedByBrowser: boolean): Promise<LightMyRequestResponse>;
  /** Whether the API's answer let the values through the form's rules. */
  apiAccepts(response: LightMyRequestResponse): boolean;
  /** Every answer the API may give: a sample "let through" reached the expected rule, not a 401 or a 404. */
  outcomes: string[];
}

/**
 * Each sample, over `base`, through both sides; the samples they judge differently. Each side must accept some
 * samples and refuse others, so neither side's verdict is a constant.
 */
export async function judgedApart(samples: Sample[], base: Record<string, unknown>, sides: BothSides): Promise<string[]> {
  const found: string[] = [];
  const verdicts = { browser: new Set<boolean>(), api: new Set<boolean>() };
  for (const { field, value } of samples) {
    const data = { ...base, [field]: value };
    const verdict = sides.inBrowser(data);
    const response = await sides.send(data, verdict);
    expect(sides.outcomes, response.body).toContain(outcomeOf(response));
    const accepted = sides.apiAccepts(response);
    verdicts.browser.add(verdict);
    verdicts.api.add(accepted);
    if (verdict !== accepted)
      found.push(`${field}=${JSON.stringify(value).slice(0, 40)}: browser ${verdict}, API ${response.body.slice(0, 300)}`);
  }
  expect([...verdicts.browser].sort()).toEqual([false, true]);
  expect([...verdicts.api].sort()).toEqual([false, true]);
  return found;
}
