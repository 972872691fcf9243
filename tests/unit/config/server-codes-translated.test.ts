// @vitest-environment node
// Every refusal code the reference server can answer has its message under `validation.server` in each language,
// so a member never reads the server's English text in a French or Dutch page; the studio's calls answer staff only,
// and their codes have their messages in the studio's own strings (`errors`, src/studio/strings). The codes are found in the server's
// source the way they are written there: a message literal followed by the code literal
// (`new ApiError(422, 'Please …', 'code')`, `fieldError('to', 'Please …', 'code')`, `unauthorized('…', 'code')`),
// plus every `x-key` of the API contract. A new code without its three messages fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupFile, readLocaleTree } from '../../../server/reference/locale-strings';

const root = resolve(__dirname, '../../..');
const languages = ['en', 'fr-be', 'nl-be'] as const;

/** Codes no member screen shows: answers to asset requests (a missing picture is a broken image, not a message). */
const notShown: Record<string, string> = {
  not_built: 'GET of the app shell before `npm run build`: a developer message, no page exists to show it',
  media_not_found: 'a missing product picture: the <img> falls back, no message',
  image_not_found: 'a missing profile picture: the avatar falls back to initials, no message',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

// A message (a quoted text with a space in it) directly followed by a snake_case code literal.
const messageThenCode = /(?:'[^'\n]* [^'\n]*'|`[^`]* [^`]*`)\s*,\s*'([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+)'/g;

/** The studio's server modules: what they answer is read in the studio, never on a member's page. */
const isStudio = (file: string) => file.includes(join('server', 'studio', '')) || file.endsWith(join('routes', 'studio-routes.ts'));

/** Studio codes the studio shows no message for. */
const studioNotShown: Record<string, string> = {
  invalid_token: 'an ended or foreign session: the studio goes back to its login',
};

function codesIn(files: string[]): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(messageThenCode)) codes.set(match[1]!, file.slice(root.length + 1));
  return codes;
}

function serverCodes(): Map<string, string> {
  const codes = codesIn(
    // Seed data (server/db) holds names and labels, not refusals.
    sourceFiles(join(root, 'server')).filter((file) => !file.includes(join('server', 'db')) && !isStudio(file)),
  );
  const contract = readFileSync(join(root, 'schemas/api/openapi.json'), 'utf8');
  for (const match of contract.matchAll(/"x-key":\s*"([a-z0-9_]+)"/g)) codes.set(match[1]!, 'schemas/api/openapi.json');
  return codes;
}

function serverMessages(language: string): Record<string, string> {
  const locale = readLocaleTree(language) as { validation?: { server?: Record<string, string> } };
  return locale.validation?.server ?? {};
}

describe('server refusal codes', () => {
  const codes = serverCodes();

  it('finds the codes of the server (the scan itself works)', () => {
    // Known codes from several modules: if the pattern stops matching the source, this fails instead of passing empty.
    for (const known of ['insufficient_points', 'recipient_not_found', 'date_range_too_long', 'session_ended'])
      expect(codes.has(known), known).toBe(true);
    expect(codes.size).toBeGreaterThan(60);
  });

  for (const language of languages) {
    it(`each has its message in ${language}`, () => {
      const messages = serverMessages(language);
      const missing = [...codes]
        .filter(([code]) => !(code in notShown) && !(typeof messages[code] === 'string' && messages[code] !== ''))
        .map(([code, file]) => `${code} (${file})`);
      const file = groupFile(language, 'validation')?.file ?? `config/locales/${language}/shell.json`;
      expect(missing, `add validation.server.<code> to ${file}`).toEqual([]);
    });
  }
});

describe('the studio’s refusal codes', () => {
  const codes = codesIn(sourceFiles(join(root, 'server')).filter(isStudio));

  it('finds the codes of the studio’s modules', () => {
    for (const known of ['invalid_credentials', 'json_invalid', 'nothing_to_publish']) expect(codes.has(known), known).toBe(true);
  });

  for (const language of languages) {
    it(`each has its message in the studio’s ${language} strings`, () => {
      const strings = JSON.parse(readFileSync(join(root, `src/studio/strings/${language}.json`), 'utf8')) as {
        errors?: Record<string, string>;
      };
      const missing = [...codes]
        .filter(([code]) => !(code in studioNotShown) && !strings.errors?.[code])
        .map(([code, file]) => `${code} (${file})`);
      expect(missing, `add errors.<code> to src/studio/strings/${language}.json`).toEqual([]);
    });
  }
});

describe('the client’s own failure codes', () => {
  // A call that got no answer (offline, a timeout) fails with a code the API client makes (src/api/api-error.ts): a
  // form or an item's file says it in the member's language, never the browser's English ("Failed to fetch").
  const codes = [...readFileSync(join(root, 'src/api/api-error.ts'), 'utf8').matchAll(/\bkey: '([a-z_]+)'/g)].map((m) => m[1]!);

  it('finds the codes the client makes', () => {
    expect(codes).toEqual(expect.arrayContaining(['network', 'timeout']));
  });

  for (const language of languages) {
    it(`each has its message in ${language}`, () => {
      const messages = serverMessages(language);
      expect(codes.filter((code) => !messages[code])).toEqual([]);
    });
  }
});
