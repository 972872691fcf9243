// A member's header parts (src/app/shell/member-header-parts.ts): loaded once, given to the header when they arrive,
// loaded by the header itself when no route did, and never for a visitor.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMemberHeader, useMemberHeader } from '@/app/shell/load-member-header';

describe("a member's header parts", () => {
  it("are not loaded for a visitor's header", async () => {
    const { result } = renderHook(() => useMemberHeader(false));
    // The module a load fetches, imported here: once it is in, a load the header had started has ended too.
    await act(() => import('@/app/shell/member-header-parts'));
    await act(async () => {});
    expect(result.current).toBeNull();
  });

  it("are loaded by a member's header when no route has, and the header re-renders with them", async () => {
    const { result } = renderHook(() => useMemberHeader(true));
    await waitFor(() => expect(result.current).not.toBeNull(), { timeout: 10_000 });
    expect(typeof result.current?.MemberSummary).toBe('function');
    // Once: every later load gives the same module.
    expect(await loadMemberHeader()).toBe(result.current);
  });
});
