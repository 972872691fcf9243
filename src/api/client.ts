// The fetch client of requirements §7 and §8. It knows HTTP and tokens, nothing of Effector or React: the session
// model gives it a TokenSource and learns about new tokens and failed refreshes through callbacks.
import { isTemporaryFailure, toApiError, networkError, timeoutError } from './api-error';
import { askAgain } from './ask-again';
import type { ApiError } from './api-error';
import { createRequestLog } from './request-log';
import type { RequestLog } from './request-log';
import { createSingleFlight } from './single-flight';
import { yieldToBrowser } from '@/platform/yield-to-browser';
import { liveVersionHeader } from '@/contract/live-config';
import { liveVersionAnswered } from '@/platform/live-config';

export interface Tokens {
  token: string;
  refresh_token?: string;
}

export interface TokenSource {
  token(): string | null;
  refreshToken(): string | null;
  language(): string;
  sessionId(): string;
  /** New tokens from a refresh: store them. */
  tokensRefreshed(tokens: Tokens): void;
  /**
   * The refresh failed (requirements §8: the refresh-error action), reported once per failed refresh however many
   * requests waited on it. `guest` is the anonymous platform token the refresh obtained: the visitor is a
   * guest now, and keeping it spares a second anonymous-token call.
   */
  refreshFailed(error: ApiError, guest: Tokens | null): void;
  /** A 401/403 the client gave up on, with reload-on-unauthorized: clear storage and go to the root. */
  unauthorized(): void;
  /**
   * Settles when a call may leave with the visitor's token: at once when no token is being obtained, else when the
   * guest's platform token on its way has come (or been asked for anew, when the last one failed to come). Rejects
   * with the failure of obtaining it, which the waiting call then fails with: a hanging API ends it at the first
   * timeout, not at a second one after the token's. Without it, calls leave at once with whatever token there is.
   */
  untilToken?(): Promise<void>;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | readonly (string | number)[]>;
  body?: unknown;
  files?: Record<string, Blob | File>;
  /** requirements §8, default true. Login and similar calls turn it off: their 401 is an answer, not a lost session. */
  reloadOnUnauthorized?: boolean;
  /** Turn off the refresh-and-retry on 401 (the refresh call itself, login). */
  refresh?: boolean;
  signal?: AbortSignal;
  /** Read the answer as a Blob (an image behind the member's token) instead of JSON. */
  as?: 'json' | 'blob';
  /** Extra headers of this call (the content preview token). */
  headers?: Record<string, string>;
  /** The Accept-Language of this call when it is not the language shown (the strings of a language being loaded). */
  language?: string;
  /** Reads the headers of the answer the call resolves with (the login's QA options); never those of a refusal. */
  answerHeaders?: (headers: Headers) => void;
  /** Default true: the call leaves once the visitor has a token (TokenSource.untilToken). Off for the calls that obtain it. */
  waitForToken?: boolean;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  log: RequestLog;
}

export interface ClientOptions {
  baseUrl: string;
  platform: string;
  tokens: TokenSource;
  logSize: number;
  /** An answer that has not come after this long fails as a `timeout` ApiError (status 0). */
  timeoutMs: number;
  fetch?: typeof fetch;
  /**
   * How long a read worth asking again (isWorthAskingAgain) waits before each new try, in ms: one entry per try after
   * the first (the portal's: config/app.json `readAskedAgainAfterMs`, a phone between two antennas or a gateway
   * restarting answered without "Try again"); none, never asked again.
   */
  askAgainAfterMs: readonly number[];
  /** Runs the refresh under a lock shared by the tabs of this origin (default: the Web Locks API when present). */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** The browser's Web Locks API, so two tabs never spend the same refresh token; without it, no lock. */
function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request('miles-refresh', task) : task();
}

