// The one way a model loads what a page shows from the API: a query over the call's effect, and the query's state as
// every page reads it (Loadable, shown by src/ui/load-states.tsx). What the state keeps:
// docs/adr/0026-remote-data-through-farfetched-queries.md; why the query is this file's and not Farfetched's:
// docs/adr/0040-queries-without-farfetched.md.
//
// - The latest request wins: a slower answer to an earlier one is dropped.
// - A read that may be answered a moment later is asked again by the client before it fails here
//   (src/api/client.ts): what fails here is what "Try again" is for.
// - What each request answered is kept (the last few parameters, so per language and per thing): asking again for
//   parameters read before shows their answer at once while they are read again (back to a product seen a moment
//   ago). The member's data is forgotten with the member.
// - What is shown stays while it is read again, and a failed reread keeps it: a member on a shaky connection keeps
//   the page they had. Only a first read that fails shows the failure with "Try again", and the refusal's name
//   (`refusalKey`) for a page that says why.
// - A page about one thing (a product, a partner) names it by its parameters (`sameThing`): asking for another
//   thing shows loading, never the previous one; asking for the same one again (a retry, another language) keeps it.
//   A 404 there is an answer about the thing ("Product not found"), not a failure to try again.
// - Member data (`memberData`) goes back to "loading" when the member changes (src/model/session/member-changed.ts).
import { attach, createEvent, createStore, sample } from 'effector';
import type { Effect, Event, EventCallable, Store } from 'effector';
import { refusalKey } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import type { Loadable } from '@/lib/loadable';
import { sameData } from '@/lib/same-data';
import { memberDataQueries, memberDataStores } from '@/model/session/member-changed';

/** The state of the latest request, with the parameters it was for (null before any). */
export interface Asked<Params, Data> {
  params: Params | null;
  state: Loadable<Data>;
}

/** A read of the API whose latest request wins. */
export interface Query<Params, Data> {
  /** Reads (again). */
  start: EventCallable<Params>;
  /**
   * Reads only what is not in hand yet for these parameters (a list kept per language, read once in each), and again
   * after a failed read or once what is in hand has expired; never while the same read is on its way.
   */
  refresh: EventCallable<Params>;
  /** What is in hand is out of date (the member's miles changed): the next refresh reads it again, showing it meanwhile. */
  expire: EventCallable<void>;
  /** Forgets what was read; an answer still on its way is dropped. */
  reset: EventCallable<void>;
  started: Event<{ params: Params }>;
  /** The latest request is on its way: true until its answer is what the query shows. */
  $pending: Store<boolean>;
  /** The latest request's answer: an earlier request answered later says nothing. */
  finished: { success: Event<{ params: Params; result: Data }>; failure: Event<{ params: Params; error: ApiError }> };
}

export interface LoadableQuery<Params, Data> {
  query: Query<Params, Data>;
  /** What the page shows. */
  $state: Store<Loadable<Data>>;
  /** The same, with the parameters of the latest request (the language a list was read in). */
  $asked: Store<Asked<Params, Data>>;
  /** The data as a write answered it (a write that answers the whole state): shown without reading it again. */
  answered: EventCallable<{ params: Params; data: Data }>;
}

export interface ThingQuery<Params, Data> {
  query: Query<Params, Data>;
  /** What the page shows, with what it was asked for: a page shows it only for the thing it is about. */
  $asked: Store<Asked<Params, Data>>;
  /**
   * The thing as another call answered it (a quiz's submit answers the attempt as it is now): shown when it is still
   * the one asked for, without reading it again.
   */
  answered: EventCallable<{ params: Params; data: Data }>;
}

interface Options {
  /** Unique: the query's stores are named after it. */
  name: string;
  /** The member's own data: forgotten when the member changes. */
  memberData: boolean;
}

interface ThingOptions<Params> extends Options {
  /** Whether two requests ask for the same thing (the same id, whatever the language). */
  sameThing(a: NoInfer<Params>, b: NoInfer<Params>): boolean;
  /**
   * Whether a refusal says the thing is not there (default: a 404); never, for a list whose 404 is a failure. An
   * editor's preview without a valid link is not there either, to the guest who opened it.
   */
  notFound?(error: ApiError, params: NoInfer<Params>): boolean;
}

const isMissing = (error: ApiError) => error.status === 404;

/**
 * What a page about one thing shows: the state of the latest request when it was for `thing` (`sameThing`'s test),
 * loading while another thing's answer is still the latest, "not found" for an address that cannot name a thing (null).
 */
export function shownFor<Params, Data>(asked: Asked<Params, Data>, isThing: ((params: Params) => boolean) | null): Loadable<Data> {
  if (isThing === null) return { status: 'not-found' };
  return asked.params !== null && isThing(asked.params) ? asked.state : { status: 'loading' };
}

/** One thing's page: a product, a partner, an article. */
export function thingQuery<Params, Data>(effect: Effect<Params, Data, ApiError>, options: ThingOptions<Params>): ThingQuery<Params, Data> {
  return askedQuery(effect, { notFound: isMissing, ...options });
}

/** A page's data that is not about one thing among others: the member's orders, bookings, home figures. */
export function loadableQuery<Params, Data>(effect: Effect<Params, Data, ApiError>, options: Options): LoadableQuery<Params, Data> {
  const { query, $asked, answered } = askedQuery(effect, { ...options, sameThing: () => true, notFound: () => false });
  return { query, $asked, answered, $state: $asked.map((asked) => asked.state) };
}

/** One request: its parameters, and its place in the query's order (the latest is the one whose answer counts). */
interface Request<Params> {
  params: Params;
  order: number;
}

