// Keyboard helpers of the journeys (a11y-keyboard.spec.ts, a11y-keyboard-errors.spec.ts): what has focus, Tab until
// a target with a visible focus on every stop, focus inside a region after an action.
import { expect, type Locator, type Page } from '@playwright/test';

interface FocusState {
  body: boolean;
  visible: boolean;
  segmented: boolean;
  what: string;
  /** Whether the element passed in has focus (false when none is passed). */
  reached: boolean;
  /** Whether the element passed in has left the document (the page rendered it anew). */
  stale: boolean;
}

/** Runs in the page (one function: page.evaluate sends its text, not what it calls). */
function readFocus(target: Element | null): FocusState {
  const el = document.activeElement as HTMLElement | null;
  const reached = target !== null && el === target;
  const stale = target !== null && !target.isConnected;
  if (!el || el === document.body) return { body: true, visible: false, segmented: false, what: 'body', reached, stale };
  const style = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  // Date inputs: Chromium highlights the focused day, month or year segment itself (no outline on the host).
  const segmented = el instanceof HTMLInputElement && ['date', 'time', 'datetime-local', 'month'].includes(el.type);
  const ring = segmented || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
  const name = el.getAttribute('name') ? `[name=${el.getAttribute('name')}][value=${el.getAttribute('value') ?? ''}]` : '';
  const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${name} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  return { body: false, visible: ring && box.width > 0 && box.height > 0, segmented, what, reached, stale };
}

/** What has focus: a description for messages, whether it shows a focus indicator, and whether it is <body>. */
export async function focusState(page: Page): Promise<Omit<FocusState, 'reached' | 'stale'>> {
  const { body, visible, segmented, what } = await page.evaluate(readFocus, null);
  return { body, visible, segmented, what };
}

/**
 * Presses Tab until `target` has focus (at most `max` times), checking a visible focus on every stop and that
 * focus never stays put or falls back to <body> (a trap, or a stop on nothing). One read of the page per press:
 * what has focus and whether it is the target, in the same evaluate.
 */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  let element = await target.elementHandle();
  let previous = '';
  let repeats = 0;
  try {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(readFocus, element);
      expect(state.body, `focus fell to <body> after ${previous}`).toBe(false);
      expect(state.visible, `no visible focus on ${state.what}`).toBe(true);
      // A date input takes Tab for its day, month, year and picker button: up to four stops on it are no trap.
      repeats = state.what === previous ? repeats + 1 : 0;
      expect(repeats, `focus did not move from ${state.what} (trap)`).toBeLessThan(state.segmented ? 4 : 1);
      previous = state.what;
      if (state.reached) return;
      if (state.stale) {
        await element?.dispose();
        element = await target.elementHandle();
        if (await element?.evaluate((el) => el === document.activeElement)) return;
      }
    }
  } finally {
    await element?.dispose();
  }
  throw new Error(`not reached with ${max} presses of Tab: ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`);
}

/** After an action, focus is inside the given region (the new content, or the error summary). */
export async function expectFocusWithin(page: Page, region: Locator): Promise<void> {
  await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect((await focusState(page)).body).toBe(false);
}
