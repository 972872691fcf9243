// A file a data list offers (src/model/page-data/file-download-model.ts) with fork + allSettled and the calls'
// handlers replaced: fetched and saved under its name, one at a time; a failure kept for its item until dismissed or
// asked again; a refusal (not a lost connection) loads the list again; the next member sees nothing of it.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import {
  $fileError,
  $fileLoading,
  fetchFileFx,
  fileErrorDismissed,
  fileRequested,
  saveFileFx,
} from '@/model/page-data/file-download-model';
import type { FileRequest } from '@/model/page-data/file-download-model';
import { fetchPageDataFx } from '@/model/page-data/page-data-model';
import { memberChanged } from '@/model/session/member-changed';

const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
const error = (status: number, code: string): ApiError => ({ code, status, errors: code, key: code });
const request = (id: number): FileRequest => ({
  item: `bookings:redemptions:${id}`,
  endpoint: `redemptions/${id}/confirmation.pdf`,
  query: { lang: 'nl-be' },
  filename: `confirmation-RN-00012${id}.pdf`,
  source: { name: 'bookings', endpoint: 'my_bookings', query: {} },
});

function setup(fetchFile: (r: FileRequest) => Promise<Blob> = async () => pdf) {
  const calls = { fetch: vi.fn(fetchFile), save: vi.fn(async () => undefined), load: vi.fn(async () => ({ redemptions: [] })) };
  const scope = fork({
    handlers: [
      [fetchFileFx, calls.fetch],
      [saveFileFx, calls.save],
      [fetchPageDataFx, calls.load],
    ],
  });
  return { scope, calls };
}

describe('a file an item offers', () => {
  it('is fetched and saved under its name, one at a time', async () => {
    let release: (blob: Blob) => void = () => undefined;
    const { scope, calls } = setup(() => new Promise<Blob>((resolve) => (release = resolve)));
    const first = allSettled(fileRequested, { scope, params: request(3) });
    expect(scope.getState($fileLoading)).toBe('bookings:redemptions:3');
    // A second click while the first runs asks nothing.
    const second = allSettled(fileRequested, { scope, params: request(2) });
    expect(calls.fetch).toHaveBeenCalledTimes(1);
    expect(calls.fetch).toHaveBeenCalledWith(request(3));
    release(pdf);
    await Promise.all([first, second]);
    expect(calls.fetch).toHaveBeenCalledTimes(1);
    expect(calls.save).toHaveBeenCalledWith({ item: 'bookings:redemptions:3', blob: pdf, filename: 'confirmation-RN-000123.pdf' });
    expect(scope.getState($fileLoading)).toBeNull();
    expect(scope.getState($fileError)).toBeNull();
  });

  it.each([
    [error(409, 'redemption_not_approved'), 1],
    [error(404, 'redemption_not_found'), 1],
    [error(0, 'network'), 0],
    [error(500, 'internal'), 0],
  ] as const)('a failure %#: kept for its item, nothing saved; the list loaded again after a refusal only', async (failure, loads) => {
    const { scope, calls } = setup(async () => Promise.reject(failure));
    await allSettled(fileRequested, { scope, params: request(2) });
    expect(scope.getState($fileError)).toEqual({ item: 'bookings:redemptions:2', error: failure });
    expect(scope.getState($fileLoading)).toBeNull();
    expect(calls.save).not.toHaveBeenCalled();
    expect(calls.load).toHaveBeenCalledTimes(loads);
    if (loads) expect(calls.load).toHaveBeenCalledWith({ key: 'my_bookings', endpoint: 'my_bookings', query: {} });
  });

  it('drops its message with a dismissal, a new try or another member', async () => {
    const { scope, calls } = setup(async () => Promise.reject(error(409, 'redemption_not_approved')));
    await allSettled(fileRequested, { scope, params: request(2) });
    await allSettled(fileErrorDismissed, { scope });
    expect(scope.getState($fileError)).toBeNull();
    await allSettled(fileRequested, { scope, params: request(2) });
    expect(scope.getState($fileError)?.item).toBe('bookings:redemptions:2');
    calls.fetch.mockImplementation(async () => pdf);
    await allSettled(fileRequested, { scope, params: request(3) });
    expect(scope.getState($fileError)).toBeNull();
    calls.fetch.mockImplementation(async () => Promise.reject(error(0, 'network')));
    await allSettled(fileRequested, { scope, params: request(3) });
    await allSettled(memberChanged, { scope });
    expect(scope.getState($fileError)).toBeNull();
  });

  it('says it failed when the browser could not take the file', async () => {
    const { scope, calls } = setup();
    calls.save.mockImplementation(async () => Promise.reject(new Error('blocked')));
    await allSettled(fileRequested, { scope, params: request(3) });
    expect(scope.getState($fileError)).toEqual({ item: 'bookings:redemptions:3', error: null });
  });
});
