// Calls by operationId: method and path from the generated operation map, path parameters filled in and
// encoded, query, headers and body sent as the client sends them, the answer typed and read (JSON, Blob,
// 204 → null), and the client's behaviour kept (a refused answer is an ApiError naming the path).
import { describe, expect, it, vi } from 'vitest';
import { createCaller, fillPath } from '@/api/call';
import { createApiClient } from '@/api/client';
import type { TokenSource } from '@/api/client';
import { isApiError } from '@/api/api-error';
import { operationRoutes } from '@/generated/api-operations';

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function caller(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const tokens: TokenSource = {
    token: () => 'member-token',
    refreshToken: () => null,
    language: () => 'nl-be',
    sessionId: () => 's-1',
    tokensRefreshed: vi.fn(),
    refreshFailed: vi.fn(),
    unauthorized: vi.fn(),
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    sent.push(request);
    return answer(request);
  });
  const client = createApiClient({
    baseUrl: '/api/',
    platform: 'miles',
    tokens,
    logSize: 50,
    timeoutMs: 5_000,
    fetch,
    askAgainAfterMs: [],
  });
  return { call: createCaller(client), sent, client };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('call by operationId', () => {
  it('takes method and path from the contract and sends the query the way the API reads it', async () => {
    const { call, sent } = caller(() => json({ items: [], next_cursor: null, count: 0, totals: [], months: [] }));
    const history = await call('getPointsHistory', { query: { 'status[]': ['pending', 'valid'], limit: '5' } });
    expect(history.count).toBe(0);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/points_history');
    expect(sent[0]?.url.searchParams.getAll('status[]')).toEqual(['pending', 'valid']);
    expect(sent[0]?.url.searchParams.get('limit')).toBe('5');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('fills and encodes path parameters, sends declared headers and a JSON body, and gives null for a 204', async () => {
    const { call, sent } = caller((request) => (request.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 1 }, 201)));
    await expect(call('removeFavorite', { path: { type: 'hotel', id: '12/../3' } })).resolves.toBeNull();
    expect(sent[0]?.url.pathname).toBe('/api/favorites/hotel/12%2F..%2F3');
    await call('createTransfer', { body: { agent_code: 'FA654321', amount: 1000 }, header: { 'Idempotency-Key': 'key-1234567890abcdef' } });
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.url.pathname).toBe('/api/points_transfers');
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe('key-1234567890abcdef');
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ agent_code: 'FA654321', amount: 1000 });
  });

  it('sends PATCH as a merge patch and files as multipart form data', async () => {
    const { call, sent } = caller(() => json({ image_url: '/api/user/profile_image' }));
    await call('updateProfile', { body: { firstname: 'Dana' } });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/merge-patch+json');
    const file = new Blob(['png'], { type: 'image/png' });
    await call('uploadProfileImage', { files: { file } });
    expect(sent[1]?.body).toBeInstanceOf(FormData);
  });

  it('reads a non-JSON answer (the profile picture) as a Blob', async () => {
    const { call, sent } = caller(() => new Response('img', { status: 200, headers: { 'Content-Type': 'image/png' } }));
    const picture = await call('getProfileImage');
    expect(sent[0]?.headers.get('Accept')).toBe('*/*');
    expect(await picture.text()).toBe('img');
  });

  it('rejects a refusal with the ApiError of the client, naming the filled path', async () => {
    const { call } = caller(() => json({ code: 'agent_not_found', key: 'agent_not_found', message: 'No such member' }, 404));
    const error: unknown = await call('getTransferRecipient', { query: { agent_code: 'FA000000' } }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('agent_not_found');
    expect(isApiError(error) && error.endpoint).toBe('points_transfers_recipient');
  });

  it('refuses a missing path parameter before sending anything', () => {
    expect(() => fillPath('/favorites/{type}/{id}', { type: 'hotel' })).toThrow(/id/);
  });

  it('knows every operation of the contract with its method and path', () => {
    expect(operationRoutes.getCountries).toEqual({ method: 'GET', path: '/{platform}/countries_light', answer: 'json' });
    expect(operationRoutes.logout.answer).toBe('none');
    expect(operationRoutes.getProfileImage.answer).toBe('blob');
  });

  it('types each call from the contract (checked by the type check)', () => {
    const { call } = caller(() => json({}));
    // Never run: the type check refuses each of these lines unless it carries its @ts-expect-error.
    const refused = () => [
      // @ts-expect-error an operation the contract does not have
      call('getNothing'),
      // @ts-expect-error the recipient lookup requires its agent_code query
      call('getTransferRecipient'),
      // @ts-expect-error a body of the wrong shape
      call('createTransfer', { body: { amount: 'many' }, header: { 'Idempotency-Key': 'k' } }),
      // @ts-expect-error removeFavorite needs its path parameters
      call('removeFavorite'),
      // @ts-expect-error the stats take no body
      call('getStats', { body: {} }),
    ];
    expect(typeof refused).toBe('function');
  });
});
