// An e-learning's modules (/earn/animations/elearnings-details/:animationId/:quizId): read in order,
// one at a time, each marked read on the server ("Mark as read and continue"), so the progress is kept across
// visits and devices; once every module is read the quiz opens. The module list and its read flags come from
// the animation's detail, then from each markModuleRead answer.
import { createEvent, createStore, sample } from 'effector';
import { loadAnimationFx } from '@/model/animations/animation-calls';
import type { ElearningAction } from '@/model/animations/animation-types';
import { memberDataStores } from '@/model/session/member-changed';
import { loadModuleFx, markModuleReadFx } from './quiz-calls';
import { refusalOf } from './quiz-rules';
import type { ElearningModule, ModuleSummary } from './quiz-types';

type ModuleState = { status: 'loading' } | { status: 'failure'; code: string } | { status: 'ready'; data: ElearningModule };

/** The e-learning page opened on an animation: its detail is read (animationOpened) and the modules follow. */
export const elearningOpened = createEvent<number>();
export const moduleChosen = createEvent<number>();
/** "Mark as read and continue" on the module shown. */
export const moduleFinished = createEvent();

/** The animation whose modules these are, and the modules with their read flags. */
export const $modules = createStore<{ animationId: number; list: ModuleSummary[] } | null>(null);
export const $module = createStore<{ id: number; state: ModuleState } | null>(null);
export const $finishError = createStore<string | null>(null);
export const $finishing = markModuleReadFx.pending;
/** Read modules and all of them: the progress the pages show. */
export const $progress = $modules.map((m) => (m ? { read: m.list.filter((x) => x.read).length, total: m.list.length } : null));

const $animationId = createStore(0).on(elearningOpened, (_, id) => id);

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
  target: loadModuleFx,
});
$module
  .on(moduleChosen, (_, id) => ({ id, state: { status: 'loading' } }))
  .on(loadModuleFx.done, (current, { params, result }) =>
    current?.id === params.moduleId ? { id: params.moduleId, state: { status: 'ready', data: result } } : current,
  )
  .on(loadModuleFx.fail, (current, { params, error }) =>
    current?.id === params.moduleId ? { id: params.moduleId, state: { status: 'failure', code: refusalOf(error) } } : current,
  )
  // Why: the module shown is now read (its button gives way to "Next module" or the quiz).
  .on(markModuleReadFx.done, (current, { params }) =>
    current?.id === params.moduleId && current.state.status === 'ready'
      ? { ...current, state: { status: 'ready', data: { ...current.state.data, read: true } } }
      : current,
  )
  .reset(elearningOpened);

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
$finishError.on(markModuleReadFx.failData, (_, error) => refusalOf(error)).reset(moduleFinished, moduleChosen, elearningOpened);

// Why: another member must never see this one's progress.
memberDataStores($modules, $module, $finishError, $animationId);
