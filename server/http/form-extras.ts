// Fields of a form the server has no column for ("extras", added by editors in schemas/forms/) are stored in
// the resource's `form_extras` jsonb document and returned beside the columns. Which fields are extras follows
// from the form files and the resource's column list, so adding a field to a form needs no server code.
import { readFormSchema } from './form-schemas';
import type { FormOverlay } from './form-schemas';

/**
 * The properties the listed forms of `dir` declare, the files of `overlay` (a live version's) in place of theirs. Read
 * from disk: the contract keeps what it asked (contract.ts), since a request asks again.
 */
export function formFields(formIds: readonly string[], dir: URL, overlay?: FormOverlay): string[] {
  const names = formIds.flatMap((id) => Object.keys((readFormSchema(id, dir, overlay).properties ?? {}) as Record<string, unknown>));
  return [...new Set(names)];
}

/** The fields every one of the listed forms of `dir` (and `overlay`) requires (a patch may not clear those). */
export function formRequired(formIds: readonly string[], dir: URL, overlay?: FormOverlay): string[] {
  const lists = formIds.map((id) => (readFormSchema(id, dir, overlay).required ?? []) as string[]);
  return (lists[0] ?? []).filter((field) => lists.every((list) => list.includes(field)));
}

/** The part of a validated submission that has no column: the form fields outside `columns`. */
export function extrasOf(body: Record<string, unknown>, fields: readonly string[], columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => fields.includes(name) && !columns.includes(name)));
}

/** A text as a member means it: trimmed, an empty one "not filled" (null, which clears a stored one). */
export function filledText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** Extras as a member means them: each text as `filledText` reads it. */
export function trimmedExtras(extras: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(extras).map(([name, value]) => [name, typeof value === 'string' ? filledText(value) : value]));
}

/**
 * Extras as one text, whatever the order of their fields: two requests whose extras give the same text asked for the
 * same (what makes a retry with the same Idempotency-Key the same request).
 */
export function extrasText(extras: object): string {
  return JSON.stringify(Object.entries(extras).sort(([a], [b]) => a.localeCompare(b)));
}

/** The stored extras for an answer: every extra field of the forms, null when not stored. */
export function extrasAnswer(stored: unknown, fields: readonly string[], columns: readonly string[]): Record<string, unknown> {
  const document = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(fields.filter((f) => !columns.includes(f)).map((f) => [f, document[f] ?? null]));
}
