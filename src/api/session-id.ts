// The X-Session header value: one random id per browser session (tab lifetime), kept in sessionStorage.
const KEY = 'x_session';

export function sessionId(storage: Storage = window.sessionStorage): string {
  let id: string | null = null;
  try {
    id = storage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      storage.setItem(KEY, id);
    }
  } catch {
    id = id ?? crypto.randomUUID();
  }
  return id;
}
