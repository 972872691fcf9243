// The display options of requirements §2.5/§9 (font, contrast, spacing, justification), kept on the device.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { readJson, write } from '@/platform/storage';
import { storageKeys } from '@/lib/storage-keys';
import { appStarted } from '@/model/app/app-started';
import { yieldToBrowser } from '@/platform/yield-to-browser';

// A task of its own for this model's units (total blocking time: src/platform/yield-to-browser.ts).
await yieldToBrowser();

export type Contrast = 'default' | 'inverted' | 'high';

export interface AccessibilityOptions {
  dyslexicFont: boolean;
  contrast: Contrast;
  lineSpacing: boolean;
  justification: boolean;
}

export const defaultAccessibility: AccessibilityOptions = {
  dyslexicFont: false,
  contrast: 'default',
  lineSpacing: false,
  justification: false,
};

export const optionsChanged = createEvent<Partial<AccessibilityOptions>>();
export const optionsReset = createEvent();

/** Keeps only known keys with valid values, so a tampered or old stored value cannot break the page. */
export function sanitizeOptions(value: unknown): AccessibilityOptions {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    dyslexicFont: v.dyslexicFont === true,
    contrast: v.contrast === 'inverted' || v.contrast === 'high' ? v.contrast : 'default',
    lineSpacing: v.lineSpacing === true,
    justification: v.justification === true,
  };
}

export const readOptionsFx = createEffect(() => sanitizeOptions(readJson(storageKeys.accessibility)));
export const saveOptionsFx = createEffect((options: AccessibilityOptions) => write(storageKeys.accessibility, options));
/** The dyslexia font is self-hosted and fetched only when someone chooses it. */
export const loadDyslexicFontFx = createEffect(async () => {
  await import('@fontsource/opendyslexic/400.css');
});

export const $accessibility = createStore<AccessibilityOptions>(defaultAccessibility)
  .on(optionsChanged, (state, change) => sanitizeOptions({ ...state, ...change }))
  .reset(optionsReset);

/** CSS classes the page wrapper carries for the chosen options. */
export const $accessibilityClasses = $accessibility.map((o) =>
  [
    o.dyslexicFont && 'a11y-font-dyslexic',
    o.contrast === 'inverted' && 'a11y-contrast-inverted',
    o.contrast === 'high' && 'a11y-contrast-high',
    o.lineSpacing && 'a11y-line-spacing',
    o.justification && 'a11y-justification',
  ].filter((c): c is string => Boolean(c)),
);

sample({ clock: appStarted, target: readOptionsFx });
sample({ clock: readOptionsFx.doneData, target: $accessibility });
// Why: every change by the member is kept for the next visit.
sample({ clock: [optionsChanged, optionsReset], source: $accessibility, target: saveOptionsFx });
// Why: the font file is heavy; fetch it only once someone wants it (on choice or on a restored choice).
sample({ clock: $accessibility, filter: (o) => o.dyslexicFont, target: loadDyslexicFontFx });
