// The logic of a list autocomplete (WAI-ARIA APG "combobox with list autocomplete, manual selection"), apart from
// its markup: what was typed, the search (debounced, the stale one aborted, answers that arrive late ignored, none
// below a minimum length), the results, whether the list is open, the option the arrow keys point at, and the
// chosen item. The component only renders this state and forwards the input's events.
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutocompleteStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface AutocompleteOptions<T> {
  /** The search; it must stop when the signal aborts (the member has typed past it). */
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  /** The text the input shows once an item is chosen. */
  labelOf: (item: T) => string;
  /** Wait this long after the last keystroke before searching. */
  debounceMs: number;
  /** Fewer (trimmed) characters than this search nothing. */
  minChars: number;
}

/** What a key press did: whether the input must prevent its default, and the item chosen (Enter), if any. */
export interface KeyOutcome<T> {
  preventDefault: boolean;
  chosen?: T;
  /** Escape on a closed list emptied the field: the owner drops its value. */
  cleared?: boolean;
}

export function useAutocomplete<T>({ search, labelOf, debounceMs, minChars }: AutocompleteOptions<T>) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<T | null>(null);
  const [status, setStatus] = useState<AutocompleteStatus>('idle');
  const [results, setResults] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  // The latest search function, so a caller passing a new closure each render does not restart anything.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const closeList = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const startSearch = (typed: string) => {
    cancel();
    closeList();
    setResults([]);
    const term = typed.trim();
    if (term.length < minChars) {
      setStatus('idle');
      return;
    }
    setStatus('searching');
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      searchRef.current(term, controller.signal).then(
        (found) => {
          // Why: an answer to a search the member has typed past must not replace the newer one's.
          if (controller.signal.aborted) return;
          setResults(found);
          setStatus('done');
          setOpen(found.length > 0);
        },
        () => {
          if (!controller.signal.aborted) setStatus('failed');
        },
      );
    }, debounceMs);
  };

  /** The member typed: the choice is dropped (the text no longer names it) and a new search starts. */
  const type = (typed: string) => {
    setText(typed);
    setChosen(null);
    startSearch(typed);
  };

  const choose = (item: T) => {
    cancel();
    setChosen(item);
    setText(labelOf(item));
    closeList();
    setResults([]);
    setStatus('idle');
  };

  const clear = () => {
    cancel();
    setText('');
    setChosen(null);
    setResults([]);
    setStatus('idle');
    closeList();
  };

  const keyDown = (key: string): KeyOutcome<T> => {
    const count = results.length;
    switch (key) {
      case 'ArrowDown':
        if (open) setActiveIndex((i) => (i + 1) % count);
        else if (count > 0) {
          setOpen(true);
          setActiveIndex(0);
        } else if (!chosen && status !== 'searching') startSearch(text); // ↓ on a closed, empty list searches again
        return { preventDefault: true };
      case 'ArrowUp':
        if (open) setActiveIndex((i) => (i <= 0 ? count - 1 : i - 1));
        else if (count > 0) {
          setOpen(true);
          setActiveIndex(count - 1);
        }
        return { preventDefault: true };
      case 'Enter': {
        // With the list open, Enter chooses (or just closes the list); it never submits the form then.
        if (!open) return { preventDefault: false };
        const item = activeIndex >= 0 ? results[activeIndex] : undefined;
        if (item === undefined) {
          closeList();
          return { preventDefault: true };
        }
        choose(item);
        return { preventDefault: true, chosen: item };
      }
      case 'Escape':
        if (open) {
          closeList();
          return { preventDefault: true };
        }
        if (text) {
          clear();
          return { preventDefault: true, cleared: true };
        }
        return { preventDefault: false };
      case 'Tab':
        closeList();
        return { preventDefault: false };
      default:
        return { preventDefault: false };
    }
  };

  const active = open && activeIndex >= 0 ? results[activeIndex] : undefined;
  return { text, chosen, status, results, open, activeIndex, active, type, choose, clear, keyDown, close: closeList };
}
