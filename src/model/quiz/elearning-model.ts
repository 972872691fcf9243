// An e-learning's modules (/earn/animations/elearnings-details/:animationId/:quizId): read in order,
// one at a time, each marked read on the server ("Mark as read and continue"), so the progress is kept across
// visits and devices; once every module is read the quiz opens. The module list and its read flags come from
// the animation's detail, then from each markModuleRead answer.
import { combine, createEvent, createStore, sample } from 'effector';
import { refusalKey } from '@/api/api-error';
import { loadAnimationFx } from '@/model/animations/animation-calls';
import type { ElearningAction } from '@/model/animations/animation-types';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { memberDataStores } from '@/model/session/member-changed';
import { loadModuleFx, markModuleReadFx } from './quiz-calls';
import type { ModuleSummary } from './quiz-types';

/** The e-learning page opened on an animation: its detail is read (animationOpened) and the modules follow. */
export const elearningOpened = createEvent<number>();
export const moduleChosen = createEvent<number>();
/** "Mark as read and continue" on the module shown. */
export const moduleFinished = createEvent();

/** The animation whose modules these are, and the modules with their read flags. */
export const $modules = createStore<{ animationId: number; list: ModuleSummary[] } | null>(null);
export const $finishError = createStore<string | null>(null);
export const $finishing = markModuleReadFx.pending;
/** Read modules and all of them: the progress the pages show. */
export const $progress = $modules.map((m) => (m ? { read: m.list.filter((x) => x.read).length, total: m.list.length } : null));

const $animationId = createStore(0).on(elearningOpened, (_, id) => id);

const moduleRead = thingQuery(loadModuleFx, {
  name: 'elearningModule',
  memberData: true,
  sameThing: (a, b) => a.animationId === b.animationId && a.moduleId === b.moduleId,
  // Why never: a module the member may not open yet is a refusal with its reason, which the page says.
  notFound: () => false,
});
/**
 * The module shown (null before one is chosen), read once it is marked read: "Mark as read and continue" gives way
 * to "Next module" or the quiz, from the list the server answered the mark with.
 */
export const $module = combine(moduleRead.$asked, $modules, ({ params, state }, modules) => {
  if (params === null) return null;
  const readNow = modules?.list.some((m) => m.id === params.moduleId && m.read) ?? false;
  return {
    id: params.moduleId,
    state: state.status === 'ready' && readNow && !state.data.read ? { ...state, data: { ...state.data, read: true } } : state,
  };
});

$modules.on(elearningOpened, (current, id) => (current?.animationId === id ? current : null));
sample({
  clock: loadAnimationFx.doneData,
  source: $animationId,
  filter: (id, detail) => detail.id === id && detail.action.kind === 'elearning',
  fn: (id, detail) => ({ animationId: id, list: (detail.action as ElearningAction).modules }),
  target: $modules,
});

// Why the first unread one: the member goes on where they stopped (the modules are read in order).
sample({
  clock: $modules.updates,
  source: $module,
  filter: (shown, modules) => shown === null && modules !== null && modules.list.length > 0,
  fn: (_, modules) => (modules?.list.find((m) => !m.read) ?? modules?.list[0])?.id ?? 0,
  target: moduleChosen,
});
sample({
  clock: moduleChosen,
  source: $animationId,
  fn: (animationId, moduleId) => ({ animationId, moduleId }),
  target: moduleRead.query.start,
});
sample({ clock: elearningOpened, target: moduleRead.query.reset });

sample({
  clock: moduleFinished,
  source: { animationId: $animationId, module: $module },
  filter: ({ module }) => module?.state.status === 'ready',
  fn: ({ animationId, module }) => ({ animationId, moduleId: module?.id ?? 0 }),
  target: markModuleReadFx,
});
sample({
  clock: markModuleReadFx.done,
  fn: ({ params, result }) => ({ animationId: params.animationId, list: result.modules }),
  target: $modules,
});
// Why the module's own next: the server orders the modules; after the last one the page offers the quiz.
sample({
  clock: markModuleReadFx.done,
  source: $module,
  filter: (module) => module?.state.status === 'ready' && module.state.data.next_module_id !== null,
  fn: (module) => (module?.state.status === 'ready' ? (module.state.data.next_module_id ?? 0) : 0),
  target: moduleChosen,
});
$finishError.on(markModuleReadFx.failData, (_, error) => refusalKey(error)).reset(moduleFinished, moduleChosen, elearningOpened);

// Why: another member must never see this one's progress.
memberDataStores($modules, $finishError, $animationId);
