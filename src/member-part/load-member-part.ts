// Loads the member part (member-part.ts) once, and gives it to the header when it is there. Every member route
// awaits it before it commits (build-routes.tsx), so the header of a member's page renders with it from the
// first render; useMemberPart still loads it and re-renders when it arrives, so nothing depends on that order.
import { useEffect, useSyncExternalStore } from 'react';
import type * as MemberPartModule from './member-part';

export type MemberPart = typeof MemberPartModule;

let part: MemberPart | null = null;
let pending: Promise<MemberPart> | null = null;
const listeners = new Set<() => void>();

/** The member part's module; a failed load is forgotten, so a later route (Try again) imports afresh. */
export function loadMemberPart(): Promise<MemberPart> {
  if (!pending) {
    pending = import('./member-part').then((module) => {
      part = module;
      for (const listener of listeners) listener();
      return module;
    });
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => part;

/** First wait before loading a failed member part again; each failure doubles it, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * The member part once loaded, else null (the caller renders nothing of it meanwhile). `wanted`: the caller shows a
 * member's shell, so the part is loaded if no route has done it yet (a path the router answers without a template:
 * a path a language's overlay retired), and loaded again after a failure (a network drop), waiting longer each time,
 * for as long as the member's shell is shown: the header's logout must come back without a page the member opens.
 */
export function useMemberPart(wanted: boolean): MemberPart | null {
  const loaded = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!wanted || loaded) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const attempt = (wait: number) => {
      loadMemberPart().catch(() => {
        if (!stopped) timer = setTimeout(() => attempt(Math.min(wait * 2, RETRY_MAX_MS)), wait);
      });
    };
    attempt(RETRY_FIRST_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [wanted, loaded]);
  return loaded;
}
