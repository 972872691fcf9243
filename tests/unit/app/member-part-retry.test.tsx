// A member part that failed to load (a network drop) is loaded again by the member's header, which otherwise would
// stay without figures, basket and logout until the member opened another page (src/member-part/load-member-part.ts).
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMemberPart } from '@/member-part/load-member-part';

const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/member-part/member-part', () => {
  imports.count += 1;
  if (imports.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return {
    MemberSummary: () => null,
    HeaderBalance: () => null,
    HeaderBasket: () => null,
    ImpersonationBanner: () => null,
    memberTemplateLoaders: {},
  };
});

describe('the member part after a failed load', () => {
  it("is loaded again by a member's header, which then shows it", async () => {
    const { result } = renderHook(() => useMemberPart(true));
    await waitFor(() => expect(imports.count).toBe(1));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull(), { timeout: 5_000 });
    expect(imports.count).toBe(2);
  });
});
