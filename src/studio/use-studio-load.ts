// What a part of the studio reads from the API, one way for every part: loading, a failure (with the API's error key
// when it names one: the part may say why), or the answer. Only the latest request's answer counts, and none once the
// part is gone; a refusal that ends the session goes back to the login (use-session-end.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loadable } from '@/lib/loadable';
import { StudioCallError } from './studio-api';
import { useSessionEnd } from './use-session-end';

/** The portal's Loadable, whose studio calls never answer "not found" as a state of their own (a key says it). */
export type StudioLoad<T> = Exclude<Loadable<T, { key: string }>, { status: 'not-found' }>;

interface Options<T> {
  /** False while the part is not on the page (behind a draft): nothing is asked; shown again, it is read again. */
  enabled?: boolean;
  /** A change of it reads again (a publish), keeping what is shown until the answer arrives. */
  again?: unknown;
  /** The latest request's answer, as it arrives (a draft's text seeded from it), before it is shown. */
  onLoaded?: (data: T) => void;
}

export interface StudioLoadResult<T> {
  state: StudioLoad<T>;
  /** "Try again": loading, then asked again. */
  retry: () => void;
  /** The answer of another call (a save that answers the new data) in place of the loaded one. */
  show: (data: T) => void;
}

/** `load` is asked when the part opens and again when `load` itself changes (another file, another version). */
export function useStudioLoad<T>(load: () => Promise<T>, onSessionEnded: () => void, options: Options<T> = {}): StudioLoadResult<T> {
  const { enabled = true, again, onLoaded } = options;
  const [state, setState] = useState<StudioLoad<T>>({ status: 'loading' });
  // Why through refs: a parent's new callback on each render must not ask the API again.
  const sessionEnded = useRef(onSessionEnded);
  const loaded = useRef(onLoaded);
  useEffect(() => {
    sessionEnded.current = onSessionEnded;
    loaded.current = onLoaded;
  });
  const ended = useSessionEnd(useCallback(() => sessionEnded.current(), []));
  const latest = useRef(0);
  const read = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    load().then(
      (data) => {
        if (request !== latest.current) return;
        loaded.current?.(data);
        setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (request !== latest.current || ended(error)) return;
        setState({ status: 'failure', key: error instanceof StudioCallError ? error.key : 'network' });
      },
    );
  }, [load, ended]);
  useEffect(() => {
    if (enabled) read();
  }, [read, enabled, again]);
  // Why: an answer arriving after the part is gone is nobody's.
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    read();
  }, [read]);
  const show = useCallback((data: T) => {
    latest.current += 1;
    setState({ status: 'ready', data });
  }, []);
  return { state, retry, show };
}
