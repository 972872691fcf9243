/** @vitest-environment jsdom */
// The generic calls of requirements §7 as the page-data model makes them, through the real API client against MSW
// answers that hold to the contract: page data cached by endpoint + query (skipped unless forced), common
// data kept unless replaced, a form submit whose failure carries its endpoint, a deletion, and a 401 the
// client gives up on marked unauthorized (requirements §8: the page does not render).
import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import {
  $commonData,
  $formFailure,
  $pageData,
  commonDataRequested,
  deleteRequested,
  formSubmitted,
  isUnauthorized,
  pageDataRequested,
  submitFormFx,
} from '@/model/page-data/page-data-model';
import { dataKey } from '@/model/page-data/data-source';
import { $pageLoading } from '@/model/page/page-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberChanged } from '@/model/session/member-changed';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { deferred } from '../../support/deferred';

const invitation = (id: number, email: string) => ({
  id,
  email,
  status: 'invited' as const,
  invitee_name: null,
  miles: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  registered_at: null,
  qualified_at: null,
});

let listCalls: URL[] = [];
let answer = [invitation(1, 'ana@agency.example')];
const server = useMockApi([
  contractHandler('listSponsorships', (request) => {
    listCalls.push(new URL(request.url));
    return { body: answer };
  }),
]);

function setup() {
  listCalls = [];
  answer = [invitation(1, 'ana@agency.example')];
  return fork();
}

