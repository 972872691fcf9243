// @vitest-environment jsdom
// What a part of the studio reads: a failure said with the API's key and asked again by "Try again"; only the latest
// request's answer shown (another version opened while the first one's changes were on their way); a refusal that
// ends the session handed to the login; nothing asked while the part is not on the page, read again when it is.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StudioCallError } from '@/studio/studio-api';
import { useStudioLoad } from '@/studio/use-studio-load';
import { deferred } from '../../support/deferred';

describe('useStudioLoad', () => {
  it('says a failure with its key, and "Try again" shows loading, then the answer', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new StudioCallError(503, 'unavailable'))
      .mockResolvedValueOnce('config');
    const { result } = renderHook(() => useStudioLoad(load, () => undefined));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failure', key: 'unavailable' }));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'config' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the latest request’s answer only, and hands only that one on', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const seeded = vi.fn();
    const { result, rerender } = renderHook(({ load }) => useStudioLoad(load, () => undefined, { onLoaded: seeded }), {
      initialProps: { load: () => first.promise },
    });
    rerender({ load: () => second.promise });
    await act(async () => second.resolve('version 2'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'version 2' });
    await act(async () => first.resolve('version 1'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'version 2' });
    // A draft's text is seeded from the answer shown only.
    expect(seeded.mock.calls).toEqual([['version 2']]);
  });

  it('hands a refusal that ends the session to the login, and shows no failure', async () => {
    const ended = vi.fn();
    const { result } = renderHook(() => useStudioLoad(() => Promise.reject(new StudioCallError(401, 'unauthorized')), ended));
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('asks nothing while the part is hidden; shown again or after a publish, reads again keeping what it shows', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => (answers[calls++] ?? deferred<string>()).promise;
    const { result, rerender } = renderHook(({ enabled, again }) => useStudioLoad(load, () => undefined, { enabled, again }), {
      initialProps: { enabled: false, again: 0 },
    });
    expect(calls).toBe(0);
    rerender({ enabled: true, again: 0 });
    expect(calls).toBe(1);
    await act(async () => answers[0]?.resolve('before the publish'));
    rerender({ enabled: true, again: 1 });
    expect(calls).toBe(2);
    expect(result.current.state).toEqual({ status: 'ready', data: 'before the publish' });
    await act(async () => answers[1]?.resolve('after the publish'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'after the publish' });
  });
});
