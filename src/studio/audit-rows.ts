// How the studio says one line of the audit log, by what the change was: a key per action, in the draft's own list
// of its changes and in the recent changes. Typed by the contract's actions, so a new one cannot go unsaid.
import type { StudioAuditEntry } from './studio-api';

const suffix: Record<StudioAuditEntry['action'], string> = {
  draft_saved: '',
  published: 'Published',
  restored: 'Restored',
  draft_discarded: 'Discarded',
};

/** The key of a line in a draft's list of its file's changes. */
export const historyRowKey = (action: StudioAuditEntry['action']): string => `draft.historyRow${suffix[action]}`;

/** The key of a line in the recent changes. */
export const recentRowKey = (action: StudioAuditEntry['action']): string => `recent.row${suffix[action]}`;
