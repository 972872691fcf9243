// Every kind of change the audit log records (the contract's actions) is said in its own words, in the three
// languages, in a draft's list of its changes (a file's: a text override is in no file's list) and in the recent
// changes: a restore is not "saved", a discard not "published"; a text override's line names its key and language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { historyRowKey, overrideOf, recentRowKey } from '@/studio/audit-rows';

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
    const ofFiles = actions.filter((action) => !action.startsWith('override_'));
    for (const [keyOf, said] of [
      [historyRowKey, ofFiles],
      [recentRowKey, actions],
    ] as const) {
      const keys = said.map(keyOf);
      for (const key of keys) expect(at(strings, key), key).toEqual(expect.stringContaining('{{by}}'));
      expect(new Set(keys).size).toBe(said.length);
    }
  });

  it('reads a text override’s key and language from its place, and none from a file’s line', () => {
    const line = { at: '2026-12-04T10:00:00.000Z', by: 'Eddie Editor', version: null };
    expect(overrideOf({ ...line, action: 'override_set', file: 'text:fr-be:nav.faq' })).toEqual({ language: 'fr-be', key: 'nav.faq' });
    expect(overrideOf({ ...line, action: 'override_removed', file: 'text:en:a.b:c' })).toEqual({ language: 'en', key: 'a.b:c' });
    expect(overrideOf({ ...line, action: 'draft_saved', file: 'config/navigation.json', version: 2 })).toBeNull();
  });
});
