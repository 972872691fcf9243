// Where the focus goes once an item a member removed has left a list: the next item's remove button, else the
// previous one's, else the list's heading, so a keyboard or screen reader user carries on from where they were
// instead of from the top of the page. A removal refused leaves the item, and the focus on its button.
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** `keys`: the items shown, in order. Returns what the remove button calls as the member asks. */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  keys: readonly string[],
  busy: boolean,
): (itemKey: string) => void {
  const asked = useRef<{ itemKey: string; index: number } | null>(null);
  const shown = keys.join('\n');
  useLayoutEffect(() => {
    const removal = asked.current;
    if (!removal) return;
    if (keys.includes(removal.itemKey)) {
      // Still there once the call has ended: refused; the focus stays on its button.
      if (!busy) asked.current = null;
      return;
    }
    asked.current = null;
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [])];
    const next = buttons[removal.index] ?? buttons[removal.index - 1] ?? heading.current ?? document.querySelector('h1');
    next?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` stands for the keys
  }, [shown, busy, list, heading]);
  return (itemKey) => {
    asked.current = { itemKey, index: keys.indexOf(itemKey) };
  };
}
