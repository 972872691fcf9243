// The form registry's engine side: a form's files (form-files.ts) with the rjsf validator built from them, once per
// form id. Part of the form engine's chunk, with rjsf.
import { deepEquals } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { liveFile } from '@/platform/live-config';
import { loadFormFiles } from './form-files';
import type { CompiledValidator, FormId } from './form-files';
import type { FormSchema, FormUiSchema, FormValidator, FormValues, SchemaFormContext } from './form-types';
import { formFile } from '@/contract/form-files';

export { formLoaders, formNames, hasForm } from './form-files';
export type { CompiledValidator, FormId };

/** A form ready to render: its files and the validator built from them. */
export interface LoadedForm {
  id: string;
  schema: FormSchema;
  uiSchema: FormUiSchema;
  validator: FormValidator;
}

/**
 * The rjsf validator of a form from its precompiled functions. Throws when they were compiled from another
 * schema than `schema` (someone changed schemas/forms without `npm run build:validators`, or the server's module of a
 * live schema is another version's than the page's): rjsf would otherwise look the functions up by `$id` and silently
 * validate by the old rules.
 */
export function createFormValidator(id: string, compiled: CompiledValidator, schema: FormSchema): FormValidator {
  if (!deepEquals(compiled.schema, schema)) {
    throw new Error(
      liveFile(formFile(id)) === undefined
        ? `Form "${id}": src/generated/validators/${id}.js was compiled from another version of schemas/forms/${id}.json; run \`npm run build:validators\``
        : `Form "${id}": its validator (/form-validators/${id}.js) was compiled from another version of schemas/forms/${id}.json than this page's (a newer version is live: load the page again)`,
    );
  }
  return createPrecompiledValidator<FormValues, FormSchema, SchemaFormContext>(compiled.functions, schema);
}

const loaded = new Map<string, Promise<LoadedForm>>();

/**
 * Loads a form's schema, uiSchema and validator in parallel, once per id (the same promise afterwards, as
 * React's `use` needs). Rejects for an unknown id, or when a file is missing or does not match its validator.
 */
export function loadForm(id: string): Promise<LoadedForm> {
  let promise = loaded.get(id);
  if (!promise) {
    promise = loadFormFiles(id).then(({ schema, uiSchema, compiled }) => ({
      id,
      schema,
      uiSchema,
      validator: createFormValidator(id, compiled, schema),
    }));
    // A failed load may be retried (e.g. after a network hiccup fetching the chunk).
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}