describe('page data (GET {endpoint}?query)', () => {
  it('is loaded once per endpoint + query, skipped when cached, loaded again when forced', async () => {
    const scope = setup();
    const key = dataKey('sponsorships', {});
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    expect(scope.getState($pageData)[key]).toEqual({ status: 'ready', data: answer });
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    expect(listCalls).toHaveLength(1);
    answer = [invitation(2, 'bo@agency.example'), ...answer];
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships', force: true } });
    expect(listCalls).toHaveLength(2);
    expect(scope.getState($pageData)[key]).toEqual({ status: 'ready', data: answer });
  });

  it('sends the query, and caches each query apart', async () => {
    const scope = setup();
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships', query: { page: '1' } } });
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships', query: { page: '2' } } });
    expect(listCalls.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/sponsorships?page=1', '/api/sponsorships?page=2']);
    expect(Object.keys(scope.getState($pageData)).sort()).toEqual(['sponsorships?page=1', 'sponsorships?page=2']);
  });

  it('shows loading and raises the page loading flag while the call runs', async () => {
    const scope = setup();
    const done = allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    expect(scope.getState($pageData).sponsorships).toEqual({ status: 'loading' });
    expect(scope.getState($pageLoading)).toBe(true);
    await done;
    expect(scope.getState($pageLoading)).toBe(false);
  });

  it('keeps a failure as the ApiError with its endpoint, and retries it without force', async () => {
    const scope = setup();
    server.use(
      contractHandler('listSponsorships', () => ({ status: 403, body: { code: 403, message: 'Access denied.', key: 'forbidden' } })),
    );
    // A 403 is given up on by the client like a 401 (requirements §8): marked unauthorized.
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    const failed = scope.getState($pageData).sponsorships;
    expect(failed).toMatchObject({ status: 'failure', error: { status: 403, key: 'forbidden', endpoint: 'sponsorships' } });
    server.resetHandlers();
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    expect(scope.getState($pageData).sponsorships).toEqual({ status: 'ready', data: answer });
  });

  it('marks a 401 the client cannot recover from as unauthorized, and the session storage is cleared', async () => {
    const scope = setup();
    window.localStorage.setItem('token', 'expired-token');
    server.use(
      contractHandler('listSponsorships', () => ({ status: 401, body: { code: 401, message: 'Expired JWT Token', key: 'unauthorized' } })),
    );
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    const state = scope.getState($pageData).sponsorships;
    expect(state).toMatchObject({ status: 'failure', error: { status: 401, unauthorized: true, endpoint: 'sponsorships' } });
    expect(isUnauthorized(state)).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a network failure is a failure too (not unauthorized), with the endpoint', async () => {
    const scope = setup();
    server.use(http.get('*/api/sponsorships', () => HttpResponse.error()));
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    const state = scope.getState($pageData).sponsorships;
    expect(state).toMatchObject({ status: 'failure', error: { code: 'network', endpoint: 'sponsorships' } });
    expect(isUnauthorized(state)).toBe(false);
  });
});

describe('common data (GET {endpoint}?query, optionally replacing)', () => {
  it('keeps what it holds under the name unless asked to replace it', async () => {
    const scope = setup();
    await allSettled(commonDataRequested, { scope, params: { name: 'team', endpoint: 'sponsorships' } });
    answer = [invitation(3, 'cy@agency.example')];
    await allSettled(commonDataRequested, { scope, params: { name: 'team', endpoint: 'sponsorships' } });
    expect(listCalls).toHaveLength(1);
    expect(scope.getState($commonData).team).toEqual({ status: 'ready', data: [invitation(1, 'ana@agency.example')] });
    await allSettled(commonDataRequested, { scope, params: { name: 'team', endpoint: 'sponsorships', replace: true } });
    expect(listCalls).toHaveLength(2);
    expect(scope.getState($commonData).team).toEqual({ status: 'ready', data: answer });
    // Common data is not page data: the page cache is untouched.
    expect(scope.getState($pageData)).toEqual({});
  });
});

describe('form submit (POST or another method to {endpoint})', () => {
  it('sends the body and resolves with the answer', async () => {
    const scope = setup();
    let sent: unknown = null;
    server.use(
      contractHandler('createSponsorship', async (request) => {
        sent = await request.json();
        return { status: 201, body: invitation(9, 'new@agency.example') };
      }),
    );
    const result = await allSettled(submitFormFx, { scope, params: { endpoint: 'sponsorships', body: { email: 'new@agency.example' } } });
    expect(result).toEqual({ status: 'done', value: invitation(9, 'new@agency.example') });
    expect(sent).toEqual({ email: 'new@agency.example' });
  });

  it('fails with the API violations and the endpoint, kept until the next submit', async () => {
    const scope = setup();
    const violation = { propertyPath: 'email', message: 'Already invited.', key: 'already_invited' };
    server.use(
      contractHandler('createSponsorship', () => ({ status: 422, body: { code: 422, message: 'Invalid.', violations: [violation] } })),
    );
    await allSettled(formSubmitted, { scope, params: { endpoint: 'sponsorships', method: 'POST', body: { email: 'ana@agency.example' } } });
    expect(scope.getState($formFailure)).toMatchObject({ status: 422, errors: [violation], endpoint: 'sponsorships' });
    server.use(contractHandler('createSponsorship', () => ({ status: 201, body: invitation(9, 'ana2@agency.example') })));
    await allSettled(formSubmitted, { scope, params: { endpoint: 'sponsorships', body: { email: 'ana2@agency.example' } } });
    expect(scope.getState($formFailure)).toBeNull();
  });

  it('a submit that cannot reach the service still names its endpoint', async () => {
    const scope = setup();
    server.use(http.post('*/api/sponsorships', () => HttpResponse.error()));
    const result = await allSettled(submitFormFx, { scope, params: { endpoint: 'sponsorships', body: { email: 'x@agency.example' } } });
    expect(result).toMatchObject({ status: 'fail', value: { code: 'network', endpoint: 'sponsorships' } });
  });
});

describe('deletion (DELETE {endpoint})', () => {
  it('calls DELETE on the endpoint', async () => {
    const scope = setup();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/favorites/:type/:id', ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await allSettled(deleteRequested, { scope, params: { endpoint: 'favorites/hotel/4' } });
    expect(deleted).toEqual(['/api/favorites/hotel/4']);
  });
});

describe('what is held is dropped', () => {
  it('when the language switches (answers are in the language asked), not when the first language applies', async () => {
    const scope = setup();
    await allSettled($appliedLanguage, { scope, params: 'en' });
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    await allSettled(commonDataRequested, { scope, params: { name: 'team', endpoint: 'sponsorships' } });
    await allSettled($appliedLanguage, { scope, params: 'en' });
    expect(Object.keys(scope.getState($pageData))).toEqual(['sponsorships']);
    await allSettled($appliedLanguage, { scope, params: 'nl-be' });
    expect(scope.getState($pageData)).toEqual({});
    expect(scope.getState($commonData)).toEqual({});
  });

  it('and an answer on its way then is not written back (another member, or the previous language)', async () => {
    const scope = setup();
    const held = deferred<void>();
    server.use(
      contractHandler('listSponsorships', async () => {
        await held.promise;
        return { body: [invitation(9, 'previous@agency.example')] };
      }),
    );
    // Why not awaited one by one: a scope settles once every read on its way has answered.
    const reading = allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    const changing = allSettled(memberChanged, { scope });
    held.resolve();
    await Promise.all([reading, changing]);
    expect(scope.getState($pageData)).toEqual({});
  });

  it('and of two reads of a key, only the last one asked writes it', async () => {
    const scope = setup();
    const first = deferred<void>();
    let calls = 0;
    server.use(
      contractHandler('listSponsorships', async () => {
        calls += 1;
        if (calls === 1) {
          await first.promise;
          return { body: [invitation(1, 'older@agency.example')] };
        }
        return { body: [invitation(2, 'newer@agency.example')] };
      }),
    );
    const older = allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    const newer = allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships', force: true } });
    await expect.poll(() => scope.getState($pageData).sponsorships?.status).toBe('ready');
    first.resolve();
    await Promise.all([older, newer]);
    expect(scope.getState($pageData).sponsorships).toEqual({ status: 'ready', data: [invitation(2, 'newer@agency.example')] });
  });

  it('when the member changes (logout, login, impersonation)', async () => {
    const scope = setup();
    await allSettled(pageDataRequested, { scope, params: { endpoint: 'sponsorships' } });
    expect(scope.getState($pageData).sponsorships?.status).toBe('ready');
    await allSettled(memberChanged, { scope });
    expect(scope.getState($pageData)).toEqual({});
  });
});
