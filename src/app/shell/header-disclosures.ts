// The header's two disclosures, the phone menu (a <details>) and the display options (a popover), as the browser
// keeps them. They stay open when the app hydrates a prerendered page, but a page the app renders afresh (display
// options stored on the device, editors' string overrides, preview, another language) replaces those nodes:
// main.tsx notes what was open before that render, and the header opens it again, once.
type HeaderPart = 'menu' | 'display-options';
const opened = new Set<HeaderPart>();

/** Whether a popover (`selector`, any when empty) shows in `within`; false where the browser has no popovers. */
export function popoverShowing(within: ParentNode | null, selector = ''): boolean {
  try {
    return within?.querySelector(`${selector}:popover-open`) != null;
  } catch {
    return false;
  }
}

/** Notes the header's parts open in `root`, before the app replaces it. */
export function noteOpenedHeader(root: HTMLElement): void {
  if (root.querySelector<HTMLDetailsElement>('details.menu-toggle')?.open) opened.add('menu');
  if (popoverShowing(root, '.a11y-panel')) opened.add('display-options');
}

/** Whether `part` was open before the app rendered afresh; forgets it (taken over once). */
export function takeOpenedHeader(part: HeaderPart): boolean {
  return opened.delete(part);
}
