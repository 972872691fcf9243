// Header parts that failed to load (a network drop) are loaded again by the member's header, which otherwise would
// stay without figures, basket and logout until the member opened another page (src/app/shell/load-member-header.ts).
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_FIRST_MS, useMemberHeader } from '@/app/shell/load-member-header';

const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/app/shell/member-header-parts', () => {
  imports.count += 1;
  if (imports.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return { MemberSummary: () => null, HeaderBalance: () => null, HeaderBasket: () => null, ImpersonationBanner: () => null };
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a member's header parts after a failed load", () => {
  it("are loaded again by a member's header after a wait, which then shows them", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useMemberHeader(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(imports.count).toBe(1);
    expect(result.current).toBeNull();
    // Not at once: a network drop is given time to pass.
    await act(() => vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1));
    expect(imports.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(result.current).not.toBeNull());
    expect(imports.count).toBe(2);
  });
});
