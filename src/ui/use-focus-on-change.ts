// Moves the focus to an element when a value changes after the first render: the control a keyboard member just
// pressed (Join, Confirm, Change the address) disappears with the answer or the next step, and the focus must land
// on what replaced it, not fall back to the top of the page. The target is a ref, or a function that finds it when
// the change has been rendered (the first field of a form that has just opened); `when` may be a function read
// then too (a ref that says the change came from the member's press, not from loading).
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

type Target = RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);

export function useFocusOnChange(target: Target, value: unknown, when: boolean | (() => boolean) = true): void {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    if (!(typeof when === 'function' ? when() : when)) return;
    const element = typeof target === 'function' ? target() : target.current;
    element?.focus();
  });
}
