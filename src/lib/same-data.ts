/** Whether two values of plain data (what JSON can hold: a request's parameters) say the same: by value, not by reference. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Whether two values say the same as JSON would write them: a key holding `undefined` is absent (a form's values, where
 * rjsf leaves emptied fields as `undefined`; a list item as the API answered it), and keys in the same order.
 */
export function sameAsJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
