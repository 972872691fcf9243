// The studio's calls of the API contract (studioLogin, getStudioConfig). The token is kept for the tab only
// (sessionStorage): a studio session ends with its tab, apart from any member's session of the same browser.
import type { components } from '@/generated/api';

export type Staff = components['schemas']['Staff'];
export type StaffSession = components['schemas']['StaffSession'];
export type StudioConfig = components['schemas']['StudioConfig'];

const tokenKey = 'studio_token';

/** A refused or failed call: the API's status and key (0 and 'network' when no answer came). */
export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
  ) {
    super(`${status} ${key}`);
  }
}

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = sessionStorage.getItem(tokenKey);
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StudioCallError(0, 'network');
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { key?: string };
    throw new StudioCallError(response.status, error.key ?? 'unknown');
  }
  return (await response.json()) as T;
}

export async function logIn(email: string, password: string): Promise<Staff> {
  const session = await send<StaffSession>('POST', 'studio/login', { email, password });
  sessionStorage.setItem(tokenKey, session.token);
  return session.staff;
}

export function logOut(): void {
  sessionStorage.removeItem(tokenKey);
}

/** The account of the tab's token, or null when there is none or it no longer opens the studio. */
export async function currentStaff(): Promise<Staff | null> {
  if (!sessionStorage.getItem(tokenKey)) return null;
  try {
    return await send<Staff>('GET', 'studio/me');
  } catch (error) {
    if (error instanceof StudioCallError && error.status === 401) {
      logOut();
      return null;
    }
    throw error;
  }
}

export const loadConfig = (): Promise<StudioConfig> => send<StudioConfig>('GET', 'studio/config');
