// The one way a model loads what a page shows (src/model/remote-data/loadable-query.ts), with fork + allSettled and
// the call's handler replaced: loading, ready, a first failure, a reread that keeps what is shown (also when it
// fails), the latest of two requests winning over a slower earlier one, and the member's data forgotten.
import { describe, expect, it } from 'vitest';
import { allSettled, createEffect, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { memberChanged } from '@/model/session/member-changed';

const failure: ApiError = { code: 'network', status: 0, errors: 'network', key: 'network' };
const readFx = createEffect<string, string, ApiError>();
const { query, $state } = loadableQuery(readFx, { name: 'loadableQueryTest', memberData: true });

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
    expect(other.getState($state)).toEqual({ status: 'failure' });
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
