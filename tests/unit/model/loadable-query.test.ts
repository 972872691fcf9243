// The one way a model loads what a page shows (src/model/remote-data/loadable-query.ts), with fork + allSettled and
// the call's handler replaced: loading, ready, a first failure, a reread that keeps what is shown (also when it
// fails), a refresh that reads once per parameters (told apart by value), never twice at once, and again after a
// failure or once expired, the latest of two requests winning over a slower earlier one, and the member's data
// forgotten (an answer on its way too); a page about one thing shows loading for another thing, keeps the same one
// read again, and says "not found" for a 404; an answer read before is shown at once when its parameters are asked for
// again.
import { describe, expect, it } from 'vitest';
import { allSettled, createEffect, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { loadableQuery, shownFor, thingQuery } from '@/model/remote-data/loadable-query';
import { memberChanged } from '@/model/session/member-changed';

const failure: ApiError = { code: 'network', status: 0, errors: 'network', key: 'network' };
const readFx = createEffect<string, string, ApiError>();
const { query, $state } = loadableQuery(readFx, { name: 'loadableQueryTest', memberData: true });
const readThingFx = createEffect<{ id: number; language: string }, string, ApiError>();
const thing = thingQuery(readThingFx, { name: 'thingQueryTest', memberData: false, sameThing: (a, b) => a.id === b.id });

/** Answers each read when told to, in any order. */
function controlledReads() {
  const waiting = new Map<string, { resolve(value: string): void; reject(error: ApiError): void }>();
  const handler = (id: string) => new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }));
  return {
    handler,
    answer: (id: string) => waiting.get(id)!.resolve(`answer to ${id}`),
    fail: (id: string) => waiting.get(id)!.reject(failure),
  };
}

describe('a loadable query', () => {
  it('loads, shows the answer, keeps it while reading again and when the reread fails; a first failure says so', async () => {
    const reads = controlledReads();
    const scope = fork({ handlers: [[readFx, reads.handler]] });
    expect(scope.getState($state)).toEqual({ status: 'loading' });

    const first = allSettled(query.start, { scope, params: 'a' });
    expect(scope.getState($state)).toEqual({ status: 'loading' });
    reads.answer('a');
    await first;
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'answer to a' });

    const again = allSettled(query.start, { scope, params: 'a' });
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'answer to a' });
    reads.fail('a');
    await again;
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'answer to a' });

    const other = fork({ handlers: [[readFx, () => Promise.reject(failure)]] });
    await allSettled(query.start, { scope: other, params: 'a' });
    expect(other.getState($state)).toEqual({ status: 'failure', code: 'network' });
  });

  it('shows the answer to the latest request: a slower answer to an earlier one is dropped', async () => {
    const reads = controlledReads();
    const scope = fork({ handlers: [[readFx, reads.handler]] });
    const settled = Promise.all([allSettled(query.start, { scope, params: 'old' }), allSettled(query.start, { scope, params: 'new' })]);
    reads.answer('new');
    reads.answer('old');
    await settled;
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'answer to new' });
  });

  it('reads once for the same parameters with refresh, and again after a failed read (Try again)', async () => {
    let reads = 0;
    const scope = fork({
      handlers: [[readFx, async (language: string) => (++reads === 1 ? Promise.reject(failure) : `list in ${language}`)]],
    });
    await allSettled(query.refresh, { scope, params: 'en' });
    expect(scope.getState($state)).toEqual({ status: 'failure', code: 'network' });
    await allSettled(query.refresh, { scope, params: 'en' });
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'list in en' });
    await allSettled(query.refresh, { scope, params: 'en' });
    expect(reads).toBe(2);
    await allSettled(query.refresh, { scope, params: 'fr-be' });
    expect(reads).toBe(3);
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'list in fr-be' });
  });

  it('tells parameters apart by value: the same filter built again is not read again', async () => {
    const readListFx = createEffect<{ language: string; ids: number[] }, string, ApiError>();
    const list = loadableQuery(readListFx, { name: 'loadableQueryByValue', memberData: false });
    let reads = 0;
    const scope = fork({ handlers: [[readListFx, async () => `read ${++reads}`]] });
    await allSettled(list.query.refresh, { scope, params: { language: 'en', ids: [1, 2] } });
    await allSettled(list.query.refresh, { scope, params: { language: 'en', ids: [1, 2] } });
    expect(reads).toBe(1);
    await allSettled(list.query.refresh, { scope, params: { language: 'en', ids: [1, 3] } });
    expect(reads).toBe(2);
  });

  it('never reads twice while the same read is on its way; reads again once expired, showing what it has meanwhile', async () => {
    const reads = controlledReads();
    let count = 0;
    const scope = fork({ handlers: [[readFx, (id: string) => (count++, reads.handler(id))]] });
    const first = allSettled(query.refresh, { scope, params: 'a' });
    const twice = allSettled(query.refresh, { scope, params: 'a' });
    reads.answer('a');
    await Promise.all([first, twice]);
    expect(count).toBe(1);

    await allSettled(query.expire, { scope });
    const again = allSettled(query.refresh, { scope, params: 'a' });
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'answer to a' });
    const duringIt = allSettled(query.refresh, { scope, params: 'a' });
    reads.answer('a');
    await Promise.all([again, duringIt]);
    expect(count).toBe(2);
    await allSettled(query.refresh, { scope, params: 'a' });
    expect(count).toBe(2);
  });

  it('drops an answer still on its way when the member changes: the next member never sees it', async () => {
    const reads = controlledReads();
    const scope = fork({ handlers: [[readFx, reads.handler]] });
    const pending = allSettled(query.start, { scope, params: 'previous member' });
    const changed = allSettled(memberChanged, { scope });
    reads.answer('previous member');
    await Promise.all([pending, changed]);
    expect(scope.getState($state)).toEqual({ status: 'loading' });
  });

  it('forgets the member’s data when the member changes: loading again, and the next visit reads anew', async () => {
    let reads = 0;
    const scope = fork({ handlers: [[readFx, async () => `read ${++reads}`]] });
    await allSettled(query.refresh, { scope, params: 'a' });
    await allSettled(query.refresh, { scope, params: 'a' });
    expect(reads).toBe(1);
    await allSettled(memberChanged, { scope });
    expect(scope.getState($state)).toEqual({ status: 'loading' });
    await allSettled(query.refresh, { scope, params: 'a' });
    expect(reads).toBe(2);
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'read 2' });
  });
});

