/** @vitest-environment jsdom */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { TokenSource, Tokens } from '@/api/client';
import type { ApiError } from '@/api/api-error';
import { testClient as client } from '../../support/test-client';

const api = (path: string) => `http://localhost:3000/api/${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function tokenSource(initial: { token?: string | null; refresh?: string | null } = {}) {
  const state = { token: initial.token ?? null, refresh: initial.refresh ?? null };
  const source: TokenSource & { state: typeof state } = {
    state,
    token: () => state.token,
    refreshToken: () => state.refresh,
    language: () => 'fr-be',
    sessionId: () => 'session-1',
    tokensRefreshed: vi.fn((t: Tokens) => {
      state.token = t.token;
      state.refresh = t.refresh_token ?? state.refresh;
    }),
    refreshFailed: vi.fn(),
    unauthorized: vi.fn(),
  };
  return source;
}

/** The platform's anonymous token, which every refresh asks for first (requirements §4). */
const anonymous = (onCall: () => void = () => undefined) =>
  http.post(api('front/anonymous_token'), () => {
    onCall();
    return HttpResponse.json({ token: 'anon' });
  });

describe('requests (requirements §7)', () => {
  it('sends the JSON accept, bearer token, language and session headers', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(api('user_light'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ id: 1 });
      }),
    );
    await expect(client(tokenSource({ token: 'abc' })).get('user_light')).resolves.toEqual({ id: 1 });
    expect(headers?.get('accept')).toBe('application/json');
    expect(headers?.get('authorization')).toBe('Bearer abc');
    expect(headers?.get('accept-language')).toBe('fr-be');
    expect(headers?.get('x-session')).toBe('session-1');
  });

  it('sends no authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(api('languages'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await client(tokenSource()).get('languages');
    expect(auth).toBeNull();
  });

  it('sends PATCH as merge-patch JSON and POST as JSON', async () => {
    const types: (string | null)[] = [];
    const bodies: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      types.push(request.headers.get('content-type'));
      bodies.push(await request.json());
      return HttpResponse.json({});
    };
    server.use(http.patch(api('baskets/7'), record), http.post(api('users'), record));
    const c = client(tokenSource({ token: 't' }));
    await c.patch('baskets/7', { quantity: 2 });
    await c.post('users', { a: 1 });
    expect(types).toEqual(['application/merge-patch+json', 'application/json']);
    expect(bodies).toEqual([{ quantity: 2 }, { a: 1 }]);
  });

  it('sends file lists as multipart form data', async () => {
    let file: FormDataEntryValue | null = null;
    let type: string | null = null;
    server.use(
      http.post(api('user/profile_image'), async ({ request }) => {
        type = request.headers.get('content-type');
        file = (await request.formData()).get('file');
        return HttpResponse.json({ image_url: '/x' });
      }),
    );
    await client(tokenSource({ token: 't' })).request('POST', 'user/profile_image', {
      files: { file: new File(['png'], 'a.png', { type: 'image/png' }) },
    });
    // jsdom's File crosses into Node's fetch as a Blob: the part and the multipart encoding are what matter.
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(file).not.toBeNull();
  });

  it('builds array and bracket queries', async () => {
    let search = '';
    server.use(
      http.get(api('products_light'), ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json([]);
      }),
    );
    await client(tokenSource()).get('products_light', {
      query: { 'category[0]': 3, 'price[gte]': 100, type: ['partner', 'destination'], skip: undefined },
    });
    expect(decodeURIComponent(search)).toBe('?category[0]=3&price[gte]=100&type[]=partner&type[]=destination');
  });

  it('gives an empty result for 204', async () => {
    server.use(http.delete(api('basket_items/3'), () => new HttpResponse(null, { status: 204 })));
    await expect(client(tokenSource({ token: 't' })).delete('basket_items/3')).resolves.toBeNull();
  });

  it('rejects with the code and the violations', async () => {
    server.use(
      http.post(api('users'), () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Validation failed',
            violations: [{ propertyPath: 'email', message: 'Emails do not match', key: 'emails_mismatch' }],
          },
          { status: 422 },
        ),
      ),
    );
    await expect(client(tokenSource()).post('users', {})).rejects.toMatchObject({
      code: 422,
      status: 422,
      errors: [{ propertyPath: 'email', message: 'Emails do not match' }],
      endpoint: 'users',
    });
  });

  it('rejects with the message, or the status when the body says nothing', async () => {
    server.use(
      http.get(api('partners/9'), () => HttpResponse.json({ code: 'not_found', message: 'Page not found' }, { status: 404 })),
      http.get(api('settings_light'), () => new HttpResponse('oops', { status: 500, statusText: 'Server Error' })),
    );
    const c = client(tokenSource());
    await expect(c.get('partners/9')).rejects.toMatchObject({ code: 'not_found', errors: 'Page not found' });
    await expect(c.get('settings_light')).rejects.toMatchObject({ code: 500, errors: 'Server Error' });
  });

  it('rejects a network failure in the same shape', async () => {
    server.use(http.get(api('languages'), () => HttpResponse.error()));
    await expect(client(tokenSource()).get('languages')).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});

describe('401 and the single-flight refresh (requirements §4, §8)', () => {
  it('100 concurrent 401s cause exactly one refresh and 100 retries', async () => {
    let refreshes = 0;
    let retries = 0;
    server.use(
      http.get(api('users_stats'), ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer fresh') {
          retries += 1;
          return HttpResponse.json({ points: [0, 0, 0, 0, 85000, 0], basket: 0 });
        }
        return HttpResponse.json({ code: 401, message: 'Expired' }, { status: 401 });
      }),
      http.post(api('token/refresh'), async () => {
        refreshes += 1;
        await delay(30);
        return HttpResponse.json({ token: 'fresh', refresh_token: 'r2' });
      }),
      anonymous(),
    );
    const tokens = tokenSource({ token: 'stale', refresh: 'r1' });
    const c = client(tokens);
    const results = await Promise.all(Array.from({ length: 100 }, () => c.get<{ points: number[] }>('users_stats')));
    expect(refreshes).toBe(1);
    expect(retries).toBe(100);
    expect(results.every((r) => r.points[4] === 85000)).toBe(true);
    expect(tokens.tokensRefreshed).toHaveBeenCalledTimes(1);
    expect(tokens.state).toEqual({ token: 'fresh', refresh: 'r2' });
  });

  it('does not refresh again when the retry gets a 401 (no loop)', async () => {
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.get(api('user_light'), () => {
        calls += 1;
        return HttpResponse.json({ code: 401 }, { status: 401 });
      }),
      http.post(api('token/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'fresh', refresh_token: 'r2' });
      }),
      anonymous(),
    );
    const tokens = tokenSource({ token: 'stale', refresh: 'r1' });
    const error = (await client(tokens)
      .get('user_light')
      .catch((e: ApiError) => e)) as ApiError;
    expect(refreshes).toBe(1);
    expect(calls).toBe(2);
    expect(error).toMatchObject({ code: 401, unauthorized: true });
    expect(tokens.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('gets the anonymous platform token first when there is no access token', async () => {
    const seen: string[] = [];
    server.use(
      http.post(api('front/anonymous_token'), async ({ request }) => {
        seen.push(`anonymous ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ token: 'anon' });
      }),
      http.post(api('token/refresh'), ({ request }) => {
        seen.push(`refresh with ${request.headers.get('authorization')}`);
        return HttpResponse.json({ token: 'fresh', refresh_token: 'r2' });
      }),
      http.get(api('user_light'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh' ? HttpResponse.json({ id: 1 }) : HttpResponse.json({}, { status: 401 }),
      ),
    );
    await expect(client(tokenSource({ refresh: 'r1' })).get('user_light')).resolves.toEqual({ id: 1 });
    expect(seen).toEqual(['anonymous {"platform":"miles"}', 'refresh with Bearer anon']);
  });

  it('dispatches the refresh error and gives up when the refresh fails', async () => {
    server.use(
      http.get(api('user_light'), () => HttpResponse.json({}, { status: 401 })),
      http.post(api('token/refresh'), () => HttpResponse.json({ code: 401, message: 'Refresh token reused' }, { status: 401 })),
      anonymous(),
    );
    const tokens = tokenSource({ token: 'stale', refresh: 'r1' });
    await expect(client(tokens).get('user_light')).rejects.toMatchObject({ unauthorized: true });
    expect(tokens.refreshFailed).toHaveBeenCalledWith(expect.objectContaining({ errors: 'Refresh token reused' }), { token: 'anon' });
    expect(tokens.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('gives up at once on a 401 without refresh token, and on a 403', async () => {
    server.use(
      http.get(api('user_light'), () => HttpResponse.json({}, { status: 401 })),
      http.get(api('user/role'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const tokens = tokenSource({ token: 'stale' });
    await expect(client(tokens).get('user_light')).rejects.toMatchObject({ code: 401, unauthorized: true });
    await expect(client(tokens).get('user/role')).rejects.toMatchObject({ code: 403, unauthorized: true });
    expect(tokens.unauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves the session alone when the refused call belonged to a session that ended while it was under way (a logout)', async () => {
    const tokens = tokenSource({ token: 'member-token' });
    server.use(
      http.get(api('points_history'), () => {
        // The member logs out meanwhile: the storage now holds a guest's token.
        tokens.state.token = 'guest-token';
        return HttpResponse.json({ code: 401, message: 'Session ended.', key: 'session_ended' }, { status: 401 });
      }),
    );
    await expect(client(tokens).get('points_history')).rejects.toMatchObject({ code: 401, key: 'session_ended' });
    expect(tokens.unauthorized).not.toHaveBeenCalled();
    expect(tokens.state.token).toBe('guest-token');
  });

  it('leaves a 401 to the caller when reload-on-unauthorized is off (login)', async () => {
    server.use(
      http.post(api('front/login'), () =>
        HttpResponse.json({ code: 401, message: 'Invalid credentials.', key: 'invalid_credentials' }, { status: 401 }),
      ),
    );
    const tokens = tokenSource();
    await expect(client(tokens).post('front/login', {}, { reloadOnUnauthorized: false, refresh: false })).rejects.toMatchObject({
      key: 'invalid_credentials',
    });
    expect(tokens.unauthorized).not.toHaveBeenCalled();
  });
});

describe('the token a call waits for (TokenSource.untilToken)', () => {
  /** A token source whose token comes when the test says: `give(token)`, or `fail(error)`. */
  function tokenOnItsWay() {
    const tokens = tokenSource();
    let give: (token: string) => void = () => undefined;
    let fail: (error: ApiError) => void = () => undefined;
    const coming = new Promise<void>((resolve, reject) => {
      give = (token) => {
        tokens.state.token = token;
        resolve();
      };
      fail = reject;
    });
    tokens.untilToken = vi.fn(() => coming);
    return { tokens, give: (token: string) => give(token), fail: (error: ApiError) => fail(error) };
  }

  it('leaves once the token has come, with it', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(api('page_content'), ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({ title: 'About us' });
      }),
    );
    const { tokens, give } = tokenOnItsWay();
    const answer = client(tokens).get('page_content');
    await vi.waitFor(() => expect(tokens.untilToken).toHaveBeenCalledTimes(1));
    give('guest');
    await expect(answer).resolves.toEqual({ title: 'About us' });
    // A call that had not waited would have gone without a token.
    expect(sent).toEqual(['Bearer guest']);
  });

  it('fails with the failure of obtaining the token, and never leaves', async () => {
    let asked = 0;
    server.use(
      http.get(api('page_content'), () => {
        asked += 1;
        return HttpResponse.json({});
      }),
    );
    const { tokens, fail } = tokenOnItsWay();
    const answer = client(tokens).get('page_content');
    const timeout: ApiError = { code: 'timeout', status: 0, errors: 'The service did not answer in time', key: 'timeout', endpoint: 'x' };
    fail(timeout);
    await expect(answer).rejects.toBe(timeout);
    expect(asked).toBe(0);
    expect(tokens.unauthorized).not.toHaveBeenCalled();
  });

  it('does not wait when the call says so (the calls that obtain the token)', async () => {
    server.use(http.post(api('front/anonymous_token'), () => HttpResponse.json({ token: 'anon' })));
    const { tokens } = tokenOnItsWay();
    const answer = client(tokens).post('front/anonymous_token', { platform: 'miles' }, { waitForToken: false, refresh: false });
    await expect(answer).resolves.toEqual({ token: 'anon' });
    expect(tokens.untilToken).not.toHaveBeenCalled();
  });
});

describe('binary answers', () => {
  it('reads an image behind the token as a Blob', async () => {
    server.use(
      http.get(api('user/profile_image'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer t'
          ? new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } })
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
    const blob = await client(tokenSource({ token: 't' })).get<Blob>('user/profile_image', { as: 'blob' });
    expect(blob.size).toBe(4);
  });
});
