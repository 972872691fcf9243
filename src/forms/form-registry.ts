// The form registry, in the manner of rjsf's: form id → lazy loaders of its schema, uiSchema and precompiled
// validator, created once at module level. The ids are the schema files' names (schemas/forms/<id>.json), and
// their type comes from the generated validator index, so a form exists for the type checker exactly when
// `npm run build:validators` has compiled it. An unknown id fails loudly: `hasForm` is false, `loadForm`
// rejects, and SchemaForm shows a visible message and warns in the console.
import { deepEquals } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { formIds, validatorLoaders } from '@/generated/validators/index';
import type { CompiledValidator, FormId } from '@/generated/validators/index';
import type { FormSchema, FormUiSchema, FormValidator, FormValues, SchemaFormContext } from './form-types';

export type { CompiledValidator, FormId };

// Each file is its own lazy chunk: a page fetches only the form it shows.
const schemaFiles = import.meta.glob<FormSchema>(['../../schemas/forms/*.json', '!../../schemas/forms/*.ui.json'], { import: 'default' });
const uiSchemaFiles = import.meta.glob<FormUiSchema>('../../schemas/forms/*.ui.json', { import: 'default' });

export interface FormLoaders {
  schema: () => Promise<FormSchema>;
  uiSchema: () => Promise<FormUiSchema>;
  validator: () => Promise<CompiledValidator>;
}

/** A form ready to render: its files and the validator built from them. */
export interface LoadedForm {
  id: FormId;
  schema: FormSchema;
  uiSchema: FormUiSchema;
  validator: FormValidator;
}

function missing(what: string, id: string): () => Promise<never> {
  return () => Promise.reject(new Error(`Form "${id}": ${what} is missing; run \`npm run build:validators\``));
}

const loaders: Readonly<Record<FormId, FormLoaders>> = Object.fromEntries(
  formIds.map((id) => [
    id,
    {
      schema: schemaFiles[`../../schemas/forms/${id}.json`] ?? missing(`schemas/forms/${id}.json`, id),
      uiSchema: uiSchemaFiles[`../../schemas/forms/${id}.ui.json`] ?? missing(`schemas/forms/${id}.ui.json`, id),
      validator: validatorLoaders[id],
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

/**
 * The rjsf validator of a form from its precompiled functions. Throws when they were compiled from another
 * schema than `schema` (someone changed schemas/forms without `npm run build:validators`): rjsf would otherwise
 * look the functions up by `$id` and silently validate by the old rules.
 */
export function createFormValidator(id: string, compiled: CompiledValidator, schema: FormSchema): FormValidator {
  if (!deepEquals(compiled.schema, schema)) {
    throw new Error(
      `Form "${id}": src/generated/validators/${id}.js was compiled from another version of schemas/forms/${id}.json; run \`npm run build:validators\``,
    );
  }
  return createPrecompiledValidator<FormValues, FormSchema, SchemaFormContext>(compiled.functions, schema);
}

const loaded = new Map<FormId, Promise<LoadedForm>>();

/**
 * Loads a form's schema, uiSchema and validator in parallel, once per id (the same promise afterwards, as
 * React's `use` needs). Rejects for an unknown id, or when a file is missing or does not match its validator.
 */
export function loadForm(id: string): Promise<LoadedForm> {
  if (!hasForm(id)) return Promise.reject(new Error(`Unknown form "${id}". Known forms: ${formIds.join(', ')}`));
  let promise = loaded.get(id);
  if (!promise) {
    const { schema, uiSchema, validator } = loaders[id];
    promise = Promise.all([schema(), uiSchema(), validator()]).then(([s, ui, compiled]) => ({
      id,
      schema: s,
      uiSchema: ui,
      validator: createFormValidator(id, compiled, s),
    }));
    // A failed load may be retried (e.g. after a network hiccup fetching the chunk).
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}