/** `a[]=1&a[]=2` for arrays, as the API's filters expect (`category[0]`, `type[]`). */
function queryString(query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key.endsWith(']') ? key : `${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An answer read to its end: the body as text, or as a Blob when a blob was asked for and the answer is OK. */
interface Answer {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Headers;
  payload: string | Blob;
}

/** Rejects when the signal aborts: a body still streaming is given up even where fetch does not cancel it. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}

/** JSON when it is JSON; the raw text otherwise (an HTML error page from a proxy, say). */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient({
  baseUrl,
  platform,
  tokens,
  logSize,
  timeoutMs,
  fetch: fetchFn = (...args) => fetch(...args),
  askAgainAfterMs,
  lock = webLock,
}: ClientOptions): ApiClient {
  const log = createRequestLog(logSize);
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = (path: string, query?: RequestOptions['query']) =>
    new URL(`${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}${queryString(query)}`, origin).toString();

  async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Answer> {
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: options.as === 'blob' ? '*/*' : 'application/json',
      'Accept-Language': options.language ?? tokens.language(),
      'X-Session': tokens.sessionId(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.files) {
      const form = new FormData();
      for (const [name, file] of Object.entries(options.files)) form.append(name, file);
      body = form;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
      body = JSON.stringify(options.body);
    }
    const started = Date.now();
    // A hanging API must not hang the page: past timeoutMs the call is aborted and fails like a network error.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', forward);
    try {
      // Each call leaves in a task of its own: a fetch() costs the main thread some work (more on a phone), and a
      // page that opens starts ten of them from the same effects (total blocking time).
      await yieldToBrowser();
      if (controller.signal.aborted) throw new Error('aborted');
      const response = await fetchFn(url(path, options.query), { method, headers, body, signal: controller.signal });
      // The body is read under the same timeout: an answer whose body never ends hangs the page as well.
      const read = response.status === 204 ? Promise.resolve('') : options.as === 'blob' && response.ok ? response.blob() : response.text();
      const payload = await Promise.race([read, whenAborted(controller.signal)]);
      log.push({ method, path, status: response.status, ms: Date.now() - started, at: started });
      liveVersionAnswered(response.headers.get(liveVersionHeader));
      return { status: response.status, statusText: response.statusText, ok: response.ok, headers: response.headers, payload };
    } catch (cause) {
      log.push({ method, path, status: 0, ms: Date.now() - started, at: started });
      throw timedOut ? timeoutError(path) : networkError(path, cause);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forward);
    }
  }

  function parse<T>(answer: Answer, path: string): T {
    if (answer.status === 204) return null as T;
    if (answer.payload instanceof Blob) return answer.payload as T;
    const data = parseBody(answer.payload);
    if (!answer.ok) throw toApiError(answer.status, answer.statusText, data, path);
    return data as T;
  }

  /** The answer a call resolves with: its body, and its headers to the caller that reads them. */
  function resolved<T>(answer: Answer, path: string, options: RequestOptions): T {
    const data = parse<T>(answer, path);
    options.answerHeaders?.(answer.headers);
    return data;
  }

  // One refresh at a time, shared by every request that got a 401 meanwhile (requirements §4 and §8), and across tabs
  // through a lock: inside it the stored tokens are read again, so a tab restored together with another uses
  // the tokens the other just stored instead of spending the same refresh token (which the server takes for reuse).
  const refresh = createSingleFlight((spent: string | null) =>
    lock(async (): Promise<string> => {
      const current = tokens.token();
      if (current && current !== spent) return current;
      const refreshToken = tokens.refreshToken();
      if (!refreshToken) throw toApiError(401, 'Unauthorized', { message: 'No refresh token' }, 'token/refresh');
      // requirements §4: the platform's anonymous token first, then the refresh made with it.
      let guest: Tokens | null = null;
      try {
        guest = parse<Tokens>(await send('POST', 'front/anonymous_token', { body: { platform } }, null), 'front/anonymous_token');
        const fresh = parse<Tokens>(
          await send('POST', 'token/refresh', { body: { refresh_token: refreshToken } }, guest.token),
          'token/refresh',
        );
        tokens.tokensRefreshed(fresh);
        return fresh.token;
      } catch (error) {
        // Reported here, once: the waiting requests each give up without a refresh-error action of their own.
        // An unreachable service refused nothing: the session stays, the callers see a network failure.
        if (!isTemporaryFailure(error as ApiError)) tokens.refreshFailed(error as ApiError, guest);
        throw error;
      }
    }),
  );

  /** The ApiError of a refused answer. */
  function refusal(answer: Answer, path: string): ApiError {
    return toApiError(answer.status, answer.statusText, parseBody(answer.payload instanceof Blob ? '' : answer.payload), path);
  }

  /**
   * A refusal the caller cannot recover from ends the stored session (reload-on-unauthorized). Not when the session
   * that sent the call is no longer the stored one (a logout, a login, an impersonation while it was under way):
   * its refusal says nothing of the session there is now, which must not be cleared nor the page reloaded.
   */
  function giveUp(error: ApiError, options: RequestOptions, used: string | null): never {
    if (options.reloadOnUnauthorized === false || tokens.token() !== used) throw error;
    tokens.unauthorized();
    throw { ...error, unauthorized: true } satisfies ApiError;
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    // A call leaves with the visitor's token, never before it exists: a guest's start-up does not wait for the
    // token, its page's calls do (and fail with the token's own failure, so at the same time as it).
    if (options.waitForToken !== false) await tokens.untilToken?.();
    const sent = tokens.token();
    // A read changes nothing: sending it twice is harmless, so one the service may answer a moment later is sent again.
    const first = await (method === 'GET'
      ? askAgain(() => send(method, path, options, sent), askAgainAfterMs, options.signal)
      : send(method, path, options, sent));
    if (first.status === 401 && options.refresh !== false && tokens.refreshToken()) {
      let token: string;
      try {
        token = await refresh.run(sent);
      } catch (error) {
        const apiError = error as ApiError;
        // A network failure or timeout during the refresh is no refused session: the caller sees it as such.
        if (isTemporaryFailure(apiError)) throw apiError;
        return giveUp(apiError, options, tokens.token());
      }
      // Retried once only: a 401 on the retry is final (no second refresh, no loop).
      const retry = await send(method, path, options, token);
      if (retry.status === 401 || retry.status === 403) return giveUp(refusal(retry, path), options, token);
      return resolved<T>(retry, path, options);
    }
    if (first.status === 401 || first.status === 403) return giveUp(refusal(first, path), options, sent);
    return resolved<T>(first, path, options);
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    log,
  };
}
