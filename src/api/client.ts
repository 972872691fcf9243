// The fetch client of SPEC §7 and §8. It knows HTTP and tokens, nothing of Effector or React: the session
// model gives it a TokenSource and learns about new tokens and failed refreshes through callbacks.
import { toApiError, networkError } from './api-error';
import type { ApiError } from './api-error';
import { createRequestLog } from './request-log';
import type { RequestLog } from './request-log';
import { createSingleFlight } from './single-flight';

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
  /** The refresh failed (SPEC §8: the refresh-error action). */
  refreshFailed(error: ApiError): void;
  /** A 401/403 the client gave up on, with reload-on-unauthorized: clear storage and go to the root. */
  unauthorized(): void;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | (string | number)[]>;
  body?: unknown;
  files?: Record<string, Blob | File>;
  /** SPEC §8, default true. Login and similar calls turn it off: their 401 is an answer, not a lost session. */
  reloadOnUnauthorized?: boolean;
  /** Turn off the refresh-and-retry on 401 (the refresh call itself, login). */
  refresh?: boolean;
  signal?: AbortSignal;
  /** Read the answer as a Blob (an image behind the member's token) instead of JSON. */
  as?: 'json' | 'blob';
  /** Extra headers of this call (the content preview token). */
  headers?: Record<string, string>;
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
  fetch?: typeof fetch;
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

/** JSON when it is JSON; the raw text otherwise (an HTML error page from a proxy, say). */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient({ baseUrl, platform, tokens, logSize, fetch: fetchFn = (...args) => fetch(...args) }: ClientOptions): ApiClient {
  const log = createRequestLog(logSize);
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = (path: string, query?: RequestOptions['query']) => new URL(`${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}${queryString(query)}`, origin).toString();

  async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers, Accept: options.as === 'blob' ? '*/*' : 'application/json', 'Accept-Language': tokens.language(), 'X-Session': tokens.sessionId() };
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
    try {
      const response = await fetchFn(url(path, options.query), { method, headers, body, signal: options.signal });
      log.push({ method, path, status: response.status, ms: Date.now() - started, at: started });
      return response;
    } catch (cause) {
      log.push({ method, path, status: 0, ms: Date.now() - started, at: started });
      throw networkError(path, cause);
    }
  }

  async function parse<T>(response: Response, path: string, as: RequestOptions['as'] = 'json'): Promise<T> {
    if (response.status === 204) return null as T;
    if (as === 'blob' && response.ok) return (await response.blob()) as T;
    const data = parseBody(await response.text());
    if (!response.ok) throw toApiError(response.status, response.statusText, data, path);
    return data as T;
  }

  // One refresh at a time, shared by every request that got a 401 meanwhile (SPEC §4 and §8).
  const refresh = createSingleFlight(async (): Promise<string> => {
    const refreshToken = tokens.refreshToken();
    if (!refreshToken) throw toApiError(401, 'Unauthorized', { message: 'No refresh token' }, 'token/refresh');
    // The refresh call is made with a token: the anonymous platform token when the member's is gone.
    let bearer = tokens.token();
    if (!bearer) bearer = (await parse<Tokens>(await send('POST', 'front/anonymous_token', { body: { platform } }, null), 'front/anonymous_token')).token;
    const fresh = await parse<Tokens>(await send('POST', 'token/refresh', { body: { refresh_token: refreshToken } }, bearer), 'token/refresh');
    tokens.tokensRefreshed(fresh);
    return fresh.token;
  });

  function giveUp(error: ApiError, options: RequestOptions): never {
    if (options.reloadOnUnauthorized === false) throw error;
    tokens.unauthorized();
    throw { ...error, unauthorized: true } satisfies ApiError;
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const first = await send(method, path, options, tokens.token());
    if (first.status === 401 && options.refresh !== false && tokens.refreshToken()) {
      let token: string;
      try {
        token = await refresh.run();
      } catch (error) {
        const apiError = error as ApiError;
        tokens.refreshFailed(apiError);
        return giveUp(apiError, options);
      }
      // Retried once only: a 401 on the retry is final (no second refresh, no loop).
      const retry = await send(method, path, options, token);
      if (retry.status === 401 || retry.status === 403) return giveUp(await parse<never>(retry, path).catch((e: ApiError) => e), options);
      return parse<T>(retry, path, options.as);
    }
    if (first.status === 401 || first.status === 403) return giveUp(await parse<never>(first, path).catch((e: ApiError) => e), options);
    return parse<T>(first, path, options.as);
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
