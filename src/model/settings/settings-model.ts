// The programme's figures (GET settings_light, requirements §7/§9): the transfer minimum, the card cost, the ideal
// gift threshold. Loaded once per page load and kept: every text that states a figure reads it here, and shows
// nothing (a blank box) until it is known, so a page never states a figure the API does not apply.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { setTextFigures } from '@/platform/i18n';
import { call } from '@/model/session/api';
import { figuresOf } from './settings-figures';
import type { ProgrammeSettings } from './settings-figures';

/** Something on screen states a programme figure: loads the settings unless they are known or on their way. */
export const settingsNeeded = createEvent();

export const loadSettingsFx = createEffect<void, components['schemas']['Settings'], ApiError>(() => call('getSettings'));
/** Gives the interface strings their `{{settings.<name>}}` values (formatted) before anything reads them. */
export const applyTextFiguresFx = createEffect((settings: ProgrammeSettings) => {
  setTextFigures(settings);
  return settings;
});

/** The figures, null until known. */
export const $settings = createStore<ProgrammeSettings | null>(null);
/** The last load failed: what states a figure keeps showing nothing (a later settingsNeeded tries again). */
export const $settingsFailed = createStore(false);

// Why: once per page load: the figures do not change while the portal is open, and a failed load may be retried.
sample({
  clock: settingsNeeded,
  source: { settings: $settings, pending: loadSettingsFx.pending },
  filter: ({ settings, pending }) => settings === null && !pending,
  target: loadSettingsFx,
});
// Why: the strings must hold the figures before $settings tells the screens they may render them.
sample({ clock: loadSettingsFx.doneData, fn: figuresOf, target: applyTextFiguresFx });
$settings.on(applyTextFiguresFx.doneData, (_, settings) => settings);
$settingsFailed.on(loadSettingsFx.fail, () => true).reset(loadSettingsFx.done);
