// The figures of settings_light that texts may state, by the name content and strings use
// (`{{settings.new_card_cost}}`). Kept apart from the model so the CMS and the strings share one list.
import type { components } from '@/generated/api';

type Settings = components['schemas']['Settings'];

/** The numeric settings: what a `{{settings.<name>}}` placeholder may name. */
export type ProgrammeSettings = Pick<Settings, 'minimum_transfer' | 'new_card_cost' | 'ideal_gift_threshold'>;
export type SettingName = keyof ProgrammeSettings;

export const settingNames: readonly SettingName[] = ['minimum_transfer', 'new_card_cost', 'ideal_gift_threshold'];

/** The figures of an answer (the environment is not a figure). */
export function figuresOf(settings: Settings): ProgrammeSettings {
  return {
    minimum_transfer: settings.minimum_transfer,
    new_card_cost: settings.new_card_cost,
    ideal_gift_threshold: settings.ideal_gift_threshold,
  };
}

/** True when `name` is one of the figures. */
export function isSettingName(name: string): name is SettingName {
  return (settingNames as readonly string[]).includes(name);
}
