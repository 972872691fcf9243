// The state of data a page holds (src/lib/loadable.ts): made from a model's value and failure flag, and narrowed to
// the kind of data a page shows.
import { describe, expect, it } from 'vitest';
import { loadableOf, narrowed } from '@/lib/loadable';

describe('the state of data kept as a value and a failure flag', () => {
  it('is ready once the data is known, even when a reread failed; else a failure, else loading', () => {
    expect(loadableOf({ miles: 0 }, false)).toEqual({ status: 'ready', data: { miles: 0 } });
    expect(loadableOf([], true)).toEqual({ status: 'ready', data: [] });
    expect(loadableOf(null, true)).toEqual({ status: 'failure' });
    expect(loadableOf(undefined, false)).toEqual({ status: 'loading' });
  });
});

describe('data narrowed to what a page shows', () => {
  it('is not found when the data is of another kind, and keeps every other state', () => {
    const gift = { status: 'ready' as const, data: { type: 'gift', name: 'Cups' } };
    expect(narrowed(gift, (data) => (data.type === 'gift' ? data.name : null))).toEqual({ status: 'ready', data: 'Cups' });
    expect(narrowed(gift, (data) => (data.type === 'service' ? data.name : null))).toEqual({ status: 'not-found' });
    expect(narrowed({ status: 'failure', code: 'network' }, () => 1)).toEqual({ status: 'failure', code: 'network' });
  });
});
