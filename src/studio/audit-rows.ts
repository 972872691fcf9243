// How the studio says one line of the audit log, by what the change was: a key per action, in the draft's own list
// of its changes and in the recent changes. Typed by the contract's actions, so a new one cannot go unsaid.
import type { StudioAuditEntry } from './studio-api';

const suffix: Record<StudioAuditEntry['action'], string> = {
  draft_saved: '',
  published: 'Published',
  restored: 'Restored',
  draft_discarded: 'Discarded',
  override_set: 'OverrideSet',
  override_removed: 'OverrideRemoved',
};

/** The key of a line in a draft's list of its file's changes. */
export const historyRowKey = (action: StudioAuditEntry['action']): string => `draft.historyRow${suffix[action]}`;

/** The key of a line in the recent changes. */
export const recentRowKey = (action: StudioAuditEntry['action']): string => `recent.row${suffix[action]}`;

/** The text override a line is about (its place `text:<language>:<key>`), or null for a line about a file. */
export function overrideOf(entry: StudioAuditEntry): { language: string; key: string } | null {
  const place = /^text:([a-z]{2}(?:-[a-z]{2})?):(.+)$/.exec(entry.file);
  return entry.action.startsWith('override_') && place ? { language: place[1] as string, key: place[2] as string } : null;
}
