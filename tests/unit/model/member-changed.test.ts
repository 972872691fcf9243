// One "member changed" event resets every model's member data (src/model/session/member-changed.ts). The
// models are all imported and every writable store they export is listed: each must be registered as member
// data or named below as something else, so a new model that forgets to register fails here.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, createStore, fork, is } from 'effector';
import type { StoreWritable } from 'effector';
import { memberChanged, registeredMemberStores } from '@/model/session/member-changed';
import { impersonateFx, loginFx, logoutFx, refreshFailed } from '@/model/session/session-model';
import { sessionHandlers } from '../../support/api-effect-handlers';

const modules: Record<string, Record<string, unknown>> = import.meta.glob('/src/model/**/*.ts', { eager: true });

/** Stores that are not one member's data, each with why (the session's own state is reset by its own rules). */
const notMemberData: Record<string, string> = {
  'accessibility/accessibility-model.ts#$accessibility': "the browser's display options, not the member's",
  'content/content-model.ts#$content': 'content cached per audience (guest or member), never per member',
  'content/preview-model.ts#$previewToken': "an editor's preview link, not a member's",
  'settings/settings-model.ts#$settings': "the programme's figures",
  'settings/settings-model.ts#$settingsFailed': "the programme's figures",
  'locale/locale-model.ts#$locale': "the visitor's language choice survives a logout (requirements §8)",
  'locale/locale-model.ts#$appliedLanguage': 'the language in use',
  'session/session-model.ts#$session': 'who is logged in: the session decides it',
  'session/session-model.ts#$sessionNotice': 'the message shown after a session ended must outlive it',
  'session/session-model.ts#$serviceUnreachable': 'the service state, reset by the session on logout',
  'shop/categories-model.ts#$categories': 'the catalogue, the same for everyone',
  'hotel-search/destination-choice.ts#$chosenDestinations': 'cities and hotels by their value, the same for everyone',
};

const writableStores = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => is.store(value) && is.targetable(value))
    .map(([name, value]) => ({ id: `${file.replace('/src/model/', '')}#${name}`, store: value as StoreWritable<unknown> })),
);

describe('member changed', () => {
  it('knows every writable store the models export: member data or named as something else', () => {
    const registered = new Set(registeredMemberStores());
    const unclassified = writableStores.filter(({ id, store }) => !registered.has(store) && !(id in notMemberData)).map(({ id }) => id);
    expect(unclassified).toEqual([]);
    expect(writableStores.length).toBeGreaterThan(30);
    // The registry holds member data of many models (user, favorites, transfer, history, ...). A model
    // that reads through a loadable query exports its derived state; the query's own store is registered
    // (tests/unit/model/loadable-query.test.ts).
    const registeredIds = writableStores.filter(({ store }) => registered.has(store)).map(({ id }) => id.split('/')[0]);
    expect([...new Set(registeredIds)]).toEqual(
      expect.arrayContaining(['user', 'favorites', 'transfer', 'points', 'claims', 'impersonation', 'page-data']),
    );
  });

  it('puts every member store of every model back to its default', async () => {
    const stores = registeredMemberStores();
    const changed = new Map(stores.map((store) => [store, { leftBy: 'the previous member' }]));
    const scope = fork({ values: changed });
    for (const store of stores) expect(scope.getState(store)).not.toEqual(store.defaultState);
    await allSettled(memberChanged, { scope });
    const idOf = (store: StoreWritable<unknown>) => writableStores.find((w) => w.store === store)?.id ?? store.shortName;
    const notReset = stores.filter((store) => !Object.is(scope.getState(store), store.defaultState)).map(idOf);
    expect(notReset).toEqual([]);
  });

  it.each([
    ['logout', (scope: ReturnType<typeof fork>) => allSettled(logoutFx, { scope, params: undefined })],
    ['login', (scope: ReturnType<typeof fork>) => allSettled(loginFx, { scope, params: { email: 'a@example.com', password: 'x' } })],
    ['impersonation', (scope: ReturnType<typeof fork>) => allSettled(impersonateFx, { scope, params: { hash: 'h' } })],
    [
      'a failed refresh',
      (scope: ReturnType<typeof fork>) => allSettled(refreshFailed, { scope, params: { code: 401, status: 401, errors: 'expired' } }),
    ],
  ])('is fired by %s', async (_, trigger) => {
    const $fired = createStore(0).on(memberChanged, (n) => n + 1);
    const scope = fork({ handlers: [...sessionHandlers(), [impersonateFx, vi.fn(async () => undefined)]] });
    await trigger(scope);
    expect(scope.getState($fired)).toBe(1);
  });
});
