// The one declaration of template and block names, turned into what needs them:
// - schemas/config/templates.json (delivered and planned templates) and schemas/config/blocks/<name>.json
//   (one file per block: the JSON Schema of its props; the folder is the list of blocks) are read;
// - the page schema gets its template and block enums and, per block, an if/then that applies that block's
//   props schema with additionalProperties false, so a misspelt prop is a `check:config` error;
// - src/generated/registry-names.ts gets the delivered names for the registries and the checker, the props
//   type of each block, the string namespaces (the files of config/locales/en/) and the ones each template
//   names in templates.json's `strings`, and the schema forms each template shows when its pages open (`forms`); a
//   name there that is not a template, a namespace or a form of schemas/forms fails the generation.
// Run by scripts/generate-config-types.ts (`npm run gen:types`), whose `--check` covers both outputs.
import { readFile, readdir } from 'node:fs/promises';

export const schemaDir = 'schemas/config';
export const pageSchemaFile = `${schemaDir}/page.schema.json`;
export const namesFile = 'src/generated/registry-names.ts';

type Schema = Record<string, unknown>;

export const localesDir = 'config/locales';

interface Declarations {
  delivered: string[];
  planned: string[];
  /** namespace → the templates that show its strings */
  strings: Record<string, string[]>;
  /** template → the schema forms its pages show when they open */
  forms: Record<string, string[]>;
  namespaces: string[];
  blocks: { name: string; props: Schema }[];
}

/** The namespaces: the files of the first language's folder (the config check proves every language has the same). */
async function readNamespaces(): Promise<string[]> {
  const [language] = (await readdir(localesDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  if (!language) throw new Error(`${localesDir}: no language folder`);
  return (await readdir(`${localesDir}/${language}`))
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .sort();
}

function checkStrings(strings: Record<string, string[]>, delivered: string[], namespaces: string[]): void {
  for (const [namespace, templates] of Object.entries(strings)) {
    if (!namespaces.includes(namespace))
      throw new Error(`${schemaDir}/templates.json#/strings/${namespace}: no namespace "${namespace}" in ${localesDir}/`);
    templates.forEach((template, index) => {
      if (!delivered.includes(template))
        throw new Error(`${schemaDir}/templates.json#/strings/${namespace}/${index}: "${template}" is not a delivered template`);
    });
  }
}

/** The schema forms: the files of schemas/forms without their `.ui.json` companions. */
async function readFormIds(): Promise<string[]> {
  return (await readdir('schemas/forms'))
    .filter((n) => n.endsWith('.json') && !n.endsWith('.ui.json'))
    .map((n) => n.slice(0, -'.json'.length));
}

function checkForms(forms: Record<string, string[]>, delivered: string[], formIds: string[]): void {
  for (const [template, ids] of Object.entries(forms)) {
    if (!delivered.includes(template))
      throw new Error(`${schemaDir}/templates.json#/forms/${template}: "${template}" is not a delivered template`);
    ids.forEach((id, index) => {
      if (!formIds.includes(id))
        throw new Error(`${schemaDir}/templates.json#/forms/${template}/${index}: no form "${id}" in schemas/forms/`);
    });
  }
}

async function readDeclarations(): Promise<Declarations> {
  const { $comment: _comment, ...strings } =
    (JSON.parse(await readFile(`${schemaDir}/templates.json`, 'utf8')) as { strings?: Record<string, string[] | string> }).strings ?? {};
  const templates = JSON.parse(await readFile(`${schemaDir}/templates.json`, 'utf8')) as { delivered: string[]; planned: string[] };
  const namespaces = await readNamespaces();
  const named = strings as Record<string, string[]>;
  checkStrings(named, templates.delivered, namespaces);
  const { $comment: _formsComment, ...forms } =
    (JSON.parse(await readFile(`${schemaDir}/templates.json`, 'utf8')) as { forms?: Record<string, string[] | string> }).forms ?? {};
  checkForms(forms as Record<string, string[]>, templates.delivered, await readFormIds());
  const files = (await readdir(`${schemaDir}/blocks`)).filter((n) => n.endsWith('.json')).sort();
  const blocks = await Promise.all(
    files.map(async (file) => {
      const { $schema: _ignored, ...props } = JSON.parse(await readFile(`${schemaDir}/blocks/${file}`, 'utf8')) as Schema;
      return { name: file.slice(0, -'.json'.length), props };
    }),
  );
  return {
    delivered: templates.delivered,
    planned: templates.planned,
    strings: named,
    forms: forms as Record<string, string[]>,
    namespaces,
    blocks,
  };
}

const propsDef = (block: string) => `blockProps-${block}`;

/**
 * A block's props schema as page-schema definitions: the props under `blockProps-<block>`, and each of the block's own
 * `$defs` (a recursive field, a shared part) beside it as `blockProps-<block>--<name>`, its `#/$defs/<name>` references
 * rewritten to match, since the block's schema is copied into the page schema's.
 */
function hoisted(block: string, props: Schema): Schema {
  const { $defs: own = {}, ...rest } = props as Schema & { $defs?: Schema };
  const rename = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rename);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? renamedRef(block, value) : rename(value),
      ]),
    );
  };
  return {
    [propsDef(block)]: rename(rest),
    ...Object.fromEntries(Object.entries(own).map(([name, def]) => [`${propsDef(block)}--${name}`, rename(def)])),
  };
}

