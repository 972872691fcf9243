// GET /form-validators/<form-id>.js?v=<version>: a form's validator for a schema the build did not compile, as the page
// that asks has it (src/forms/live-validator.ts imports it when the page's live config holds
// schemas/forms/<form-id>.json): the previewed drafts when this browser previews (the same reader as its pages), else
// the version the page was loaded with (a page loaded just before a publish, or served by a process that has not read
// it yet, asks for its own), else the file as shipped. The answer is a module that imports nothing,
// `export default function (runtime) { … }` (server/forms/validator-code.ts): a script from 'self' with no eval, so the
// portal's CSP holds. Each schema text is compiled once (ajv's code generation takes tens of milliseconds), compressed
// once per encoding.
import type { FastifyInstance } from 'fastify';
import type { RJSFSchema } from '@rjsf/utils';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { LiveConfig } from '../../src/contract/live-config';
import { compileFormValidatorFactory } from '../forms/validator-code';
import { projectRoot } from '../studio/studio-live';
import { notFound } from './api-error';
import { negotiateEncoding } from './content-encoding';
import type { Encoding } from './content-encoding';
import { matches } from './etags';
import { formFile } from '../../src/contract/form-files';

/** The address of a form's validator module (the page adds `?v=<its live version>`). */
export const formValidatorPath = (formId: string): string => `/form-validators/${formId}.js`;

interface CompiledModule {
  text: string;
  /** Names the module's text: the same schema gives the same module, in every process. */
  tag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The forms this checkout ships (schemas/forms/<id>.json): a version changes forms, never adds one. */
function shippedFormIds(formsDir: string): Set<string> {
  try {
    return new Set(
      readdirSync(formsDir)
        .filter((name) => name.endsWith('.json') && !name.endsWith('.ui.json'))
        .map((name) => name.slice(0, -'.json'.length)),
    );
  } catch {
    return new Set();
  }
}

function encode(module: CompiledModule, encoding: Encoding): Buffer {
  let body = module.encoded[encoding];
  if (!body) {
    const text = Buffer.from(module.text);
    body =
      encoding === 'br'
        ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(text)
          : text;
    module.encoded[encoding] = body;
  }
  return body;
}

/** A file's text in published version `version`; null when that version does not change it or there is no such version. */
export type VersionFile = (version: number, file: string) => Promise<string | null>;

/**
 * Registers GET /form-validators/<form-id>.js. `liveConfig` is the live version the pages carry, `previewConfig` what
 * a previewing browser's pages carry instead (null for everyone else), as useStaticFiles takes them; `versionFile`
 * reads another version's form for a page loaded with it; `formsDir` holds the files as shipped (the build compiled
 * its validators from them).
 */
export function useFormValidatorModules(
  app: FastifyInstance,
  liveConfig: () => LiveConfig,
  previewConfig: (cookieHeader: string | undefined) => Promise<LiveConfig | null> = () => Promise.resolve(null),
  versionFile: VersionFile = () => Promise.resolve(null),
  formsDir = join(projectRoot, 'schemas', 'forms'),
): void {
  const formIds = shippedFormIds(formsDir);
  // By form id and schema text: a version's forms, a preview's drafts; an older version's are never asked again.
  const compiled = new Map<string, CompiledModule>();
  const moduleOf = (formId: string, schema: unknown): CompiledModule => {
    const key = `${formId}\n${JSON.stringify(schema)}`;
    let module = compiled.get(key);
    if (!module) {
      const text = compileFormValidatorFactory(formId, schema as RJSFSchema);
      const tag = createHash('sha256').update(text).digest('base64url').slice(0, 22);
      module = { text, tag, encoded: {} };
      if (compiled.size >= 50) compiled.clear();
      compiled.set(key, module);
    }
    return module;
  };

  // compress: false — compressed here once per module, so each encoding has its own ETag.
  /** The form's schema in the version a page was loaded with (a version's set holds every file it changed, as text). */
  const schemaOf = async (formId: string, config: LiveConfig, asked: number): Promise<unknown> => {
    const path = formFile(formId);
    if (asked === config.version) {
      if (Object.hasOwn(config.files, path)) return config.files[path];
    } else {
      const text = await versionFile(asked, path);
      if (text !== null) return JSON.parse(text) as unknown;
    }
    return JSON.parse(await readFile(join(formsDir, `${formId}.json`), 'utf8')) as unknown;
  };

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/form-validators/:file',
    { compress: false },
    async (request, reply) => {
      const formId = /^([a-z][a-z\d]*(?:-[a-z\d]+)*)\.js$/.exec(request.params.file)?.[1];
      if (!formId || !formIds.has(formId)) throw notFound('No such form.');
      const preview = await previewConfig(request.headers.cookie).catch(() => null);
      const config = preview ?? liveConfig();
      // A preview is this browser's drafts, whatever version it was loaded with; without `v`, the live version.
      const asked = request.query.v ?? '';
      const version = preview || !/^\d{1,9}$/.test(asked) ? config.version : Number(asked);
      const module = moduleOf(formId, await schemaOf(formId, config, version));
      const encoding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
      const etag = `"fv-${module.tag}-${encoding}"`;
      reply.headers({
        'Content-Type': 'text/javascript; charset=utf-8',
        // A preview is one account's drafts, never kept; anyone else's is asked again on each use (the live version may
        // have changed it), a 304 when it has not.
        'Cache-Control': preview ? 'no-store' : 'no-cache',
        Vary: 'Cookie, Accept-Encoding',
        ETag: etag,
      });
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = encode(module, encoding);
      return reply.header('Content-Length', body.length).send(body);
    },
  );
}
