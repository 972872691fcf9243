// The browser loads its ICU formatting data the first time a page builds a date or number formatter: 10–30 ms
// of main thread on a phone. Member pages show dates (the history, /home's pending miles, the card's payments);
// paying that cost in a task of its own, while the member's data is on its way, keeps it out of the render that
// shows the first dates, which it made one long task (total blocking time, issue 12).
import { formatDay } from './format-date';

/** Builds the language's date formatter (the one formatDay keeps) in a task of its own, soon. */
export function warmIntlSoon(language: string): void {
  setTimeout(() => formatDay('2026-01-01', language), 0);
}
