// A form's files, in the manner of rjsf's registry: form id → lazy loaders of its schema, uiSchema and precompiled
// validator, created once at module level. The ids are the schema files' names (schemas/forms/<id>.json), and
// their type comes from the generated validator index, so a form exists for the type checker exactly when
// `npm run build:validators` has compiled it. An unknown id fails loudly: `hasForm` is false, `loadFormFiles`
// rejects, and SchemaForm shows a visible message and warns in the console.
// No rjsf here: a route starts fetching its forms' files with the form engine (lazy-schema-form.tsx), and what every
// page loads first must not carry the engine (form-registry.ts builds the validator, in the engine's chunk).
// A form a live version changed (the studio's forms, docs/adr/0031-*.md) takes its schema and uiSchema from the page's
// live config (src/platform/live-config.ts): the build compiled its validator from the shipped schema, so a changed
// schema's validator is the server's (live-validator.ts, a chunk only such a page loads).
import { formIds, validatorLoaders } from '@/generated/validators/index';
import { liveFile } from '@/platform/live-config';
import { formFile } from '@/contract/form-files';
import type { CompiledValidator, FormId } from '@/generated/validators/index';
import type { FormSchema, FormUiSchema } from './form-types';

export type { CompiledValidator, FormId };

// Each file is its own lazy chunk: a page fetches only the form it shows.
const schemaFiles = import.meta.glob<FormSchema>(['../../schemas/forms/*.json', '!../../schemas/forms/*.ui.json'], { import: 'default' });
const uiSchemaFiles = import.meta.glob<FormUiSchema>('../../schemas/forms/*.ui.json', { import: 'default' });

export interface FormLoaders {
  schema: () => Promise<FormSchema>;
  uiSchema: () => Promise<FormUiSchema>;
  validator: () => Promise<CompiledValidator>;
}

function missing(what: string, id: string): () => Promise<never> {
  return () => Promise.reject(new Error(`Form "${id}": ${what} is missing; run \`npm run build:validators\``));
}

/**
 * The file as the page's live config has it, else the shipped one. The live config holds a form's file only where the
 * live version (or the preview) differs from the shipped file, from which the build compiled the validator.
 */
const liveOr =
  <T>(path: string, shipped: () => Promise<T>) =>
  (): Promise<T> => {
    const live = liveFile<T>(path);
    return live === undefined ? shipped() : Promise.resolve(live);
  };

const loaders: Readonly<Record<FormId, FormLoaders>> = Object.fromEntries(
  formIds.map((id) => [
    id,
    {
      schema: liveOr(formFile(id), schemaFiles[`../../${formFile(id)}`] ?? missing(formFile(id), id)),
      uiSchema: liveOr(formFile(id, 'layout'), uiSchemaFiles[`../../${formFile(id, 'layout')}`] ?? missing(formFile(id, 'layout'), id)),
      // A live schema is not the compiled one: its validator is the module the server compiles from it.
      validator: () => {
        const live = liveFile<FormSchema>(formFile(id));
        return live === undefined
          ? validatorLoaders[id]()
          : import('./live-validator').then(({ liveFormValidator }) => liveFormValidator(id, live));
      },
    },
  ]),
) as Record<FormId, FormLoaders>;

/** True when this build ships a form named `id`. */
export function hasForm(id: string): id is FormId {
  return Object.hasOwn(loaders, id);
}

/** The ids of every form this build ships. */
export function formNames(): readonly FormId[] {
  return formIds;
}

/** The loaders of a form, or undefined for an unknown id (callers show a visible message). */
export function formLoaders(id: string): FormLoaders | undefined {
  return hasForm(id) ? loaders[id] : undefined;
}

/** A form's three files, fetched in parallel. */
export interface FormFiles {
  schema: FormSchema;
  uiSchema: FormUiSchema;
  compiled: CompiledValidator;
}

const fetched = new Map<FormId, Promise<FormFiles>>();

/** Fetches a form's files once per id; rejects for an unknown id or a missing file (and may then be asked again). */
export function loadFormFiles(id: string): Promise<FormFiles> {
  if (!hasForm(id)) return Promise.reject(new Error(`Unknown form "${id}". Known forms: ${formIds.join(', ')}`));
  let promise = fetched.get(id);
  if (!promise) {
    const { schema, uiSchema, validator } = loaders[id];
    promise = Promise.all([schema(), uiSchema(), validator()]).then(([s, ui, compiled]) => ({ schema: s, uiSchema: ui, compiled }));
    // A failed load may be retried (e.g. after a network hiccup fetching the chunk).
    promise.catch(() => fetched.delete(id));
    fetched.set(id, promise);
  }
  return promise;
}
