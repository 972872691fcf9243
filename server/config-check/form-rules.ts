// Rule "forms": the form schemas (schemas/forms/<id>.json, with its uiSchema <id>.ui.json) are among the checker's
// files, as the build ships them or as a studio draft changes them. Each is an object whose `$id` is its file name in
// camelCase (the precompiled validator's export is named by it), has its uiSchema beside it, and every text key the two
// name (titles, help, messages, option labels) is in every language, whichever namespace file holds it. The operation
// a form names is held to the contract by form-operation-rules.ts.
import { formFile, formFileOf, isInFormsFolder } from '../../src/contract/form-files';
import { expectedSchemaId } from '../forms/validator-code';
import type { Problem } from './problem';
import { languageKeys } from './translation-rules';
import type { LocaleFiles } from './translation-rules';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The forms among the checker's files: form id → its schema and uiSchema (undefined when the file is missing). */
export function formsOf(files: ReadonlyMap<string, unknown>): Map<string, { schema?: unknown; ui?: unknown }> {
  const forms = new Map<string, { schema?: unknown; ui?: unknown }>();
  for (const [file, data] of files) {
    const named = formFileOf(file);
    if (!named) continue;
    const form = forms.get(named.formId) ?? {};
    if (named.part === 'layout') form.ui = data;
    else form.schema = data;
    forms.set(named.formId, form);
  }
  return forms;
}

/** The i18n keys a form's files name (titles, descriptions, messages, help texts, placeholders, option labels), with where. */
export function referencedKeys(schema: unknown, uiSchema: unknown): Map<string, string> {
  const keys = new Map<string, string>();
  const walkSchema = (node: unknown, pointer: string): void => {
    if (!isObject(node)) return;
    for (const k of ['title', 'description'] as const) if (typeof node[k] === 'string') keys.set(node[k], `${pointer}/${k}`);
    const messages = node['x-messages'];
    if (isObject(messages)) {
      for (const [kw, key] of Object.entries(messages)) if (typeof key === 'string') keys.set(key, `${pointer}/x-messages/${kw}`);
    }
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) walkSchema(child, `${pointer}/properties/${name}`);
    }
  };
  const walkUi = (node: unknown, pointer: string): void => {
    if (!isObject(node)) return;
    for (const [k, v] of Object.entries(node)) {
      const options = k === 'ui:options' && isObject(v) ? v : {};
      const named = (name: string): unknown => (k === `ui:${name}` ? v : options[name]);
      for (const name of ['title', 'description', 'help', 'placeholder', 'countLabel']) {
        const text = named(name);
        if (typeof text === 'string' && text) keys.set(text, `${pointer}/${k}${k === 'ui:options' ? `/${name}` : ''}`);
      }
      const enumNames = named('enumNames');
      if (isObject(enumNames) || Array.isArray(enumNames))
        for (const label of Object.values(enumNames)) if (typeof label === 'string') keys.set(label, `${pointer}/${k}`);
      if (!k.startsWith('ui:')) walkUi(v, `${pointer}/${k}`);
    }
  };
  walkSchema(schema, '');
  walkUi(uiSchema, '');
  return keys;
}

/** Problems of the forms of `files` (see above); `locales` are the languages' strings the forms' keys must be in. */
export function checkForms(files: ReadonlyMap<string, unknown>, locales: LocaleFiles): Problem[] {
  const problems: Problem[] = [];
  const keys = languageKeys(locales, [...locales.keys()].sort());
  const has = (known: Set<string>, key: string) => known.has(key) || (known.has(`${key}_one`) && known.has(`${key}_other`));
  for (const file of files.keys()) {
    if (isInFormsFolder(file) && !formFileOf(file))
      problems.push({ file, pointer: '', message: 'a form is schemas/forms/<id>.json, its id in kebab-case', key: 'formFileName' });
  }
  for (const [id, { schema, ui }] of formsOf(files)) {
    const file = formFile(id);
    if (!isObject(schema)) {
      problems.push({ file, pointer: '', message: 'must be a JSON Schema object', key: 'formNotObject' });
      continue;
    }
    const expected = expectedSchemaId(id);
    if (schema.$id !== expected)
      problems.push({ file, pointer: '/$id', message: `must be "${expected}", the file's name`, key: 'formId', params: { id: expected } });
    if (!isObject(ui)) {
      problems.push({
        file: formFile(id, 'layout'),
        pointer: '',
        message: 'missing: each form has its uiSchema, an object',
        key: 'formUiMissing',
      });
      continue;
    }
    for (const [key, where] of referencedKeys(schema, ui)) {
      const missing = [...keys].filter(([, known]) => !has(known, key)).map(([language]) => language);
      if (!missing.length) continue;
      const inUi = where.split('/').some((segment) => segment.startsWith('ui:'));
      problems.push({
        file: inUi ? formFile(id, 'layout') : file,
        pointer: where,
        message: `translation key "${key}" is missing in ${missing.join(', ')}`,
        key: 'keyMissing',
        params: { key, languages: missing.join(', ') },
      });
    }
  }
  return problems;
}