/** The answers kept per query: enough for going back and forth between a few things in two languages. */
const keptAnswers = 12;

/**
 * The query: an effect attached to the call, whose answers count only for the latest request. Why not Farfetched's
 * `createQuery`: creating one costs tens of times as much, paid in the blocking time of every page that imports one (ADR 0040).
 */
function remoteQuery<Params, Data>(effect: Effect<Params, Data, ApiError>, name: string): Query<Params, Data> {
  const start = createEvent<Params>({ name: `${name}.start` });
  const refresh = createEvent<Params>({ name: `${name}.refresh` });
  const expire = createEvent({ name: `${name}.expire` });
  const reset = createEvent({ name: `${name}.reset` });
  const requestFx = attach({ effect, mapParams: ({ params }: Request<Params>) => params, name: `${name}.requestFx` });
  const $latest = createStore<Request<Params> | null>(null, { name: `${name}.latest`, skipVoid: false })
    .on(requestFx, (_, request) => request)
    .reset(reset);
  // Never reset: a request still on its way from before a reset must not share its number with a later one.
  const $count = createStore(0, { name: `${name}.count` }).on(requestFx, (_, { order }) => order);
  // Stale: nothing in hand for the latest parameters (before any answer, after a failure, after a reset), or expired.
  const $stale = createStore(true, { name: `${name}.stale` })
    .on(expire, () => true)
    .reset(reset);
  // The latest request is on its way (an earlier one's answer, still to come, does not count).
  const $onItsWay = createStore(false, { name: `${name}.onItsWay` })
    .on(requestFx, () => true)
    .reset(reset);
  sample({ clock: start, source: $count, fn: (count, params): Request<Params> => ({ params, order: count + 1 }), target: requestFx });
  sample({
    clock: refresh,
    source: { stale: $stale, latest: $latest, onItsWay: $onItsWay },
    filter: ({ stale, latest, onItsWay }, params) => latest === null || !sameData(latest.params, params) || (stale && !onItsWay),
    fn: (_, params) => params,
    target: start,
  });
  const isLatest = (latest: Request<Params> | null, request: Request<Params>) => latest?.order === request.order;
  const success = sample({
    clock: requestFx.done,
    source: $latest,
    filter: (latest, { params }) => isLatest(latest, params),
    fn: (_, { params, result }) => ({ params: params.params, result }),
  });
  const failure = sample({
    clock: requestFx.fail,
    source: $latest,
    filter: (latest, { params }) => isLatest(latest, params),
    fn: (_, { params, error }) => ({ params: params.params, error }),
  });
  $stale.on(success, () => false).on(failure, () => true);
  $onItsWay.on([success, failure], () => false);
  const started = requestFx.map(({ params }) => ({ params }));
  return { start, refresh, expire, reset, started, $pending: $onItsWay, finished: { success, failure } };
}

/** An answer kept for its parameters. */
interface Kept<Params, Data> {
  params: Params;
  data: Data;
}

function keep<Params, Data>(kept: Kept<Params, Data>[], params: Params, data: Data): Kept<Params, Data>[] {
  const others = kept.filter((answer) => !sameData(answer.params, params));
  return [{ params, data }, ...others].slice(0, keptAnswers);
}

function askedQuery<Params, Data>(
  effect: Effect<Params, Data, ApiError>,
  { name, memberData, sameThing, notFound = isMissing }: ThingOptions<Params>,
): ThingQuery<Params, Data> {
  const query = remoteQuery(effect, name);
  // Nothing asked yet: a write's answer is the first thing known (a basket added to before any page read it).
  const same = (current: Asked<Params, Data>, params: Params) => current.params === null || sameThing(current.params, params);
  const answered = createEvent<{ params: Params; data: Data }>({ name: `${name}.answered` });
  // Newest first. Out of date once expired (the member's miles changed): only what is shown stays, until read again.
  const $kept = createStore<Kept<Params, Data>[]>([], { name: `${name}.kept` })
    .on(query.finished.success, (kept, { params, result }) => keep(kept, params, result))
    .reset(query.reset, query.expire);
  const $asked = createStore<Asked<Params, Data>>({ params: null, state: { status: 'loading' } }, { name: `${name}.asked` })
    .on(query.finished.success, (_, { params, result }) => ({ params, state: { status: 'ready', data: result } }))
    .reset(query.reset);
  sample({
    clock: query.started,
    source: { current: $asked, kept: $kept },
    fn: ({ current, kept }, { params }): Asked<Params, Data> => {
      const known = kept.find((answer) => sameData(answer.params, params));
      if (known) return { params, state: { status: 'ready', data: known.data } };
      return same(current, params) && current.state.status === 'ready'
        ? { params, state: current.state }
        : { params, state: { status: 'loading' } };
    },
    target: $asked,
  });
  $asked.on(answered, (current, { params, data }) => (same(current, params) ? { params, state: { status: 'ready', data } } : current));
  $kept.on(answered, (kept, { params, data }) => keep(kept, params, data));
  sample({
    clock: query.finished.failure,
    source: $asked,
    filter: (current, { params }) => same(current, params),
    fn: (current, { params, error }): Asked<Params, Data> => {
      if (notFound(error, params)) return { params: current.params, state: { status: 'not-found' } };
      return current.state.status === 'ready' ? current : { params: current.params, state: { status: 'failure', code: refusalKey(error) } };
    },
    target: $asked,
  });
  if (memberData) {
    memberDataQueries(query);
    memberDataStores($asked, $kept);
  }
  return { query, $asked, answered };
}
