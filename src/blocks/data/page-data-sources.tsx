// The data sources and forms of the open page (config/pages/<id>.json `dataSources`, `forms`), resolved for
// this visit's route parameters and given to the blocks through a context, so a block names a source and
// never an endpoint. The provider asks the page-data model for every source when the page opens (all at once:
// they load in parallel while the template and blocks render) and again for any the model no longer holds
// (a new member's data was reset). requirements §8: an unauthorized page-data load keeps the page from rendering.
import { createContext, useContext, useEffect, useId, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import type { DataSource, PageForm } from '@/generated/config';
import { resolveSource } from '@/model/page-data/data-source';
import type { ResolvedSource } from '@/model/page-data/data-source';
import { $commonData, $pageData, commonDataRequested, isUnauthorized, pageDataRequested } from '@/model/page-data/page-data-model';
import type { DataState } from '@/model/page-data/page-data-model';

export interface PageData {
  sources: Record<string, ResolvedSource>;
  /** The page's forms declared as objects, by form id. */
  forms: Record<string, PageForm>;
  params: Record<string, string | undefined>;
  /** Which block says each source's failure (useSaysFailure). */
  failureSayers: FailureSayers;
}

const PageDataContext = createContext<PageData>({ sources: {}, forms: {}, params: {}, failureSayers: failureSayersStore() });

const none: readonly DataSource[] = [];

/** The state of a resolved source in the model's stores (undefined: never asked, or reset). */
export function stateOf(source: ResolvedSource, common: Record<string, DataState>, page: Record<string, DataState>): DataState | undefined {
  return source.scope === 'common' ? common[source.name] : page[source.key];
}

interface ProviderProps {
  dataSources: readonly DataSource[] | undefined;
  forms: readonly (string | PageForm)[] | undefined;
  params: Record<string, string | undefined>;
  children: ReactNode;
}

export function PageDataProvider({ dataSources = none, forms, params, children }: ProviderProps) {
  const paramsKey = JSON.stringify(params);
  const [failureSayers] = useState(failureSayersStore);
  const sources = useMemo(
    () => Object.fromEntries(dataSources.map((source) => [source.name, resolveSource(source, JSON.parse(paramsKey) as typeof params)])),
    [dataSources, paramsKey],
  );
  const value = useMemo<PageData>(
    () => ({
      sources,
      forms: Object.fromEntries((forms ?? []).flatMap((form) => (typeof form === 'string' ? [] : [[form.form, form]]))),
      params: JSON.parse(paramsKey) as typeof params,
      failureSayers,
    }),
    [sources, forms, paramsKey, failureSayers],
  );
  const { common, page, askCommon, askPage } = useUnit({
    common: $commonData,
    page: $pageData,
    askCommon: commonDataRequested,
    askPage: pageDataRequested,
  });
  // An on-demand source is asked for by the block that shows it (useDataSource), not when the page opens.
  const list = Object.values(sources).filter((source) => source.missing.length === 0 && !source.onDemand);
  const ask = (source: ResolvedSource, opening: boolean) => {
    const { name, endpoint, query } = source;
    if (source.scope === 'common') askCommon({ name, endpoint, query, replace: opening && source.replace });
    else askPage({ name, endpoint, query, force: opening && source.force });
  };
  const openKey = list.map((source) => `${source.scope}:${source.key}`).join('|');
  // Why: the page opened (or its parameters changed): every source, forced ones forced.
  useEffect(() => {
    for (const source of list) ask(source, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openKey stands for the list
  }, [openKey]);
  const absent = list.filter((source) => stateOf(source, common, page) === undefined);
  const absentKey = absent.map((source) => source.key).join('|');
  // Why: the model dropped a source (another member, a logout): asked again, from the cache when there.
  useEffect(() => {
    for (const source of absent) ask(source, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- absentKey stands for the list
  }, [absentKey]);
  const blocked = list.some((source) => source.scope === 'page' && isUnauthorized(page[source.key]));
  if (blocked) return null;
  return <PageDataContext value={value}>{children}</PageDataContext>;
}

/** The request that reads a resolved source again (after a change a block made to what it holds). */
export const pageRequestOf = ({ name, endpoint, query }: ResolvedSource) => ({ name, endpoint, query });

/** The page's data and forms (blocks read their source or form by name). */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/**
 * One data source of the page: its state (undefined before the first ask) and a retry that forces a reload. An
 * on-demand source is asked for here, by the first block that shows it.
 */
export function useDataSource(name: string): { source: ResolvedSource | undefined; state: DataState | undefined; retry: () => void } {
  const { sources } = usePageData();
  const source = sources[name];
  const { common, page, askCommon, askPage } = useUnit({
    common: $commonData,
    page: $pageData,
    askCommon: commonDataRequested,
    askPage: pageDataRequested,
  });
  const retry = () => {
    if (!source) return;
    const { endpoint, query } = source;
    if (source.scope === 'common') askCommon({ name, endpoint, query, replace: true });
    else askPage({ name, endpoint, query, force: true });
  };
  const state = source ? stateOf(source, common, page) : undefined;
  const shownFirst = source?.onDemand === true && source.missing.length === 0 && state === undefined;
  // Why: an on-demand source is read once a block shows it (and again after the model dropped it).
  useEffect(() => {
    if (!shownFirst || !source) return;
    const { endpoint, query } = source;
    if (source.scope === 'common') askCommon({ name, endpoint, query });
    else askPage({ name, endpoint, query });
  }, [shownFirst, source, name, askCommon, askPage]);
  return { source, state, retry };
}

/** Which block says each source's failure: the first to claim it; the others are told when that changes. */
export interface FailureSayers {
  claim(name: string, id: string): () => void;
  sayerOf(name: string): string | undefined;
  subscribe(listener: () => void): () => void;
}

function failureSayersStore(): FailureSayers {
  const claims = new Map<string, string[]>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    claim(name, id) {
      claims.set(name, [...(claims.get(name) ?? []), id]);
      changed();
      return () => {
        claims.set(
          name,
          (claims.get(name) ?? []).filter((claimant) => claimant !== id),
        );
        changed();
      };
    },
    sayerOf: (name) => claims.get(name)?.[0],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whether this block says its source's failure: the first block of the page to show the source does, the others
 * show nothing of it (two lists of one answer make one alert and one Try again, not two).
 */
export function useSaysFailure(name: string): boolean {
  const { failureSayers } = usePageData();
  const id = useId();
  useLayoutEffect(() => failureSayers.claim(name, id), [failureSayers, name, id]);
  const sayer = useSyncExternalStore(failureSayers.subscribe, () => failureSayers.sayerOf(name));
  return sayer === undefined || sayer === id;
}
