// The editors' JSON files, a folder of them (the animations, the partners) or one (the hotels): each file checked against
// its JSON Schema, then by the rules a schema cannot say, then the rules across files (ids unique). Every problem
// is reported as `file#/json/pointer: message`, all of them in one error, so a start or a `check:*` command stops
// before a broken file reaches a member.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

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

const compiled = new Map<string, ValidateFunction>();

/**
 * The schema of `schemaFile`, with the schemas beside it that it refers to (`"$ref": "local-text.schema.json"`);
 * compiled once per process (every server start reads the files again, tests start many).
 */
function compileSchema<T>(schemaFile: string): ValidateFunction<T> {
  const known = compiled.get(schemaFile);
  if (known) return known as ValidateFunction<T>;
  // strictRequired and strictTypes off: an if/then block may name properties declared at the top level, and a
  // property may be a string or null with a string's pattern.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });
  const folder = dirname(schemaFile);
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.schema.json') && join(folder, entry) !== schemaFile))
    ajv.addSchema(JSON.parse(readFileSync(join(folder, name), 'utf8')) as object);
  const validate = ajv.compile<T>(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
  compiled.set(schemaFile, validate as ValidateFunction);
  return validate;
}

/** One file read and checked: the file when the schema accepts it, and every problem as `name#/pointer: message`. */
function checkFile<T>(dir: string, name: string, validate: ValidateFunction<T>, fileRules?: (file: T) => string[]) {
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  } catch (error) {
    return { problems: [`${name}: not valid JSON (${(error as Error).message})`] };
  }
  if (!validate(file)) {
    const problems = (validate.errors ?? [])
      .filter((error) => error.keyword !== 'if') // ajv also reports the failed `if` of a failed `then`
      .map((error) => {
        // ajv names every property a dependency needs in each missing one's message: the missing one alone is said.
        if (error.keyword === 'dependentRequired')
          return `${name}#${error.instancePath}: must have property ${String(error.params.missingProperty)} when property ${String(error.params.property)} is present`;
        const detail = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
        return `${name}#${error.instancePath}: ${error.message ?? 'invalid'}${detail}`;
      });
    return { problems };
  }
  return { file, problems: (fileRules?.(file) ?? []).map((problem) => `${name}${problem}`) };
}

function throwIfAny(problems: string[], heading: string): void {
  if (problems.length > 0) throw new Error(`${heading}:\n${problems.join('\n')}`);
}

/** Every `.json` file of the folder, by name, checked; throws one error listing every problem of every file. */
export function readJsonFolder<T>({ dir, schemaFile, what, fileRules, folderRules }: JsonFolderOptions<T>): NamedFile<T>[] {
  const validate = compileSchema<T>(schemaFile);
  const problems: string[] = [];
  const files: NamedFile<T>[] = [];
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const checked = checkFile(dir, name, validate, fileRules);
    problems.push(...checked.problems);
    if (checked.file !== undefined) files.push({ name, file: checked.file });
  }
  problems.push(...(folderRules?.(files) ?? []));
  throwIfAny(problems, `${what} in ${dir} are invalid`);
  return files;
}

/** One file checked as a folder's are (`fileRules`: its rules beyond the schema); throws one error listing every problem. */
export function readJsonFile<T>({
  file,
  schemaFile,
  what,
  fileRules,
}: {
  file: string;
  schemaFile: string;
  what: string;
  fileRules?: (file: T) => string[];
}): T {
  const checked = checkFile(dirname(file), basename(file), compileSchema<T>(schemaFile), fileRules);
  throwIfAny(checked.problems, `${what} ${file} is invalid`);
  return checked.file as T;
}

/** The field a pointer ends on, which a problem names: `/products/0/id` → `id`. */
const fieldOf = (at: string) => at.slice(at.lastIndexOf('/') + 1);

/**
 * `name#/pointer: <value> is already the <field> of <other>` for every value (an id, a slug…) a file repeats from an
 * earlier file, or from earlier in the same file.
 */
export function repeatedIds<T>(files: readonly NamedFile<T>[], idsOf: (file: T) => { id: number | string; at: string }[]): string[] {
  const seen = new Map<number | string, string>();
  return files.flatMap(({ name, file }) =>
    idsOf(file).flatMap(({ id, at }) => {
      const other = seen.get(id);
      if (other === undefined) seen.set(id, name);
      return other === undefined
        ? []
        : [`${name}#${at}: ${id} is already the ${fieldOf(at)} of ${other === name ? 'another one in this file' : other}`];
    }),
  );
}

/** `#/<list>/<i>/<field>: <value> is already the <field> of <list>/<j>` for every value a list of one file repeats. */
export function repeatedInList<T>(list: readonly T[], at: string, field: string, valueOf: (item: T) => string | number): string[] {
  const seen = new Map<string | number, number>();
  return list.flatMap((item, index) => {
    const value = valueOf(item);
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    return first === undefined ? [] : [`#/${at}/${index}/${field}: ${value} is already the ${field} of ${at}/${first}`];
  });
}
