// The animations list (/earn/animations, requirements §2.2) and one animation's detail (/earn/animations/:id and the
// editors' /animations-preview), each a query of the one way pages load (src/model/remote-data/loadable-query.ts).
// The list's type filter lives in the address (`?type=`): the page passes it on every opening; another filter shows
// loading, and only the latest filter's answer fills the list. Both are read again on every opening, since the
// member's participation moves with every action; what is shown stays meanwhile.
import { createEvent, sample } from 'effector';
import { $previewToken } from '@/model/content/preview-model';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { loadAnimationFx, loadAnimationsFx } from './animation-calls';
import type { DetailQuery } from './animation-calls';
import type { AnimationType } from './animation-types';

/** The list page opened, or its filter changed: the type of the address (null: every type). */
export const listOpened = createEvent<AnimationType | null>();
export const listRetried = createEvent();
/** A detail page opened: `preview` sends the editor's preview token (unpublished animations). */
export const animationOpened = createEvent<{ id: number; preview: boolean }>();
/** Read the open animation again (an action changed the member's participation, or a retry). */
export const animationReloaded = createEvent();

// Why by type whatever the language: the same list read again in another language stays on screen meanwhile.
const list = thingQuery(loadAnimationsFx, {
  name: 'animations',
  memberData: true,
  sameThing: (a, b) => a.type === b.type,
  notFound: () => false,
});
// Why the preview apart: the editors' page and the member's page of one animation are not the same answer.
const sameDetail = (a: DetailQuery, b: DetailQuery) => a.id === b.id && a.preview === b.preview;
const detail = thingQuery(loadAnimationFx, {
  name: 'animation',
  memberData: true,
  sameThing: sameDetail,
  // In the preview, a guest without a valid preview link is told the same as for an unknown id (nothing is shown).
  notFound: (error, { preview }) => error.status === 404 || (preview && error.status === 401),
});

/** The list with the filter it was asked for. */
export const $animations = list.$asked;
/** One animation with what it was asked for (a page shows it for its own id and mode: `shownFor`). */
export const $animation = detail.$asked;

sample({ clock: listOpened, fn: (type) => ({ type }), target: list.query.start });
sample({
  clock: listRetried,
  source: list.$asked,
  filter: (asked) => asked.params !== null,
  fn: (asked) => asked.params ?? { type: null },
  target: list.query.start,
});
sample({
  clock: animationOpened,
  source: $previewToken,
  fn: (token, { id, preview }): DetailQuery => ({ id, preview, previewToken: preview ? token : null }),
  target: detail.query.start,
});
sample({
  clock: animationReloaded,
  source: detail.$asked,
  filter: (asked) => asked.params !== null,
  fn: (asked) => asked.params as DetailQuery,
  target: detail.query.start,
});
