// A strings file (config/locales/<language>/<namespace>.json, nested groups of texts) as the studio's strings form
// shows it: one entry per text, named by its key's path ("partners.types.all"), and the file written again with one
// text changed, added or removed, every other key where it was. Pure, no React.

export type StringsTree = Record<string, unknown>;

/** A file's text as a JSON object, or null (not JSON, or not an object: the form waits for the JSON view). */
export function parseObject(text: string): StringsTree | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StringsTree) : null;
  } catch {
    return null;
  }
}

export interface StringEntry {
  /** The key's path, without the file's `$schema`. */
  path: string[];
  text: string;
}

/** The texts of a strings file, in the file's order. */
export function stringEntries(tree: StringsTree, at: string[] = []): StringEntry[] {
  return Object.entries(tree).flatMap(([key, value]): StringEntry[] => {
    if (at.length === 0 && key === '$schema') return [];
    if (typeof value === 'string') return [{ path: [...at, key], text: value }];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return stringEntries(value as StringsTree, [...at, key]);
    return [];
  });
}

/** The tree with the text at `path` set (its groups made where missing), every other key where it was. */
export function withText(tree: StringsTree, path: readonly string[], text: string): StringsTree {
  const [key, ...rest] = path;
  if (key === undefined) return tree;
  if (rest.length === 0) return { ...tree, [key]: text };
  const group = tree[key];
  const inner = typeof group === 'object' && group !== null && !Array.isArray(group) ? (group as StringsTree) : {};
  return { ...tree, [key]: withText(inner, rest, text) };
}

/** The tree without the text at `path`; a group it leaves empty goes too. */
export function withoutText(tree: StringsTree, path: readonly string[]): StringsTree {
  const [key, ...rest] = path;
  if (key === undefined || !Object.hasOwn(tree, key)) return tree;
  const { [key]: value, ...others } = tree;
  if (rest.length === 0) return others;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return tree;
  const inner = withoutText(value as StringsTree, rest);
  if (Object.keys(inner).length === 0) return others;
  return Object.fromEntries(Object.entries(tree).map(([name, kept]) => [name, name === key ? inner : kept]));
}

/**
 * Why a new key cannot be added, or null when it can: a key path of letters, digits, `_` and `-` parts joined by
 * dots, that is not a text already and does not go through one.
 */
export function newKeyProblem(tree: StringsTree, key: string): 'keyFormat' | 'keyTaken' | 'keyUnderText' | null {
  if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(key) || key === '$schema') return 'keyFormat';
  let node: unknown = tree;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
    node = (node as StringsTree)[part];
    if (typeof node === 'string') return i === parts.length - 1 ? 'keyTaken' : 'keyUnderText';
  }
  return 'keyTaken';
}

/** The JSON pointer of a key's path (the checker's problems name one). */
export const pointerOf = (path: readonly string[]): string =>
  path.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The text at `path`, or undefined. */
export function textAt(tree: StringsTree, path: readonly string[]): string | undefined {
  let node: unknown = tree;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as StringsTree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A JSON pointer's path ("/nav/faq" → ["nav", "faq"]). */
export const pathOf = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
