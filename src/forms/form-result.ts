// A form's files, loaded once per form id, as a result that never rejects (for React's `use`).
import { loadForm } from './form-registry';
import type { LoadedForm } from './form-registry';

type LoadResult = { ok: true; form: LoadedForm } | { ok: false; error: Error };
const loadResults = new Map<string, Promise<LoadResult>>();

// React's `use` needs the same promise on every render, and one that never rejects (a rejection would need an
// error boundary; a failed load is shown as a message instead).
export function formResult(formId: string): Promise<LoadResult> {
  let result = loadResults.get(formId);
  if (!result) {
    const settling = loadForm(formId).then(
      (form): LoadResult => ({ ok: true, form }),
      (error: unknown): LoadResult => ({ ok: false, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    // Why marked: React's `use` reads a promise marked fulfilled at once, so a form whose files came with its route
    // renders in the page's first pass instead of its loading notice for a frame.
    void settling.then((value) => Object.assign(settling, { status: 'fulfilled', value }));
    result = settling;
    loadResults.set(formId, result);
  }
  return result;
}
