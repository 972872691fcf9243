// A folder of the editors' JSON files (the quizzes and other animations, the partners…): each file checked against
// its JSON Schema, then by the rules a schema cannot say, then the rules across files (ids unique). Every problem
// is reported as `file#/json/pointer: message`, all of them in one error, so a start or a `check:*` command stops
// before a broken file reaches a member.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface NamedFile<T> {
  /** The file's name in the folder, which every problem starts with. */
  name: string;
  file: T;
}

export interface JsonFolderOptions<T> {
  dir: string;
  schemaFile: string;
  /** What the files are, for the error's first line ("Animation files"). */
  what: string;
  /** Problems of one file the schema accepted, each `#/pointer: message`. */
  fileRules?: (file: T) => string[];
  /** Problems across the files, each `name#/pointer: message`. */
  folderRules?: (files: readonly NamedFile<T>[]) => string[];
}

/** Every `.json` file of the folder, by name, checked; throws one error listing every problem of every file. */
export function readJsonFolder<T>({ dir, schemaFile, what, fileRules, folderRules }: JsonFolderOptions<T>): NamedFile<T>[] {
  // strictRequired and strictTypes off: an if/then block may name properties declared at the top level, and a
  // property may be a string or null with a string's pattern.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });
  const validate = ajv.compile<T>(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
  const problems: string[] = [];
  const files: NamedFile<T>[] = [];
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    let file: unknown;
    try {
      file = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    if (!validate(file)) {
      for (const error of validate.errors ?? []) {
        if (error.keyword === 'if') continue; // ajv also reports the failed `if` of a failed `then`
        const detail = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
        problems.push(`${name}#${error.instancePath}: ${error.message ?? 'invalid'}${detail}`);
      }
      continue;
    }
    problems.push(...(fileRules?.(file) ?? []).map((problem) => `${name}${problem}`));
    files.push({ name, file });
  }
  problems.push(...(folderRules?.(files) ?? []));
  if (problems.length > 0) throw new Error(`${what} in ${dir} are invalid:\n${problems.join('\n')}`);
  return files;
}

/** `name#/pointer: <id> is already the id of <other>` for every id a file repeats from an earlier one. */
export function repeatedIds<T>(files: readonly NamedFile<T>[], idsOf: (file: T) => { id: number; at: string }[]): string[] {
  const seen = new Map<number, string>();
  return files.flatMap(({ name, file }) =>
    idsOf(file).flatMap(({ id, at }) => {
      const other = seen.get(id);
      if (other === undefined) seen.set(id, name);
      return other === undefined
        ? []
        : [`${name}#${at}: ${id} is already the id of ${other === name ? 'another one in this file' : other}`];
    }),
  );
}
