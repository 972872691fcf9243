// The studio's calls of the API contract (studioLogin, studioLogout, getStudioMe, getStudioConfig, and a file's
// draft: getStudioFile, checkStudioDraft, saveStudioDraft, discardStudioDraft; the audit log: getStudioAudit; versions: getStudioVersions,
// getStudioVersionChanges, publishStudioDrafts, restoreStudioVersion; the preview: startStudioPreview, endStudioPreview; the
// string overrides: getStudioOverrides, setStudioOverride). The token is kept for the tab only
// (sessionStorage): a studio session ends with its tab, apart from any member's session of the same browser.
import type { components } from '@/generated/api';

export type Staff = components['schemas']['Staff'];
export type StaffSession = components['schemas']['StaffSession'];
export type StudioConfig = components['schemas']['StudioConfig'];
export type StudioFile = components['schemas']['StudioFile'];
export type StudioProblem = components['schemas']['StudioProblem'];
type StudioCheck = components['schemas']['StudioCheck'];
type StudioConflict = components['schemas']['StudioConflict'];
export type StudioAuditEntry = components['schemas']['StudioAuditEntry'];
export type StudioVersions = components['schemas']['StudioVersions'];
export type StudioVersion = components['schemas']['StudioVersion'];
export type StudioVersionChanges = components['schemas']['StudioVersionChanges'];
type StudioPublishRefused = components['schemas']['StudioPublishRefused'];
export type StudioOverride = components['schemas']['StudioOverride'];
export type OverrideChange = components['schemas']['TranslationOverride'];
type Violation = components['schemas']['Violation'];

const tokenKey = 'studio_token';

