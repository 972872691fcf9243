// A prerendered content page (scripts/prerender.ts) carries the page_content answers it was rendered with, in a
// JSON script element. The app's scope starts from them: the content model then has the page cached under the
// very key the page asks for, so the first render is the HTML's (hydration changes nothing) and the page is not
// fetched again. The server stops sending that HTML once editors change the content (prerendered-pages.ts).
import type { StoreValue } from 'effector';
import { $content } from '@/model/content/content-model';
import type { ContentState } from '@/model/content/content-model';
import { initialContentId } from '@/contract/initial-content-id';

type Cache = StoreValue<typeof $content>;

function isState(value: unknown): value is ContentState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as { status?: unknown; data?: unknown };
  if (state.status === 'not-found') return true;
  if (state.status !== 'ready' || typeof state.data !== 'object' || state.data === null) return false;
  const page = state.data as { title?: unknown; zones?: unknown };
  return typeof page.title === 'string' && typeof page.zones === 'object' && page.zones !== null;
}

/** The content cache the HTML carries, or null (no element, or one that is not the build's shape). */
export function readInitialContent(doc: Document): Cache | null {
  const text = doc.getElementById(initialContentId)?.textContent;
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  return entries.length > 0 && entries.every(([, state]) => isState(state)) ? Object.fromEntries(entries) : null;
}

/** `fork({ values })` for the app's scope: the content cache of the HTML, when it carries one. */
export function initialValues(doc: Document): [typeof $content, Cache][] {
  const content = readInitialContent(doc);
  return content ? [[$content, content]] : [];
}
