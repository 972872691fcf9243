// Page config's data sources and forms (requirements §7 generic calls) against the API contract and the page itself:
// - a data source's endpoint is a GET operation of schemas/api/openapi.json, its query keys are that
//   operation's query parameters, its placeholders (`{id}`, `:id`) are parameters the page declares, and its
//   name is unique in the page;
// - a form object names a form of schemas/forms, and exactly one of an operation (with a request body) or an
//   endpoint + method that is such an operation; `onSuccess.reload` names the page's data sources;
// - data-list / data-view blocks name a data source of the page, config-form blocks a form object of the page;
// - the translation keys those blocks and forms name (titles, labels, steps, sums, empty and failure states, links,
//   notes, a view's sections, success message) exist, in every field of a nested list too, and a field's `labels` has
//   translations under it;
// - a data list's `download` is a GET operation of the contract, with its query parameters, and its `remove` a DELETE
//   one; its controls and sections follow list-control-rules.ts.
// Separate from cross-rules.ts (it needs the contract); pure given the contract, so unit tests pass their own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataField, DataListBlockProps, DataViewBlockProps, PageConfig } from '../../src/generated/config';
import { checkListControls } from './list-control-rules';
import type { Problem } from './problem';
import { languageKeys } from './translation-rules';
import type { LocaleFiles } from './translation-rules';

interface Operation {
  operationId?: string;
  requestBody?: unknown;
  parameters?: { in?: string; name?: string; $ref?: string }[];
}
/** The part of an OpenAPI document these rules read. */
export interface Contract {
  paths: Record<string, Record<string, Operation | unknown>>;
  components?: { parameters?: Record<string, { in?: string; name?: string }> };
}

interface Found {
  method: string;
  path: string;
  operation: Operation;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];
const placeholder = /\{([A-Za-z_][\w-]*)\}|:([A-Za-z_][\w-]*)/g;

/** Parameter names in `text` (`{id}` or `:id`). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(placeholder)].map((m) => m[1] ?? m[2] ?? '');
}

/** True when the config endpoint fits the contract path: literals equal, a config placeholder only on a `{param}`. */
export function endpointMatches(endpoint: string, path: string): boolean {
  const mine = endpoint.replace(/^\//, '').replace(/\?.*$/, '').split('/');
  const theirs = path.replace(/^\//, '').split('/');
  if (mine.length !== theirs.length) return false;
  return mine.every((segment, i) => {
    const contract = theirs[i] ?? '';
    const isParam = /^\{[^}]+\}$/.test(contract);
    if (placeholders(segment).length) return isParam && /^(\{[^}]+\}|:[\w-]+)$/.test(segment);
    return isParam ? segment.length > 0 : segment === contract;
  });
}

function operations(contract: Contract): Found[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation: operation as Operation })),
  );
}

function queryNames(found: Found, contract: Contract): string[] {
  const item = contract.paths[found.path] as { parameters?: Operation['parameters'] };
  return [...(item.parameters ?? []), ...(found.operation.parameters ?? [])]
    .map((p) => (p.$ref ? contract.components?.parameters?.[p.$ref.split('/').pop() ?? ''] : p))
    .filter((p) => p?.in === 'query')
    .map((p) => p?.name ?? '');
}

const queryKnown = (key: string, names: string[]) => names.some((name) => key === name || key.startsWith(`${name}[`));

