// Every kind of change the audit log records (the contract's actions) is said in its own words, in the three
// languages, in a draft's list of its changes and in the recent changes: a restore is not "saved", a discard not
// "published".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { historyRowKey, recentRowKey } from '@/studio/audit-rows';

const contract = JSON.parse(readFileSync('schemas/api/openapi.json', 'utf8')) as {
  components: { schemas: { StudioAuditEntry: { properties: { action: { enum: string[] } } } } };
};
const actions = contract.components.schemas.StudioAuditEntry.properties.action.enum as Parameters<typeof historyRowKey>[0][];
const stringsOf = (language: string) => JSON.parse(readFileSync(`src/studio/strings/${language}.json`, 'utf8')) as Record<string, unknown>;
const at = (strings: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);

describe('the audit log’s lines', () => {
  it.each(['en', 'fr-be', 'nl-be'])('has words for each action, apart, in %s', (language) => {
    const strings = stringsOf(language);
    for (const keyOf of [historyRowKey, recentRowKey]) {
      const keys = actions.map(keyOf);
      for (const key of keys) expect(at(strings, key), key).toEqual(expect.stringContaining('{{by}}'));
      expect(new Set(keys).size).toBe(actions.length);
    }
  });
});
