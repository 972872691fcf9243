// The generic calls of requirements §7, which page config drives without code: common data and page data
// (`GET {endpoint}?query`), a form submit (`POST` or another method to `{endpoint}`), a deletion
// (`DELETE {endpoint}`), and a file a data list offers (`GET {endpoint}` read as a Blob). They go through the client's
// `request`, so headers, refresh, 401/403 handling and timeouts are the client's; what they add is the endpoint on
// every rejection (requirements §7: a form submit's error carries the endpoint), so a screen can say which call failed
// even for a network failure.
import { isApiError, networkError } from './api-error';
import type { ApiError } from './api-error';
import type { ApiClient, RequestOptions } from './client';

/** The query of a generic GET: flat values, arrays sent as `key[]=…` by the client. */
export type GenericQuery = NonNullable<RequestOptions['query']>;

/** The methods a config form may submit with (GET and DELETE carry no body). */
export type SubmitMethod = 'POST' | 'PUT' | 'PATCH';

/** Whatever `request` rejected with, as an ApiError naming `endpoint`. */
export function withEndpoint(error: unknown, endpoint: string): ApiError {
  if (isApiError(error)) return { ...error, endpoint };
  return networkError(endpoint, error);
}

/** The calls bound to one client (the app's `api`; tests give their own). */
export function createGenericCalls(client: Pick<ApiClient, 'request'>) {
  const call = async <T>(method: string, endpoint: string, options: RequestOptions): Promise<T> => {
    try {
      return await client.request<T>(method, endpoint, options);
    } catch (error) {
      throw withEndpoint(error, endpoint);
    }
  };
  return {
    /** GET {endpoint}?query: common data or page data. */
    getData: <T = unknown>(endpoint: string, query?: GenericQuery) => call<T>('GET', endpoint, { query }),
    /** GET {endpoint}?query read as a file (a Blob): a document behind the member's access, such as a PDF. */
    getFile: (endpoint: string, query?: GenericQuery) => call<Blob>('GET', endpoint, { query, as: 'blob' }),
    /** POST (or PUT, PATCH) {endpoint} with the form's values; rejects with the endpoint in the error. */
    submit: <T = unknown>(endpoint: string, method: SubmitMethod, body: unknown) => call<T>(method, endpoint, { body }),
    /** DELETE {endpoint}; a 204 resolves with null. */
    remove: <T = unknown>(endpoint: string) => call<T>('DELETE', endpoint, {}),
  };
}

export type GenericCalls = ReturnType<typeof createGenericCalls>;
