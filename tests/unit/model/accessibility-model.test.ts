/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { appStarted } from '@/model/app/app-started';
import {
  $accessibility,
  $accessibilityClasses,
  loadDyslexicFontFx,
  optionsChanged,
  optionsReset,
  sanitizeOptions,
} from '@/model/accessibility/accessibility-model';
import { sessionHandlers } from '../../support/api-effect-handlers';
import { $pageLoading, pageLoadFinished, pageLoadStarted } from '@/model/page/page-model';

function scopeWithFont() {
  const loadFont = vi.fn(async () => undefined);
  return { scope: fork({ handlers: [[loadDyslexicFontFx, loadFont], ...sessionHandlers()] }), loadFont };
}

describe('accessibility model', () => {
  it('maps options to the wrapper classes', async () => {
    const { scope } = scopeWithFont();
    await allSettled(optionsChanged, { scope, params: { contrast: 'inverted', lineSpacing: true, justification: true } });
    expect(scope.getState($accessibilityClasses)).toEqual(['a11y-contrast-inverted', 'a11y-line-spacing', 'a11y-justification']);
    await allSettled(optionsChanged, { scope, params: { contrast: 'high' } });
    expect(scope.getState($accessibilityClasses)).toContain('a11y-contrast-high');
  });

  it('keeps choices across visits', async () => {
    const first = scopeWithFont();
    await allSettled(optionsChanged, { scope: first.scope, params: { dyslexicFont: true } });
    expect(JSON.parse(window.localStorage.getItem('accessibility') ?? '{}')).toMatchObject({ dyslexicFont: true });
    const second = scopeWithFont();
    await allSettled(appStarted, { scope: second.scope });
    expect(second.scope.getState($accessibility).dyslexicFont).toBe(true);
    expect(second.loadFont).toHaveBeenCalled();
  });

  it('loads the dyslexia font only when chosen', async () => {
    const { scope, loadFont } = scopeWithFont();
    await allSettled(appStarted, { scope });
    await allSettled(optionsChanged, { scope, params: { lineSpacing: true } });
    expect(loadFont).not.toHaveBeenCalled();
    await allSettled(optionsChanged, { scope, params: { dyslexicFont: true } });
    expect(loadFont).toHaveBeenCalledTimes(1);
  });

  it('resets and saves the reset', async () => {
    const { scope } = scopeWithFont();
    await allSettled(optionsChanged, { scope, params: { contrast: 'high' } });
    await allSettled(optionsReset, { scope });
    expect(scope.getState($accessibilityClasses)).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem('accessibility') ?? '{}')).toMatchObject({ contrast: 'default' });
  });

  it('sanitises tampered stored values', () => {
    expect(sanitizeOptions({ contrast: 'rainbow', dyslexicFont: 'yes', extra: 1 })).toEqual({
      dyslexicFont: false,
      contrast: 'default',
      lineSpacing: false,
      justification: false,
    });
    expect(sanitizeOptions(null)).toEqual({ dyslexicFont: false, contrast: 'default', lineSpacing: false, justification: false });
  });
});

describe('page loading flag', () => {
  it('stays up until the last overlapping load ends', async () => {
    const scope = fork();
    await allSettled(pageLoadStarted, { scope });
    await allSettled(pageLoadStarted, { scope });
    await allSettled(pageLoadFinished, { scope });
    expect(scope.getState($pageLoading)).toBe(true);
    await allSettled(pageLoadFinished, { scope });
    expect(scope.getState($pageLoading)).toBe(false);
    await allSettled(pageLoadFinished, { scope });
    expect(scope.getState($pageLoading)).toBe(false);
  });
});
