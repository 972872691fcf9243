/** @vitest-environment node */
// The layers of src/ are the lint's (eslint.config.js): every folder has a rank, an import from a folder outside the
// table is refused, the layers below the components never reach React, directly or through a module that does, and
// the pure helpers never touch the browser.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { rank, unrankedFolders } from '../../eslint.config.js';
import { fileFolder } from '../support/temp-dir';

// The project's config, running only the three rules the layers are made of. Those read imports and names, not types,
// so the parser builds no TypeScript program (the type-aware rules that would need one are filtered out with the rest).
const layerRules = ['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-globals'];
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => layerRules.includes(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});
/** The messages of the given rules for `code` linted as the file `filePath` (the project's config for that path). */
async function refusals(code: string, filePath: string, rules: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // A sample that does not parse has no rule's message: it would pass every "refuses nothing".
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

const temp = fileFolder('miles-lint-layers-');

describe('the layer table', () => {
  it('ranks every folder of src/', () => {
    const folders = readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    expect(unrankedFolders('src')).toEqual([]);
    expect(folders.map((folder) => folder.name).sort()).toEqual(Object.keys(rank).sort());
  });

  it('names a folder that has no rank (the lint then refuses to start)', () => {
    for (const folder of ['model', 'member-area']) mkdirSync(join(temp, folder));
    expect(unrankedFolders(temp)).toEqual(['member-area']);
  });
});

describe('the lint', () => {
  const model = 'src/model/session/session-model.ts';

  it('refuses an import from src/ outside a ranked folder', async () => {
    expect(await refusals("import '@/main';\n", model, ['import-x/no-restricted-paths'])).toEqual([
      expect.stringContaining('ranked folder'),
    ]);
  });

  it('refuses the studio to the portal: it is an app of its own, which no folder of the portal imports', async () => {
    for (const file of ['src/app/app.tsx', 'src/templates/basket/basket-template.tsx', 'src/main.tsx'])
      expect(
        await refusals("import { StudioApp } from '@/studio/studio-app';\nexport const probe = StudioApp;\n", file, layerRules),
        file,
      ).not.toEqual([]);
  });

  it('refuses React below the components, and a module that brings it', async () => {
    for (const file of [model, 'src/api/client.ts', 'src/platform/storage.ts', 'src/lib/format-number.ts'])
      expect(
        await refusals("import { useState } from 'react';\nexport const probe = useState;\n", file, ['no-restricted-imports']),
        file,
      ).toEqual([expect.stringContaining('never import React')]);
    // A model reaches React only through the components' layers, which rank above it.
    expect(
      await refusals("import { ScrollRegion } from '@/ui/scroll-region';\nexport const probe = ScrollRegion;\n", model, [
        'import-x/no-restricted-paths',
      ]),
    ).toEqual([expect.stringContaining('model must not import ui')]);
  });

  it("refuses the server any of the portal's code but the contract and the generated types", async () => {
    const server = 'server/http/violations.ts';
    expect(
      await refusals("import { safeRef } from '../../src/lib/safe-ref';\nexport const probe = safeRef;\n", server, [
        'import-x/no-restricted-paths',
      ]),
    ).toEqual([expect.stringContaining('only src/contract')]);
    expect(
      await refusals("import { formats } from '../../src/contract/formats';\nexport const probe = formats;\n", server, [
        'import-x/no-restricted-paths',
      ]),
    ).toEqual([]);
  });

  it('refuses the browser in the pure helpers, and lets the platform layer use it', async () => {
    const reads = "export const probe = () => window.localStorage.getItem('token');\n";
    expect(await refusals(reads, 'src/lib/format-number.ts', ['no-restricted-globals'])).toEqual([
      expect.stringContaining('src/lib holds pure helpers'),
    ]);
    expect(await refusals(reads, 'src/platform/storage.ts', ['no-restricted-globals'])).toEqual([]);
  });

  it('lets a layer import from below it', async () => {
    expect(
      await refusals("import { storageKeys } from '@/lib/storage-keys';\nexport const probe = storageKeys;\n", model, [
        'import-x/no-restricted-paths',
        'no-restricted-imports',
      ]),
    ).toEqual([]);
  });
});
