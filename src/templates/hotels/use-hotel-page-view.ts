// The page view of a hotel page (the router defers its own for these templates): pushed once per path, when
// the page knows what it shows — the answer arrived, or failed (then without the answer's fields), so every
// visit is counted exactly once. A query change alone (a sort, a filter) stays the same page view, as the
// router's rule for every other page says.
import { useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useUnit } from 'effector-react';
import { hotelPageView, pushHotelPageView } from '@/model/hotel-search/hotel-tracking';
import type { HotelPageViewInput } from '@/model/hotel-search/hotel-tracking';
import { localDay } from '@/contract/calendar-days';
import { $loggedIn } from '@/model/session/session-model';
import { ActiveRoutesContext } from '@/ui/route-links';

type PageFields = Pick<HotelPageViewInput, 'search' | 'hotel' | 'results'>;

export function useHotelPageView(routeId: string | undefined, ready: boolean, fields: PageFields): void {
  const { pathname } = useLocation();
  const routes = useContext(ActiveRoutesContext);
  const loggedIn = useUnit($loggedIn);
  const pushed = useRef<string | null>(null);
  const latest = useRef(fields);
  // Why a ref: the fields are read at the moment of the push, not a reason to push again.
  useEffect(() => {
    latest.current = fields;
  });
  useEffect(() => {
    if (!ready || pushed.current === pathname) return;
    pushed.current = pathname;
    const pagename = routes.find((r) => r.id === routeId)?.tracking ?? routeId ?? 'unknown';
    pushHotelPageView(hotelPageView({ pagename, path: pathname, loggedIn, today: localDay(new Date()), ...latest.current }));
  }, [ready, pathname, routes, routeId, loggedIn]);
}
