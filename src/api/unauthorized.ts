// requirements §8: on a 401/403 the client cannot recover from, local and session storage are cleared — keeping the
// language and country choices and the rendered-once flag — and the browser goes to the site root.

import { storageKeys } from '@/lib/storage-keys';

const KEEP = new Set<string>([
  storageKeys.renderedOnce,
  ...(['logged', 'public'] as const).flatMap((mode) => [storageKeys.language(mode), storageKeys.country(mode)]),
]);

/** Clears both storages except the keys a visitor keeps across sessions. */
export function clearSessionStorage(local: Storage = window.localStorage, session: Storage = window.sessionStorage): void {
  const kept = Object.keys(local)
    .filter((key) => KEEP.has(key))
    .map((key) => [key, local.getItem(key) ?? ''] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) local.setItem(key, value);
}
