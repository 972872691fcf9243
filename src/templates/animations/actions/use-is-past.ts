// Whether a deadline (ISO date-time) has passed, kept true to the clock: the page flips when the moment comes,
// without a reload (a member reading the event page as the cancellation deadline passes, or as the event begins).
// No deadline (an animation that is no event) never passes, and sets no timer.
import { useEffect, useState } from 'react';
import { isPast } from '@/model/animation-actions/animation-action-rules';

// setTimeout holds at most 2^31 − 1 ms (about 24 days); a later deadline is checked again then.
const LONGEST_TIMEOUT = 2 ** 31 - 1;

export function useIsPast(deadline: string | undefined): boolean {
  const [past, setPast] = useState(() => deadline !== undefined && isPast(deadline, Date.now()));
  useEffect(() => {
    if (deadline === undefined) return undefined;
    const check = () => {
      const now = Date.now();
      setPast(isPast(deadline, now));
      const wait = Date.parse(deadline) - now;
      if (wait >= 0) timer = window.setTimeout(check, Math.min(wait + 1, LONGEST_TIMEOUT));
    };
    let timer: number | undefined;
    check();
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return deadline !== undefined && past;
}
