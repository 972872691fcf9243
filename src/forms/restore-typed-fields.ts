// Hands the fields a visitor typed in the prerendered HTML back to React, once the form is hydrated (see
// typed-before-hydration.ts, the shell's part that captured them). Imported by the form engine only, so a page
// without a form never loads it.
import { FIELDS, caretOf, changed, isCheckable, isField, keyOf, selectedValues, typed } from './typed-before-hydration';
import type { Caret, CapturedField, FieldElement } from './typed-before-hydration';

/**
 * Sets a text field's value so that React's onChange sees it. React ignores an input event whose value equals
 * the one it last saw (it tracks assignments through the element's own `value` property): assign another
 * value that way first, then the wanted one through the prototype's setter, which React does not track.
 */
function setText(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (!setter) return;
  el.value = value === '' ? ' ' : '';
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

function setCaret(el: HTMLInputElement | HTMLTextAreaElement, { start, end, direction }: Caret): void {
  if (start === null || el.selectionStart === null) return;
  el.setSelectionRange(start, end ?? start, direction ?? undefined);
}

function replayCheck(el: HTMLInputElement, checked: boolean): void {
  if (el.type === 'radio' && !checked) return; // a radio is unchecked by checking another of its group
  // React reads a checkbox's change from the click event; click() flips it to the wanted state and fires it.
  el.checked = !checked;
  el.click();
}

function replaySelect(el: HTMLSelectElement, values: string[]): void {
  for (const option of el.options) option.selected = values.includes(option.value);
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

function replayText(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  // Assigning a value puts the caret at the end: put it back where the visitor had it.
  const caret = document.activeElement === el ? caretOf(el) : null;
  setText(el, value);
  if (caret) setCaret(el, caret);
}

/** A node hydration kept: what it shows now (the visitor may have typed on since the capture). */
function replayKept(el: FieldElement, from: CapturedField | undefined): void {
  if (isCheckable(el)) {
    if (el.checked !== el.defaultChecked) replayCheck(el, el.checked);
  } else if (el instanceof HTMLSelectElement) {
    // React sets a select's options when it hydrates, so the DOM no longer shows the choice: the capture does.
    if (from) replaySelect(el, from.selected);
  } else if (el.value !== el.defaultValue || from) replayText(el, el.value);
}

/**
 * A node the app rendered in place of the HTML's: what the HTML's node showed when React replaced it (the visitor
 * may have typed on after the capture, until then), when the visitor had changed it.
 */
function replayReplaced(el: FieldElement, old: FieldElement): void {
  if (!changed(old)) return;
  if (isCheckable(el)) {
    if (isCheckable(old)) replayCheck(el, old.checked);
  } else if (el instanceof HTMLSelectElement) {
    if (old instanceof HTMLSelectElement) replaySelect(el, selectedValues(old));
  } else if (!(old instanceof HTMLSelectElement)) replayText(el, old.value);
}

function replay(el: FieldElement, from: CapturedField | undefined): void {
  if (from && from.node !== el) replayReplaced(el, from.node);
  else replayKept(el, from?.changed ? from : undefined);
}

/**
 * After the fields under `container` are hydrated (a form's mount effect): hands React every value the
 * visitor typed before that, once. After hydration React has set each field's default to its own state, so
 * a field whose value differs from its default holds typing React has not seen. Also puts the focus back in
 * the field the visitor was in, when rendering afresh took it away.
 */
export function restoreTypedFields(container: HTMLElement): void {
  // Not from inside the effect that calls this: React handles an event fired during its commit only after the
  // commit, and would first reset the controlled field to its old state (losing the caret). A microtask runs
  // once the commit is over, before anything else (a paint, the visitor's next key) can come between.
  queueMicrotask(() => {
    if (container.isConnected) restoreNow(container);
  });
}

function restoreNow(container: HTMLElement): void {
  for (const el of container.querySelectorAll(FIELDS)) {
    if (!isField(el) || el.disabled) continue;
    const key = keyOf(el);
    const from = key ? typed.captured.get(key) : undefined;
    if (key) typed.captured.delete(key);
    if (from || changed(el)) replay(el, from);
  }
  restoreFocus(container);
  const forms = Array.from(container.querySelectorAll('form'));
  for (const form of forms) typed.waiting.delete(form);
  // The submit held while the form was HTML only: its own node (hydrated), or the form rendered in its place.
  const held = typed.heldSubmit;
  const target = held && (forms.includes(held) ? held : !held.isConnected ? forms[0] : undefined);
  if (target) {
    typed.heldSubmit = null;
    target.requestSubmit();
  }
}

function restoreFocus(container: HTMLElement): void {
  const focus = typed.focus;
  if (!focus) return;
  const target = container.querySelector(
    focus.key.startsWith('#') ? `[id="${CSS.escape(focus.key.slice(1))}"]` : `[name="${CSS.escape(focus.key.slice(1))}"]`,
  );
  if (!target || !isField(target)) return;
  const caret: Caret = focus;
  typed.focus = null;
  // Still there (hydration kept the node), or elsewhere because the visitor moved on: nothing to do.
  const active = document.activeElement;
  if (active === target || (active && active !== document.body)) return;
  target.focus();
  if (!(target instanceof HTMLSelectElement) && !isCheckable(target)) setCaret(target, caret);
}