/** A refused or failed call: the API's status and key (0 and 'network' when no answer came), and its answer. */
export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly answer: unknown = null,
  ) {
    super(`${status} ${key}`);
  }

  /** The fields a refusal (422) names, each with its key: the contract's `Error.violations`, none for other answers. */
  get violations(): readonly Violation[] {
    const violations = (this.answer as { violations?: unknown } | null)?.violations;
    return this.status === 422 && Array.isArray(violations) ? (violations as Violation[]) : [];
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send<T>(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T | undefined> {
  const token = sessionStorage.getItem(tokenKey);
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StudioCallError(0, 'network');
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { key?: string };
    throw new StudioCallError(response.status, error.key ?? 'unknown', error);
  }
  return response.status === 204 ? undefined : ((await response.json()) as T);
}

/** A call whose contract always answers with a body. */
async function read<T>(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const answer = await send<T>(method, path, body, headers);
  if (answer === undefined) throw new StudioCallError(204, 'unknown');
  return answer;
}

export async function logIn(email: string, password: string): Promise<Staff> {
  const session = await read<StaffSession>('POST', 'studio/login', { email, password });
  sessionStorage.setItem(tokenKey, session.token);
  return session.staff;
}

/** Forgets the tab's token (the server has ended its session, or will not take it). */
export function forgetSession(): void {
  sessionStorage.removeItem(tokenKey);
}

/**
 * Ends the session on the server, so that the token opens nothing even if it was copied, then forgets it. The tab
 * forgets it also when the call fails: the person asked to leave, and the token lapses within the hour.
 */
export async function logOut(): Promise<void> {
  try {
    await send('POST', 'studio/logout');
  } catch {
    // Nothing to tell: the view goes back to the login either way.
  } finally {
    forgetSession();
  }
}

/** The account of the tab's token, or null when there is none or it no longer opens the studio. */
export async function currentStaff(): Promise<Staff | null> {
  if (!sessionStorage.getItem(tokenKey)) return null;
  try {
    return await read<Staff>('GET', 'studio/me');
  } catch (error) {
    if (error instanceof StudioCallError && error.status === 401) {
      forgetSession();
      return null;
    }
    throw error;
  }
}

export const loadConfig = (): Promise<StudioConfig> => read<StudioConfig>('GET', 'studio/config');

const fileQuery = (file: string) => `file=${encodeURIComponent(file)}`;

/** A config file the account changes: its draft, else the shipped file (version 0), with the config's problems. */
export const openFile = (file: string): Promise<StudioFile> => read<StudioFile>('GET', `studio/file?${fileQuery(file)}`);

/** The problems of the config with `text` in place of the file (nothing is saved). */
export const checkText = async (file: string, text: string): Promise<StudioProblem[]> =>
  (await read<StudioCheck>('POST', `studio/check?${fileQuery(file)}`, { text })).problems;

/**
 * Saves the draft made from `from` (the file as it was read: its draft's version, or no draft and the live version);
 * a newer save by someone else, or a publish of the file since, comes back as the current file.
 */
export async function saveDraft(
  file: string,
  text: string,
  from: Pick<StudioFile, 'version' | 'live'>,
): Promise<{ saved: StudioFile } | { newer: StudioFile }> {
  const ifMatch = from.version > 0 ? `"${from.version}"` : `"0.${from.live}"`;
  try {
    return { saved: await read<StudioFile>('PUT', `studio/file?${fileQuery(file)}`, { text }, { 'if-match': ifMatch }) };
  } catch (error) {
    if (error instanceof StudioCallError && error.key === 'draft_changed') return { newer: (error.answer as StudioConflict).current };
    throw error;
  }
}

/**
 * Discards the draft at `version`: the file as it is live again; a save, publish or discard of it since comes back as
 * the file as it is now.
 */
export async function discardDraft(file: string, version: number): Promise<{ discarded: StudioFile } | { newer: StudioFile }> {
  try {
    return { discarded: await read<StudioFile>('DELETE', `studio/file?${fileQuery(file)}`, undefined, { 'if-match': `"${version}"` }) };
  } catch (error) {
    if (error instanceof StudioCallError && error.key === 'draft_changed') return { newer: (error.answer as StudioConflict).current };
    throw error;
  }
}

/** The newest changes to the files the account changes (to `file` only, when given), newest first. */
export const loadAudit = async (file?: string): Promise<StudioAuditEntry[]> =>
  (await read<components['schemas']['StudioAudit']>('GET', `studio/audit${file ? `?${fileQuery(file)}` : ''}`)).entries;

export const loadVersions = (): Promise<StudioVersions> => read<StudioVersions>('GET', 'studio/versions');

/** What version `id` changed against the one before it: each file's text before and after. */
export const loadVersionChanges = (id: number): Promise<StudioVersionChanges> =>
  read<StudioVersionChanges>('GET', `studio/versions/${id}/changes`);

/** A publish or a restore: the new version, or the problems the config checker found (nothing published then). */
export type PublishOutcome = { version: StudioVersion } | { problems: StudioProblem[] };

async function publishing(path: string, message: string): Promise<PublishOutcome> {
  try {
    return { version: await read<StudioVersion>('POST', path, { message }) };
  } catch (error) {
    if (error instanceof StudioCallError && error.key === 'config_invalid')
      return { problems: (error.answer as StudioPublishRefused).problems };
    throw error;
  }
}

/** Publishes the drafts of the files the account's role changes. */
export const publishDrafts = (message: string): Promise<PublishOutcome> => publishing('studio/publish', message);

/** Makes a new version of version `id`'s set (0: the files as shipped). */
export const restoreVersion = (id: number, message: string): Promise<PublishOutcome> =>
  publishing(`studio/versions/${id}/restore`, message);

/**
 * Starts the preview of the portal with this account's drafts in place, in this browser (a cookie the server sets);
 * the config checker's problems instead when the drafts have any (then nothing is previewed).
 */
export const startPreview = async (): Promise<StudioProblem[]> => (await read<StudioCheck>('POST', 'studio/preview')).problems;

/** Ends the preview of this browser: the portal's pages are the live ones again. */
export async function endPreview(): Promise<void> {
  await send('DELETE', 'studio/preview');
}

/** Every override of an interface string, in every language, beside the portal's own text. */
export const loadOverrides = async (): Promise<StudioOverride[]> =>
  (await read<components['schemas']['StudioOverrides']>('GET', 'studio/overrides')).overrides;

/** Sets (a text) or removes (null) one override; the overrides as they are now. */
export const setOverride = async (change: OverrideChange): Promise<StudioOverride[]> =>
  (await read<components['schemas']['StudioOverrides']>('PUT', 'studio/overrides', change)).overrides;
