// What a visitor typed into the prerendered HTML before the app's JavaScript ran. The form is usable
// as plain HTML, but hydration gives it React state (rjsf's formData) that knows nothing of the DOM: React keeps
// the typed text on screen and leaves its state empty, so a submit would say "required" of a filled field.
// main.tsx captures the fields the visitor changed just before it hydrates (or replaces) the HTML; each form,
// once hydrated, hands its fields back to React as input events, so the form engine sees them as typing
// (the requirements: bad input loses nothing the user typed), and the caret stays where the visitor left it.
// This module is the shell's part (it runs before hydration); handing the fields back is the form engine's part
// (restore-typed-fields.ts), loaded with the form.

import { openHydrationGate } from '@/platform/hydration-gate';

export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface CapturedField {
  /**
   * The node of the HTML: if hydration keeps it, its current value is newer than the capture; if the app renders
   * afresh, it holds what the visitor typed until React replaced it, the capture's moment or later.
   */
  node: FieldElement;
  /** Whether the visitor had changed the field when it was captured. */
  changed: boolean;
  /** The selected options' values when captured, for a select: hydration resets its options to React's state. */
  selected: string[];
}

export interface CapturedFocus {
  key: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/** What the capture found, for restore-typed-fields.ts to hand back once; each part is emptied as it is used. */
export const typed: {
  captured: Map<string, CapturedField>;
  focus: CapturedFocus | null;
  /** The prerendered forms whose app form has not taken over yet: a submit there waits for it. */
  waiting: WeakSet<HTMLFormElement>;
  heldSubmit: HTMLFormElement | null;
} = { captured: new Map(), focus: null, waiting: new WeakSet(), heldSubmit: null };

export const FIELDS = 'input, textarea, select';
/** Inputs that hold nothing a visitor types. */
const NOT_TYPED = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file']);

export function keyOf(el: Element): string | null {
  return el.id ? `#${el.id}` : el.getAttribute('name') ? `@${el.getAttribute('name')}` : null;
}

export function isField(el: Element): el is FieldElement {
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

export const isCheckable = (el: FieldElement): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

export const selectedValues = (el: HTMLSelectElement): string[] => Array.from(el.selectedOptions, (o) => o.value);

/** Whether the visitor changed the field from what the HTML (or, after hydration, React) gave it. */
export function changed(el: FieldElement): boolean {
  if (isCheckable(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

/**
 * As soon as the app's module runs (before it awaits anything): a submit of a prerendered form before the app's
 * form has taken it over would send it as plain HTML (a whole page load, which the app about to run is spared, and
 * for most forms nothing taken: server/http/native-forms.ts). It is held instead, and made again by
 * restoreTypedFields once the form is live with the visitor's values.
 */
export function holdEarlySubmits(root: HTMLElement): void {
  for (const form of root.querySelectorAll('form')) typed.waiting.add(form);
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !typed.waiting.has(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      typed.heldSubmit = form;
      // The visitor wants the form now: a form that works as plain HTML loads its engine (src/platform/hydration-gate.ts).
      openHydrationGate();
    },
    true,
  );
}

/**
 * Before hydrating or rendering afresh: remembers the fields of the HTML under `root` (what the visitor changed, and
 * every node, since typing goes on until React takes the page over), and the focused one.
 */
export function captureTypedFields(root: HTMLElement): void {
  for (const el of root.querySelectorAll(FIELDS)) {
    const key = keyOf(el);
    if (!key || !isField(el)) continue;
    typed.captured.set(key, {
      node: el,
      changed: changed(el),
      selected: el instanceof HTMLSelectElement ? selectedValues(el) : [],
    });
  }
  const active = document.activeElement;
  const key = active && root.contains(active) && isField(active) ? keyOf(active) : null;
  if (!key || !active || !isField(active)) return;
  const caret = active instanceof HTMLSelectElement || isCheckable(active) ? null : caretOf(active);
  typed.focus = { key, start: caret?.start ?? null, end: caret?.end ?? null, direction: caret?.direction ?? null };
}

export type Caret = Pick<CapturedFocus, 'start' | 'end' | 'direction'>;

/** The caret of a text field; null where the field has none to offer (an e-mail or number input). */
export function caretOf(el: HTMLInputElement | HTMLTextAreaElement): Caret | null {
  return el.selectionStart === null ? null : { start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection };
}
