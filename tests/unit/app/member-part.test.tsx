// The member part (src/member-part/): loaded once, given to the header when it arrives, loaded by the header itself
// when no route did (a member on a path the router answers without a template), and never for a visitor.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMemberPart, useMemberPart } from '@/member-part/load-member-part';
import { templateRegistry } from '@/renderer/template-registry';
import { memberTemplates } from '@/member-part/member-template-names';

describe('the member part', () => {
  it("is not loaded for a visitor's header", async () => {
    const { result } = renderHook(() => useMemberPart(false));
    // The module a load fetches, imported here: once it is in, a load the header had started has ended too.
    await act(() => import('@/member-part/member-part'));
    await act(async () => {});
    expect(result.current).toBeNull();
  });

  it("is loaded by a member's header when no route has, and the header re-renders with it", async () => {
    const { result } = renderHook(() => useMemberPart(true));
    await waitFor(() => expect(result.current).not.toBeNull(), { timeout: 10_000 });
    expect(typeof result.current?.MemberSummary).toBe('function');
    // Once: every later load gives the same module.
    expect(await loadMemberPart()).toBe(result.current);
  });

  it("gives the template registry a loader for each members' template, which resolves to the template", async () => {
    for (const name of memberTemplates) expect(templateRegistry.has(name), name).toBe(true);
    const part = await loadMemberPart();
    expect(Object.keys(part.memberTemplateLoaders).sort()).toEqual([...memberTemplates].sort());
    const home = await part.memberTemplateLoaders['home-postconnection']();
    expect(typeof home.default).toBe('function');
  });
});