/**
 * A block's reference as the page schema names it: `#/$defs/<name>` is the block's own part, `<block>.json#/$defs/<name>`
 * another block's (a data view's fields are a data list's), so both blocks share one definition and one generated type.
 */
function renamedRef(block: string, ref: string): string {
  if (ref.startsWith('#/$defs/')) return `#/$defs/${propsDef(block)}--${ref.slice(8)}`;
  const other = /^([a-z0-9-]+)\.json#\/\$defs\/(.+)$/.exec(ref);
  if (!other)
    throw new Error(`${schemaDir}/blocks/${block}.json: a $ref is "#/$defs/<name>" or "<block>.json#/$defs/<name>", not "${ref}"`);
  return `#/$defs/${propsDef(other[1] ?? '')}--${other[2] ?? ''}`;
}

/**
 * Fails, naming the block's file, when a block's `$ref` names a part no block has (a misspelt `$defs` name, another
 * block's part that was renamed): the page schema would otherwise be written, and only fail when compiled.
 */
function danglingRefs(defs: Schema): void {
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, where));
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/') && !(value.slice(8) in defs)) {
        const block = /^blockProps-([a-z0-9-]+)/.exec(where)?.[1] ?? where;
        throw new Error(
          `${schemaDir}/blocks/${block}.json: "${value.slice(8).replace(/^blockProps-[a-z0-9-]+--/, '')}" is not a part of the block it names (${value})`,
        );
      }
      walk(value, where);
    }
  };
  for (const [name, def] of Object.entries(defs)) if (name.startsWith('blockProps-')) walk(def, name);
}

/** The page schema with its generated parts replaced (the rest is hand-written and kept as it is). */
function pageSchema(current: Schema, { delivered, planned, blocks }: Declarations): string {
  const defs = Object.fromEntries(Object.entries(current.$defs as Schema).filter(([name]) => !name.startsWith('blockProps-')));
  const names = blocks.map((b) => b.name);
  (defs.templateName as Schema).enum = [...delivered, ...planned].sort();
  (defs.blockName as Schema).enum = names;
  for (const block of blocks) Object.assign(defs, hoisted(block.name, block.props));
  danglingRefs(defs);
  const properties = current.properties as Schema;
  const items = (properties.blocks as Schema).items as Schema;
  items.allOf = names.map((name) => ({
    if: { type: 'object', properties: { block: { const: name } }, required: ['block'] },
    then: { type: 'object', properties: { props: { $ref: `#/$defs/${propsDef(name)}` } } },
  }));
  return `${JSON.stringify({ ...current, $defs: defs }, null, 2)}\n`;
}

function namesModule({ delivered, blocks, namespaces, strings, forms }: Declarations): string {
  const formsByTemplate = delivered.flatMap((template) =>
    forms[template]?.length ? [`  '${template}': [${forms[template].map((id) => `'${id}'`).join(', ')}],`] : [],
  );
  const byTemplate = delivered.flatMap((template) => {
    const named = Object.keys(strings).filter((namespace) => strings[namespace]?.includes(template));
    return named.length > 0 ? [`  '${template}': [${named.map((n) => `'${n}'`).join(', ')}],`] : [];
  });
  const list = (values: string[]) => `[\n${values.map((v) => `  '${v}',`).join('\n')}\n] as const`;
  const typeName = (props: Schema) => String(props.title);
  return `/* eslint-disable */
// Generated by scripts/generate-registry-names.ts from schemas/config/templates.json and schemas/config/blocks/.
// Do not edit: run \`npm run gen:types\`.
import type { ${blocks.map((b) => typeName(b.props)).join(', ')} } from './config';

/** The templates this build delivers (template-registry.ts maps each to its component). */
export const registeredTemplates = ${list(delivered)};

export type RegisteredTemplate = (typeof registeredTemplates)[number];

/** The blocks this build delivers, one per file of schemas/config/blocks. */
export const registeredBlocks = ${list(blocks.map((b) => b.name))};

export type RegisteredBlock = (typeof registeredBlocks)[number];

/** The namespaces of the strings, one file each per language (config/locales/<language>/<namespace>.json). */
export const stringNamespaces = ${list(namespaces)};

export type StringNamespace = (typeof stringNamespaces)[number];

/** The namespaces a template's pages show besides \`shell\` (templates.json's \`strings\`); the others show \`shell\` only. */
export const templateNamespaces: Partial<Record<RegisteredTemplate, readonly StringNamespace[]>> = {
${byTemplate.join('\n')}
};

/** The schema forms a template's pages show when they open (templates.json's \`forms\`): loaded with the route. */
export const templateForms: Partial<Record<RegisteredTemplate, readonly string[]>> = {
${formsByTemplate.join('\n')}
};

/** The props each block takes (its schemas/config/blocks/<name>.json). */
export interface BlockPropsByName {
${blocks.map((b) => `  '${b.name}': ${typeName(b.props)};`).join('\n')}
}
`;
}

/** The generated page schema and names module, from the declarations on disk. */
export async function generateRegistryNames(): Promise<{ pageSchema: string; names: string }> {
  const declarations = await readDeclarations();
  const current = JSON.parse(await readFile(pageSchemaFile, 'utf8')) as Schema;
  return { pageSchema: pageSchema(current, declarations), names: namesModule(declarations) };
}
