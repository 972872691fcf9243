// Page config's data sources made concrete for one visit: route parameters put into the endpoint and the
// query (`{id}` or `:id`), and the cache key of requirements §7's page data (endpoint + query). Pure, no Effector.
// A source as page config declares it is the page schema's generated `DataSource`.
import type { DataSource } from '@/generated/config';

/** A data source with its parameters filled in: what the model is asked to load. */
export interface ResolvedSource {
  name: string;
  endpoint: string;
  query: Record<string, string>;
  scope: 'common' | 'page';
  force: boolean;
  replace: boolean;
  /** Loaded once a block shows it, not when the page opens. */
  onDemand: boolean;
  /** The page data cache key (endpoint + query), also for common data (a retry reuses it). */
  key: string;
  /** A placeholder without a value in the route: such a source is not loaded (it would ask a wrong path). */
  missing: string[];
}

const placeholder = /\{([A-Za-z_][\w-]*)\}|:([A-Za-z_][\w-]*)/g;

/** `text` with `{name}` and `:name` replaced by the URL-encoded route parameter; the names without value. */
function fill(text: string, params: Record<string, string | undefined>, encode: boolean): { text: string; missing: string[] } {
  const missing: string[] = [];
  const out = text.replace(placeholder, (whole, braced?: string, colon?: string) => {
    const name = braced ?? colon ?? '';
    const value = params[name];
    if (value === undefined || value === '') {
      missing.push(name);
      return whole;
    }
    return encode ? encodeURIComponent(value) : value;
  });
  return { text: out, missing };
}

/** The cache key of a GET: the endpoint and its query in a stable order. */
export function dataKey(endpoint: string, query: Record<string, string>): string {
  // Code-point order, not localeCompare: the keys are ASCII names, and a first localeCompare makes the browser
  // load its collation data (milliseconds on a phone, in the render of every data page).
  const search = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return search ? `${endpoint}?${search}` : endpoint;
}

/** One data source for the route parameters of this visit. */
export function resolveSource(source: DataSource, params: Record<string, string | undefined>): ResolvedSource {
  const endpoint = fill(source.endpoint.replace(/^\//, ''), params, true);
  const missing = [...endpoint.missing];
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(source.query ?? {})) {
    const filled = fill(value, params, false);
    missing.push(...filled.missing);
    query[name] = filled.text;
  }
  return {
    name: source.name,
    endpoint: endpoint.text,
    query,
    scope: source.scope ?? 'page',
    force: source.force ?? false,
    replace: source.replace ?? false,
    onDemand: source.onDemand ?? false,
    key: dataKey(endpoint.text, query),
    missing,
  };
}

/** An endpoint (a form's, a deletion's) with its route parameters; null when one has no value. */
export function fillEndpoint(endpoint: string, params: Record<string, string | undefined>): string | null {
  const filled = fill(endpoint.replace(/^\//, ''), params, true);
  return filled.missing.length ? null : filled.text;
}
