// After an in-app navigation the shell moves focus to the main content, except when the path changed
// because of a control that should keep focus (the language switch): that control asks to be skipped.
let keepFocusOnce = false;

/** The next path change keeps focus where it is. */
export function keepFocusOnNextNavigation(): void {
  keepFocusOnce = true;
}

/** True (once) when the current path change must not move focus. */
export function consumeKeepFocus(): boolean {
  const keep = keepFocusOnce;
  keepFocusOnce = false;
  return keep;
}
