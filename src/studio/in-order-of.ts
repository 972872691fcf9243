// A form's values with the keys of each object in the order the file had them (new keys after), so that changing one
// value in the form changes one line of the file, not the order of its keys.

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function inOrderOf(before: unknown, after: unknown): unknown {
  if (Array.isArray(after)) return after.map((item, index) => inOrderOf(Array.isArray(before) ? before[index] : undefined, item));
  if (!isObject(after)) return after;
  const kept = isObject(before) ? Object.keys(before).filter((key) => Object.hasOwn(after, key)) : [];
  const keys = [...kept, ...Object.keys(after).filter((key) => !kept.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(isObject(before) ? before[key] : undefined, after[key])]));
}
