// A form's validator for a schema the build did not compile: the one the page's live config holds (a version the studio
// published, or the drafts this browser previews). The server compiles it (GET /form-validators/<form-id>.js,
// server/http/form-validator-module.ts) into a module that imports nothing and needs no eval, so the CSP holds;
// its default export is called here with the helpers the build's validators import (ajv's runtime, our formats).
// A chunk of its own, imported only by form-files.ts when a live version changed a form's schema: no other page loads it.
// The server's renderer of a live version's public pages (server/render/, Node) has no such address to import: there a
// form is only drawn, never filled in, and the browser loads the real validator when it hydrates the page.
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import equalModule from 'ajv/dist/runtime/equal.js';
import { formats } from '@/contract/formats';
import { liveConfig } from '@/platform/live-config';
import type { CompiledValidator } from '@/generated/validators/index';
import type { FormSchema } from './form-types';

/** What a validator module's factory takes (server/forms/validator-code.ts binds ajv's `require`s to these). */
export interface FormValidatorRuntime {
  ucs2length: (value: string) => number;
  equal: (a: unknown, b: unknown) => boolean;
  formats: typeof formats;
}

// CommonJS modules import as their `exports` in Node but as `exports.default` in a bundler: the helper either way.
const helper = <T>(module: T): T => (module as { default?: T }).default ?? module;

export const validatorRuntime: FormValidatorRuntime = {
  ucs2length: helper(ucs2lengthModule),
  // Its types call it a namespace (`import * as equal from "fast-deep-equal"`): it is the function.
  equal: helper(equalModule) as unknown as (a: unknown, b: unknown) => boolean,
  formats,
};

/** The address of a form's validator module for this page's live version (the server answers the preview's to a preview). */
export const liveValidatorUrl = (formId: string): string => `/form-validators/${formId}.js?v=${liveConfig.version}`;

/**
 * Imports the form's validator module and runs its factory. Rejects when the module cannot be fetched or is none;
 * createFormValidator (form-registry.ts) then refuses it if it was compiled from another schema than the page's.
 */
export async function loadLiveValidator(formId: string, url = liveValidatorUrl(formId)): Promise<CompiledValidator> {
  const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
  if (typeof module.default !== 'function') throw new Error(`Form "${formId}": ${url} is not a validator module`);
  return (module.default as (runtime: FormValidatorRuntime) => CompiledValidator)(validatorRuntime);
}

/**
 * What a page rendered in Node (the server's renderer of a live version, `import.meta.env.SSR`) draws a live form with:
 * validators that take anything, for the live schema and whatever part of it rjsf asks about. Nothing is typed there.
 */
export function renderOnlyValidator(schema: FormSchema): CompiledValidator {
  const takesAnything = Object.assign(() => true, { errors: null });
  const functions = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? takesAnything : undefined) });
  return { functions: functions as CompiledValidator['functions'], schema };
}

/** The validator of a form whose schema the page's live config holds (`schema`, form-files.ts). */
export function liveFormValidator(formId: string, schema: FormSchema): Promise<CompiledValidator> {
  return import.meta.env.SSR ? Promise.resolve(renderOnlyValidator(schema)) : loadLiveValidator(formId);
}
