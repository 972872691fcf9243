// Which form a config file is edited with: the config schema its `$schema` names, when the studio has a form for it
// (src/generated/config-forms). Apart from the form, so that knowing it loads nothing of the schema-form engine.
import { formFileOf } from '@/contract/form-files';
import { configFormLoaders } from '@/generated/config-forms';

/** Whether the file is a strings file (its `$schema` is the locale schema's): the strings form edits it. */
export const isStringsFile = (text: string): boolean => /"\$schema"\s*:\s*"[^"]*\/locale\.schema\.json"/.test(text);

/**
 * "../../schemas/config/page.schema.json" in the file's text → "page"; a form's fields (schemas/forms/<form>.json, whose
 * `$schema` is JSON Schema's own) → "form"; null for a file edited as JSON only.
 */
export function formSchemaName(text: string, file = ''): string | null {
  const named = formFileOf(file)?.part === 'fields' ? 'form' : /"\$schema"\s*:\s*"[^"]*\/([a-z]+)\.schema\.json"/.exec(text)?.[1];
  return named && Object.hasOwn(configFormLoaders, named) ? named : null;
}