describe('an answer read before', () => {
  it('is shown at once when its parameters are asked for again, then replaced by the new answer; not for the next member', async () => {
    const reads = controlledReads();
    const scope = fork({ handlers: [[readFx, reads.handler]] });
    for (const id of ['a', 'b']) {
      const read = allSettled(query.start, { scope, params: id });
      reads.answer(id);
      await read;
    }
    const back = allSettled(query.start, { scope, params: 'a' });
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'answer to a' });
    reads.fail('a');
    await back;
    expect(scope.getState($state)).toEqual({ status: 'ready', data: 'answer to a' });

    await allSettled(memberChanged, { scope });
    const after = allSettled(query.start, { scope, params: 'b' });
    expect(scope.getState($state)).toEqual({ status: 'loading' });
    reads.answer('b');
    await after;
  });

  it('is not shown once out of date: what the member has changed is read before it shows', async () => {
    const scope = fork({ handlers: [[readThingFx, async ({ id }: { id: number }) => `thing ${id}`]] });
    await allSettled(thing.query.start, { scope, params: { id: 1, language: 'en' } });
    await allSettled(thing.query.start, { scope, params: { id: 2, language: 'en' } });
    await allSettled(thing.query.expire, { scope });
    const back = allSettled(thing.query.start, { scope, params: { id: 1, language: 'en' } });
    expect(scope.getState(thing.$asked).state).toEqual({ status: 'loading' });
    await back;
    expect(scope.getState(thing.$asked).state).toEqual({ status: 'ready', data: 'thing 1' });
  });
});

describe('a query about one thing', () => {
  it('shows loading for another thing, keeps the same thing read again in another language, and says not found for a 404', async () => {
    const notFound: ApiError = { code: 'not_found', status: 404, errors: 'not_found', key: 'not_found' };
    const scope = fork({
      handlers: [
        [
          readThingFx,
          async ({ id, language }: { id: number; language: string }) => (id === 9 ? Promise.reject(notFound) : `${id} in ${language}`),
        ],
      ],
    });
    await allSettled(thing.query.start, { scope, params: { id: 1, language: 'en' } });
    expect(scope.getState(thing.$asked)).toEqual({ params: { id: 1, language: 'en' }, state: { status: 'ready', data: '1 in en' } });

    const again = allSettled(thing.query.start, { scope, params: { id: 1, language: 'fr-be' } });
    expect(scope.getState(thing.$asked).state).toEqual({ status: 'ready', data: '1 in en' });
    await again;
    expect(scope.getState(thing.$asked).state).toEqual({ status: 'ready', data: '1 in fr-be' });

    const other = allSettled(thing.query.start, { scope, params: { id: 2, language: 'fr-be' } });
    expect(scope.getState(thing.$asked)).toEqual({ params: { id: 2, language: 'fr-be' }, state: { status: 'loading' } });
    await other;

    await allSettled(thing.query.start, { scope, params: { id: 9, language: 'fr-be' } });
    expect(scope.getState(thing.$asked)).toEqual({ params: { id: 9, language: 'fr-be' }, state: { status: 'not-found' } });
  });
});

describe('what a page about one thing shows', () => {
  it('is the latest state when it was asked for this thing, loading when for another, not found for an address naming none', () => {
    const asked = { params: { id: 2 }, state: { status: 'ready' as const, data: 'two' } };
    expect(shownFor(asked, (params) => params.id === 2)).toEqual({ status: 'ready', data: 'two' });
    expect(shownFor(asked, (params) => params.id === 3)).toEqual({ status: 'loading' });
    expect(shownFor({ params: null, state: { status: 'loading' } }, () => true)).toEqual({ status: 'loading' });
    expect(shownFor(asked, null)).toEqual({ status: 'not-found' });
  });
});
