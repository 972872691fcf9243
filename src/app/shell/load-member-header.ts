// Loads the member's header parts (member-header-parts.ts) once, and gives them to the shell when they are there.
// The first member route waits for them before it commits (router-host.tsx), so a member's page renders its header
// whole from the first render; useMemberHeader still loads them and re-renders when they arrive, so nothing depends
// on that order.
import { useEffect, useSyncExternalStore } from 'react';
import type * as MemberHeaderModule from './member-header-parts';

export type MemberHeader = typeof MemberHeaderModule;

let part: MemberHeader | null = null;
let pending: Promise<MemberHeader> | null = null;
const listeners = new Set<() => void>();

/** The header parts' module; a failed load is forgotten, so a later route (Try again) imports afresh. */
export function loadMemberHeader(): Promise<MemberHeader> {
  if (!pending) {
    pending = import('./member-header-parts').then((module) => {
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

/** Tests: back to a page that has loaded no header parts yet (a test worker that shares modules between files). */
export async function forgetMemberHeader(): Promise<void> {
  // A load still under way would give its module to the next file's header.
  await pending?.catch(() => undefined);
  part = null;
  pending = null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => part;

/** First wait before loading failed header parts again; each failure doubles it, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * The header parts once loaded, else null (the caller renders nothing of them meanwhile). `wanted`: the caller shows
 * a member's shell, so they are loaded if no route has done it yet, and loaded again after a failure (a network
 * drop), waiting longer each time,
 * for as long as the member's shell is shown: the header's logout must come back without a page the member opens.
 */
export function useMemberHeader(wanted: boolean): MemberHeader | null {
  const loaded = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!wanted || loaded) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const attempt = (wait: number) => {
      loadMemberHeader().catch(() => {
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