/** The problems of one page's data sources, forms and data blocks. `formExists` says whether schemas/forms has a form. */
export function checkPageData(
  id: string,
  page: PageConfig,
  contract: Contract,
  formExists: (form: string) => boolean,
  missingIn: (key: string) => string[] = () => [],
  groupMissingIn: (prefix: string) => string[] = () => [],
): Problem[] {
  const file = `config/pages/${id}.json`;
  const problems: Problem[] = [];
  const at = (pointer: string, message: string, key: string, params: Problem['params'] = {}) =>
    problems.push({ file, pointer, message, key, params });
  const all = operations(contract);
  const key = (pointer: string, name: string) => {
    const missing = missingIn(name);
    if (missing.length)
      at(pointer, `translation key "${name}" is missing in ${missing.join(', ')}`, 'keyMissing', {
        key: name,
        languages: missing.join(', '),
      });
  };
  const countMissingIn = (name: string) => {
    const plural = new Set(missingIn(`${name}_other`));
    return missingIn(name).filter((language) => plural.has(language));
  };
  const params = new Set(page.params ?? []);
  const names = new Set<string>();
  (page.dataSources ?? []).forEach((source, i) => {
    const where = `/dataSources/${i}`;
    if (names.has(source.name))
      at(`${where}/name`, `data source "${source.name}" is declared twice`, 'sourceTwice', { source: source.name });
    names.add(source.name);
    const found = all.find((op) => op.method === 'GET' && endpointMatches(source.endpoint, op.path));
    if (!found)
      at(`${where}/endpoint`, `"${source.endpoint}" is not a GET operation of the API contract (schemas/api/openapi.json)`, 'notAGet', {
        endpoint: source.endpoint,
      });
    for (const name of placeholders(source.endpoint))
      if (!params.has(name))
        at(`${where}/endpoint`, `parameter "${name}" is not among the page's params`, 'paramNotOfPage', { param: name });
    const known = found ? queryNames(found, contract) : [];
    for (const [key, value] of Object.entries(source.query ?? {})) {
      const pointer = `${where}/query/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (found && !queryKnown(key, known))
        at(pointer, `"${key}" is not a query parameter of GET ${found.path} (known: ${known.join(', ') || 'none'})`, 'unknownQuery', {
          query: key,
          path: found.path,
          known: known.join(', ') || '—',
        });
      for (const name of placeholders(value))
        if (!params.has(name)) at(pointer, `parameter "${name}" is not among the page's params`, 'paramNotOfPage', { param: name });
    }
  });
  const forms = new Set<string>();
  (page.forms ?? []).forEach((form, i) => {
    const where = `/forms/${i}`;
    const formId = typeof form === 'string' ? form : form.form;
    if (!formExists(formId))
      at(typeof form === 'string' ? where : `${where}/form`, `no form "${formId}" (schemas/forms/${formId}.json)`, 'noForm', {
        form: formId,
      });
    if (typeof form === 'string') return;
    forms.add(form.form);
    if ((form.operation === undefined) === (form.endpoint === undefined))
      at(where, 'a form names exactly one of "operation" or "endpoint" (with "method")', 'operationOrEndpoint');
    if (form.operation !== undefined) {
      const found = all.find((op) => op.operation.operationId === form.operation);
      if (!found)
        at(`${where}/operation`, `no operation "${form.operation}" in the API contract`, 'noOperation', { operation: form.operation });
      else if (!found.operation.requestBody)
        at(`${where}/operation`, `operation "${form.operation}" takes no request body`, 'noRequestBody', { operation: form.operation });
      if (form.method !== undefined)
        at(`${where}/method`, 'the operation says the method: "method" goes with "endpoint" only', 'methodWithEndpoint');
    } else if (form.endpoint !== undefined) {
      const method = form.method ?? 'POST';
      const found = all.find((op) => op.method === method && endpointMatches(form.endpoint ?? '', op.path));
      if (!found || !found.operation.requestBody)
        at(`${where}/endpoint`, `${method} "${form.endpoint}" is not an operation with a request body in the API contract`, 'notASubmit', {
          method,
          endpoint: form.endpoint ?? '',
        });
      for (const name of placeholders(form.endpoint))
        if (!params.has(name))
          at(`${where}/endpoint`, `parameter "${name}" is not among the page's params`, 'paramNotOfPage', { param: name });
    }
    if (form.onSuccess?.message !== undefined) key(`${where}/onSuccess/message`, form.onSuccess.message);
    (form.onSuccess?.reload ?? []).forEach((name, j) => {
      if (!names.has(name))
        at(`${where}/onSuccess/reload/${j}`, `the page declares no data source "${name}"`, 'noSource', { source: name });
    });
  });
  (page.blocks ?? []).forEach((block, i) => {
    const props = (block.props ?? {}) as { source?: string; form?: string };
    if ((block.block === 'data-list' || block.block === 'data-view') && props.source !== undefined && !names.has(props.source))
      at(`/blocks/${i}/props/source`, `the page declares no data source "${props.source}" (dataSources)`, 'noSource', {
        source: props.source,
      });
    if (['data-list', 'data-view', 'config-form'].includes(block.block)) {
      const texts = (block.props ?? {}) as Partial<DataListBlockProps & DataViewBlockProps & { submitLabel: string }>;
      for (const name of ['title', 'empty', 'failure', 'submitLabel', 'note'] as const) {
        const text = texts[name];
        if (text !== undefined) key(`/blocks/${i}/props/${name}`, text);
      }
      if (texts.headingText !== undefined) key(`/blocks/${i}/props/headingText`, texts.headingText);
      if (texts.total) key(`/blocks/${i}/props/total/label`, texts.total.label);
      if (texts.emptyAction) key(`/blocks/${i}/props/emptyAction/label`, texts.emptyAction.label);
      (texts.links ?? []).forEach((link, j) => key(`/blocks/${i}/props/links/${j}/label`, link.label));
      if (texts.download) {
        const where = `/blocks/${i}/props/download`;
        const { endpoint, query = {}, label } = texts.download;
        key(`${where}/label`, label);
        const found = all.find((op) => op.method === 'GET' && endpointMatches(endpoint, op.path));
        if (!found)
          at(`${where}/endpoint`, `"${endpoint}" is not a GET operation of the API contract (schemas/api/openapi.json)`, 'notAGet', {
            endpoint,
          });
        const known = found ? queryNames(found, contract) : [];
        for (const name of Object.keys(query))
          if (found && !queryKnown(name, known))
            at(
              `${where}/query/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
              `"${name}" is not a query parameter of GET ${found.path}`,
              'unknownQuery',
              { query: name, path: found.path, known: known.join(', ') || '—' },
            );
      }
      if (texts.headingMissing !== undefined) key(`/blocks/${i}/props/headingMissing`, texts.headingMissing);
      if (block.block === 'data-list') checkListControls(texts, `/blocks/${i}/props`, { key, countMissingIn, at, sources: names });
      if (texts.remove) {
        const where = `/blocks/${i}/props/remove`;
        for (const name of ['text', 'label', 'done'] as const) key(`${where}/${name}`, texts.remove[name]);
        if (!all.some((op) => op.method === 'DELETE' && endpointMatches(texts.remove?.endpoint ?? '', op.path)))
          at(
            `${where}/endpoint`,
            `"${texts.remove.endpoint}" is not a DELETE operation of the API contract (schemas/api/openapi.json)`,
            'notADelete',
            {
              endpoint: texts.remove.endpoint,
            },
          );
      }
      const fieldKeys = (fields: readonly DataField[], where: string) =>
        fields.forEach((field, j) => {
          key(`${where}/${j}/label`, field.label);
          if (field.headingText !== undefined) key(`${where}/${j}/headingText`, field.headingText);
          (field.steps ?? []).forEach((step, k) => key(`${where}/${j}/steps/${k}/label`, step.label));
          if (field.labels !== undefined) {
            const missing = groupMissingIn(field.labels);
            if (missing.length)
              at(
                `${where}/${j}/labels`,
                `the words of the values, "${field.labels}", is missing in ${missing.join(', ')}`,
                'labelsMissing',
                {
                  key: field.labels,
                  languages: missing.join(', '),
                },
              );
          }
          fieldKeys(field.fields ?? [], `${where}/${j}/fields`);
        });
      fieldKeys(texts.fields ?? [], `/blocks/${i}/props/fields`);
      (texts.sections ?? []).forEach((section, k) => {
        const where = `/blocks/${i}/props/sections/${k}`;
        key(`${where}/title`, section.title);
        if (section.note !== undefined) key(`${where}/note`, section.note);
        (section.links ?? []).forEach((link, j) => key(`${where}/links/${j}/label`, link.label));
        fieldKeys(section.fields, `${where}/fields`);
      });
    }
    if (block.block === 'config-form' && props.form !== undefined && !forms.has(props.form))
      at(`/blocks/${i}/props/form`, `the page declares no form "${props.form}" with an operation or endpoint (forms)`, 'noPageForm', {
        form: props.form,
      });
  });
  return problems;
}

const usesData = (page: PageConfig) =>
  Boolean(
    page.dataSources?.length || page.forms?.length || page.blocks?.some((b) => ['data-list', 'data-view', 'config-form'].includes(b.block)),
  );

/**
 * Every page's data rules, against the project's contract and forms under `root` (read only when a page needs them),
 * and the strings of every language of config/locales (a key is found in whichever namespace file holds it).
 */
export function checkPagesData(
  root: string,
  pages: Map<string, PageConfig>,
  locales: LocaleFiles,
  formIds: ReadonlySet<string>,
): Problem[] {
  const using = [...pages].filter(([, page]) => usesData(page));
  if (!using.length) return [];
  const contractFile = join(root, 'schemas/api/openapi.json');
  if (!existsSync(contractFile))
    return [
      {
        file: 'schemas/api/openapi.json',
        pointer: '',
        message: 'missing: pages with data sources or forms are checked against it',
        key: 'contractMissing',
      },
    ];
  const contract = JSON.parse(readFileSync(contractFile, 'utf8')) as Contract;
  const formExists = (form: string) => formIds.has(form);
  const keys = languageKeys(locales, [...locales.keys()].sort());
  const missingIn = (name: string) => [...keys].filter(([, known]) => !known.has(name)).map(([language]) => language);
  const groupMissingIn = (prefix: string) =>
    [...keys].filter(([, known]) => ![...known].some((name) => name.startsWith(`${prefix}.`))).map(([language]) => language);
  return using.flatMap(([id, page]) => checkPageData(id, page, contract, formExists, missingIn, groupMissingIn));
}
