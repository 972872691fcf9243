// The autocomplete's logic without its markup (renderHook + fake timers): the debounce, the abort of a search the
// member has typed past (and its late answer ignored), the minimum length, and the keyboard's index and choice.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutocomplete } from '@/ui/use-autocomplete';

interface City {
  id: number;
  name: string;
}
const cities: City[] = [
  { id: 1, name: 'Paris' },
  { id: 2, name: 'Parma' },
  { id: 3, name: 'Patras' },
];

/** A search whose answers the test releases one by one, recording each call's term and signal. */
function controlledSearch() {
  const calls: { term: string; signal: AbortSignal; answer: (found: City[]) => void; fail: () => void }[] = [];
  const search = vi.fn(
    (term: string, signal: AbortSignal) =>
      new Promise<City[]>((resolve, reject) => {
        calls.push({ term, signal, answer: resolve, fail: () => reject(new Error('offline')) });
      }),
  );
  return { search, calls };
}

function setup(search: (term: string, signal: AbortSignal) => Promise<City[]>) {
  return renderHook(() => useAutocomplete<City>({ search, labelOf: (c) => c.name, debounceMs: 250, minChars: 2 }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutocomplete', () => {
  it('searches once, 250 ms after the last keystroke, with the trimmed text', async () => {
    const { search, calls } = controlledSearch();
    const { result } = setup(search);
    act(() => result.current.type('pa'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.type(' par '));
    expect(result.current.status).toBe('searching');
    act(() => vi.advanceTimersByTime(249));
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(calls[0]?.term).toBe('par');
    await act(async () => calls[0]?.answer(cities));
    expect(result.current.status).toBe('done');
    expect(result.current.results).toEqual(cities);
    expect(result.current.open).toBe(true);
    expect(result.current.text).toBe(' par ');
  });

  it('searches nothing below two characters, and forgets earlier results', async () => {
    const { search, calls } = controlledSearch();
    const { result } = setup(search);
    act(() => result.current.type('pa'));
    act(() => vi.advanceTimersByTime(250));
    await act(async () => calls[0]?.answer(cities));
    act(() => result.current.type('p '));
    act(() => vi.advanceTimersByTime(1000));
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
    expect(result.current.results).toEqual([]);
    expect(result.current.open).toBe(false);
  });

  it('aborts the search the member typed past, and ignores its answer when it arrives late', async () => {
    const { search, calls } = controlledSearch();
    const { result } = setup(search);
    act(() => result.current.type('pa'));
    act(() => vi.advanceTimersByTime(250));
    act(() => result.current.type('parm'));
    expect(calls[0]?.signal.aborted).toBe(true);
    act(() => vi.advanceTimersByTime(250));
    expect(calls[1]?.signal.aborted).toBe(false);
    await act(async () => calls[1]?.answer([cities[1] as City]));
    await act(async () => calls[0]?.answer(cities)); // the stale answer, last to arrive
    expect(result.current.results).toEqual([cities[1]]);
    // A failure of an aborted search is not the member's failure either.
    act(() => result.current.type('pat'));
    act(() => vi.advanceTimersByTime(250));
    act(() => result.current.type('patr'));
    await act(async () => calls[2]?.fail());
    expect(result.current.status).toBe('searching');
  });

  it('says "failed" when the current search fails', async () => {
    const { search, calls } = controlledSearch();
    const { result } = setup(search);
    act(() => result.current.type('pa'));
    act(() => vi.advanceTimersByTime(250));
    await act(async () => calls[0]?.fail());
    expect(result.current.status).toBe('failed');
    expect(result.current.open).toBe(false);
  });

  it('moves through the results with the arrows (wrapping), chooses with Enter, and closes then clears with Escape', async () => {
    const { search, calls } = controlledSearch();
    const { result } = setup(search);
    act(() => result.current.type('pa'));
    act(() => vi.advanceTimersByTime(250));
    await act(async () => calls[0]?.answer(cities));
    expect(result.current.activeIndex).toBe(-1);

    act(() => void result.current.keyDown('ArrowDown'));
    expect(result.current.active).toEqual(cities[0]);
    act(() => void result.current.keyDown('ArrowUp'));
    expect(result.current.active).toEqual(cities[2]); // wraps to the last
    act(() => void result.current.keyDown('ArrowDown'));
    act(() => void result.current.keyDown('ArrowDown'));
    expect(result.current.active).toEqual(cities[1]);

    let outcome: ReturnType<typeof result.current.keyDown> | undefined;
    act(() => {
      outcome = result.current.keyDown('Enter');
    });
    expect(outcome).toEqual({ preventDefault: true, chosen: cities[1] });
    expect(result.current.chosen).toEqual(cities[1]);
    expect(result.current.text).toBe('Parma');
    expect(result.current.open).toBe(false);
    expect(result.current.active).toBeUndefined();

    // Enter on a closed list is the form's (submit): not prevented, nothing chosen.
    act(() => {
      outcome = result.current.keyDown('Enter');
    });
    expect(outcome).toEqual({ preventDefault: false });

    act(() => result.current.type('pat'));
    act(() => vi.advanceTimersByTime(250));
    await act(async () => calls[1]?.answer(cities));
    expect(result.current.chosen).toBeNull(); // typing dropped the choice
    act(() => {
      outcome = result.current.keyDown('Escape');
    });
    expect(outcome).toEqual({ preventDefault: true });
    expect(result.current.open).toBe(false);
    expect(result.current.text).toBe('pat');
    act(() => {
      outcome = result.current.keyDown('Escape');
    });
    expect(outcome).toEqual({ preventDefault: true, cleared: true });
    expect(result.current.text).toBe('');
  });

  it('cancels a pending search when the component goes away', () => {
    const { search } = controlledSearch();
    const { result, unmount } = setup(search);
    act(() => result.current.type('pa'));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});
