// What a visitor typed into the prerendered HTML before the app's JavaScript ran (issue 12). The form is usable
// as plain HTML, but hydration gives it React state (rjsf's formData) that knows nothing of the DOM: React keeps
// the typed text on screen and leaves its state empty, so a submit would say "required" of a filled field.
// main.tsx captures the fields the visitor changed just before it hydrates (or replaces) the HTML; each form,
// once hydrated, hands its fields back to React as input events, so the form engine sees them as typing
// (SPEC: bad input loses nothing the user typed), and the caret stays where the visitor left it.

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface CapturedField {
  /** the node the visitor typed in: if hydration keeps it, its current value is newer than the capture */
  node: FieldElement;
  value: string;
  checked: boolean;
  /** the selected options' values, for a select */
  selected: string[];
}

interface CapturedFocus {
  key: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

const captured = new Map<string, CapturedField>();
let focus: CapturedFocus | null = null;
/** The prerendered forms whose app form has not taken over yet: a submit there waits for it. */
const waiting = new WeakSet<HTMLFormElement>();
let heldSubmit: HTMLFormElement | null = null;

const FIELDS = 'input, textarea, select';
/** Inputs that hold nothing a visitor types. */
const NOT_TYPED = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file']);

function keyOf(el: Element): string | null {
  return el.id ? `#${el.id}` : el.getAttribute('name') ? `@${el.getAttribute('name')}` : null;
}

function isField(el: Element): el is FieldElement {
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

const isCheckable = (el: FieldElement): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

const selectedValues = (el: HTMLSelectElement) => Array.from(el.selectedOptions, (o) => o.value);

/** Whether the visitor changed the field from what the HTML (or, after hydration, React) gave it. */
function changed(el: FieldElement): boolean {
  if (isCheckable(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

/**
 * As soon as the app's module runs (before it awaits anything): a submit of a prerendered form before the app's
 * form has taken it over would send it natively (a page reload, the typed values in the URL, nothing checked).
 * It is held instead, and made again by restoreTypedFields once the form is live with the visitor's values.
 */
export function holdEarlySubmits(root: HTMLElement): void {
  for (const form of root.querySelectorAll('form')) waiting.add(form);
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !waiting.has(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldSubmit = form;
    },
    true,
  );
}

/** Before hydrating: remembers the fields the visitor changed in the HTML under `root`, and the focused one. */
export function captureTypedFields(root: HTMLElement): void {
  for (const el of root.querySelectorAll(FIELDS)) {
    const key = keyOf(el);
    if (!key || !isField(el) || !changed(el)) continue;
    captured.set(key, {
      node: el,
      value: el.value,
      checked: isCheckable(el) && el.checked,
      selected: el instanceof HTMLSelectElement ? selectedValues(el) : [],
    });
  }
  const active = document.activeElement;
  const key = active && root.contains(active) && isField(active) ? keyOf(active) : null;
  if (!key || !active || !isField(active)) return;
  const caret = active instanceof HTMLSelectElement || isCheckable(active) ? null : caretOf(active);
  focus = { key, start: caret?.start ?? null, end: caret?.end ?? null, direction: caret?.direction ?? null };
}

/**
 * Sets a text field's value so that React's onChange sees it. React ignores an input event whose value equals
 * the one it last saw (it tracks assignments through the element's own `value` property): assign another
 * value that way first, then the wanted one through the prototype's setter, which React does not track.
 */
function replayText(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (!setter) return;
  el.value = value === '' ? ' ' : '';
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

type Caret = Pick<CapturedFocus, 'start' | 'end' | 'direction'>;

/** The caret of a text field; null where the field has none to offer (an e-mail or number input). */
function caretOf(el: HTMLInputElement | HTMLTextAreaElement): Caret | null {
  return el.selectionStart === null ? null : { start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection };
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

function replay(el: FieldElement, from: CapturedField | undefined): void {
  // The same node, kept by hydration: what it shows now (the visitor may have typed on since the capture).
  // A new node (the HTML was rendered afresh): the captured value.
  const same = from?.node === el;
  if (isCheckable(el)) {
    const wanted = from && !same ? from.checked : el.checked;
    if (wanted !== el.defaultChecked || (from && !same)) replayCheck(el, wanted);
  } else if (el instanceof HTMLSelectElement) {
    // React sets a select's options when it hydrates, so the DOM no longer shows the choice: the capture does.
    if (from) replaySelect(el, from.selected);
  } else {
    const wanted = from && !same ? from.value : el.value;
    if (wanted === el.defaultValue && !from) return;
    // Assigning a value puts the caret at the end: put it back where the visitor had it.
    const caret = document.activeElement === el ? caretOf(el) : null;
    replayText(el, wanted);
    if (caret) setCaret(el, caret);
  }
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
    const from = key ? captured.get(key) : undefined;
    if (key) captured.delete(key);
    if (from || changed(el)) replay(el, from);
  }
  restoreFocus(container);
  const forms = Array.from(container.querySelectorAll('form'));
  for (const form of forms) waiting.delete(form);
  // The submit held while the form was HTML only: its own node (hydrated), or the form rendered in its place.
  const held = heldSubmit;
  const target = held && (forms.includes(held) ? held : !held.isConnected ? forms[0] : undefined);
  if (target) {
    heldSubmit = null;
    target.requestSubmit();
  }
}

function restoreFocus(container: HTMLElement): void {
  if (!focus) return;
  const target = container.querySelector(
    focus.key.startsWith('#') ? `[id="${CSS.escape(focus.key.slice(1))}"]` : `[name="${CSS.escape(focus.key.slice(1))}"]`,
  );
  if (!target || !isField(target)) return;
  const caret: Caret = focus;
  focus = null;
  // Still there (hydration kept the node), or elsewhere because the visitor moved on: nothing to do.
  const active = document.activeElement;
  if (active === target || (active && active !== document.body)) return;
  target.focus();
  if (!(target instanceof HTMLSelectElement) && !isCheckable(target)) setCaret(target, caret);
}
