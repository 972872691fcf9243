// The animations list (/earn/animations, requirements §2.2) and one animation's detail (/earn/animations/:id and the
// editors' /animations-preview). The list's type filter lives in the address (`?type=`): the page passes it
// on every opening and only the latest filter's answer fills the list. The detail is read again on every
// opening, since the member's participation moves with every action.
import { createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $previewToken } from '@/model/content/preview-model';
import { memberDataStores } from '@/model/session/member-changed';
import { loadAnimationFx, loadAnimationsFx } from './animation-calls';
import type { AnimationDetail, AnimationList, AnimationType } from './animation-types';
import type { Loadable } from '@/lib/loadable';

export type DetailState = Loadable<AnimationDetail>;

/** The list page opened, or its filter changed: the type of the address (null: every type). */
export const listOpened = createEvent<AnimationType | null>();
export const listRetried = createEvent();
/** A detail page opened: `preview` sends the editor's preview token (unpublished animations). */
export const animationOpened = createEvent<{ id: number; preview: boolean }>();
/** Read the open animation again (an action changed the member's participation, or a retry). */
export const animationReloaded = createEvent();

/** The list of `key`'s filter and language. */
export const $animations = createStore<{ key: string; type: AnimationType | null; state: Loadable<AnimationList> }>({
  key: '',
  type: null,
  state: { status: 'loading' },
});
export const $animation = createStore<{ id: number; preview: boolean; state: DetailState }>({
  id: 0,
  preview: false,
  state: { status: 'loading' },
});

const listKey = (type: AnimationType | null, language: string | null) => `${type ?? 'all'}|${language ?? ''}`;

// Why the key: only the latest filter's answer may fill the list (a slower, older one is dropped); the language
// is part of it because titles are translated. Why reload an unchanged key: states move (a quiz just completed).
sample({ clock: listOpened, fn: (type) => ({ type }), target: loadAnimationsFx });
sample({
  clock: listOpened,
  source: { current: $animations, language: $appliedLanguage },
  fn: ({ current, language }, type) => {
    const key = listKey(type, language);
    // Why keep a held list of the same key: coming back shows it at once while it is read again.
    return current.key === key && current.state.status === 'ready' ? current : { key, type, state: { status: 'loading' as const } };
  },
  target: $animations,
});
sample({ clock: listRetried, source: $animations, fn: (current) => current.type, target: listOpened });
$animations
  .on(loadAnimationsFx.done, (current, { params, result }) =>
    current.type === params.type ? { ...current, state: { status: 'ready', data: result } } : current,
  )
  .on(loadAnimationsFx.fail, (current, { params }) =>
    current.type === params.type && current.state.status !== 'ready' ? { ...current, state: { status: 'failure' } } : current,
  );

sample({
  clock: animationOpened,
  source: $animation,
  fn: (current, { id, preview }) =>
    current.id === id && current.preview === preview && current.state.status === 'ready'
      ? current
      : { id, preview, state: { status: 'loading' as const } },
  target: $animation,
});
sample({
  clock: [animationOpened, sample({ clock: animationReloaded, source: $animation })],
  source: $previewToken,
  fn: (token, { id, preview }) => ({ id, previewToken: preview ? token : null }),
  target: loadAnimationFx,
});
$animation
  .on(loadAnimationFx.done, (current, { params, result }) =>
    current.id === params.id ? { ...current, state: { status: 'ready', data: result } } : current,
  )
  // Why not-found apart: an unknown or unpublished animation is an answer about the id, not a failure to retry.
  .on(loadAnimationFx.fail, (current, { params, error }) => {
    if (current.id !== params.id) return current;
    // In the preview, a guest without a valid preview link is told the same (nothing is shown to them).
    if (error.status === 404 || (current.preview && error.status === 401)) return { ...current, state: { status: 'not-found' } };
    return current.state.status === 'ready' ? current : { ...current, state: { status: 'failure' } };
  });

// Why: the next member must never see this one's participation (states, miles earned, attempts).
memberDataStores($animations, $animation);
