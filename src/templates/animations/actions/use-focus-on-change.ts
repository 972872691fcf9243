// Moves the focus to an element when a value changes after the first render: the control a keyboard member just
// pressed (Join, Register, Cancel) disappears with the answer, and the focus must land on what replaced it, not
// fall back to the top of the page.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export function useFocusOnChange(target: RefObject<HTMLElement | null>, value: unknown, when: boolean): void {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    if (when) target.current?.focus();
  }, [target, value, when]);
}
