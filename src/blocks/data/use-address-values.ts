// The values a list's controls keep in the page's address (?search=…&type=…), so a reload, the back button or a
// shared link shows the same list. The controls show the member's values at once and the address follows, replaced
// rather than pushed (each keystroke is not a page of its own for the back button). Bound to the address itself, a
// fast typist would lose letters while the router catches up: an address this hook wrote and the router reaches later
// changes nothing; any other (a reload, back, a link) sets the values.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type AddressValues = Record<string, string>;

const keyOf = (names: readonly string[], values: AddressValues) => JSON.stringify(names.map((name) => values[name] ?? ''));

/** The values of the query parameters `names` ('' for one absent), and a setter that writes the ones it is given. */
export function useAddressValues(names: readonly string[]): [AddressValues, (next: AddressValues) => void] {
  const [query, setQuery] = useSearchParams();
  const fromAddress = Object.fromEntries(names.map((name) => [name, query.get(name) ?? '']));
  const addressKey = keyOf(names, fromAddress);
  const [values, setValues] = useState<AddressValues>(fromAddress);
  const written = useRef<string[]>([]);
  useEffect(() => {
    const reached = written.current.indexOf(addressKey);
    if (reached >= 0) written.current.splice(0, reached + 1);
    else {
      const reachedValues = JSON.parse(addressKey) as string[];
      setValues(Object.fromEntries(names.map((name, i) => [name, reachedValues[i] ?? ''])));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- addressKey stands for the address's values
  }, [addressKey]);
  const set = (next: AddressValues) => {
    const merged = { ...values, ...next };
    setValues(merged);
    const params = new URLSearchParams(query);
    for (const name of names) {
      const value = merged[name] ?? '';
      if (value) params.set(name, value);
      else params.delete(name);
    }
    written.current.push(keyOf(names, merged));
    setQuery(params, { replace: true });
  };
  return [values, set];
}
