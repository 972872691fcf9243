import { describe, expect, it } from 'vitest';
import { NavigationType } from 'react-router';
import type { Location } from 'react-router';
import { createTraversalDebounce } from '@/router/back-debounce';

const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname }) as Location;
const pop = { currentLocation: at('/b'), nextLocation: at('/a'), historyAction: NavigationType.Pop };

describe('history traversal debounce (requirements §2.4)', () => {
  it('blocks a traversal within 500 ms of the last one let through, and lets the next one after', () => {
    let now = 1_000;
    const tooSoon = createTraversalDebounce(500, () => now);
    expect(tooSoon(pop)).toBe(false);
    now += 499;
    expect(tooSoon(pop)).toBe(true);
    now += 1;
    expect(tooSoon(pop)).toBe(false);
  });

  it('never holds back links and redirects (PUSH, REPLACE)', () => {
    const tooSoon = createTraversalDebounce(500, () => 0);
    expect(tooSoon(pop)).toBe(false);
    expect(tooSoon({ ...pop, historyAction: NavigationType.Push })).toBe(false);
    expect(tooSoon({ ...pop, historyAction: NavigationType.Replace })).toBe(false);
  });
});
