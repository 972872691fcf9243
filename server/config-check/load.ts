// Reads every JSON file under config/, and the form schemas of schemas/forms/ (the studio changes them too), and parses
// them; a file that is not JSON becomes a problem, not a crash.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Problem } from './problem';

export interface LoadedConfig {
  root: string;
  files: Map<string, unknown>;
  problems: Problem[];
}

function listJson(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listJson(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

/** Loads `<root>/config/**\/*.json` and `<root>/schemas/forms/*.json`; keys are paths relative to root, with forward slashes. */
export function loadConfig(root: string): LoadedConfig {
  const files = new Map<string, unknown>();
  const problems: Problem[] = [];
  // A copy of the config alone (some tests check one) has no forms.
  const forms = join(root, 'schemas/forms');
  for (const full of [...listJson(join(root, 'config')).sort(), ...(existsSync(forms) ? listJson(forms).sort() : [])]) {
    const file = relative(root, full).split('\\').join('/');
    try {
      files.set(file, JSON.parse(readFileSync(full, 'utf8')));
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        message: `invalid JSON: ${(error as Error).message}`,
        key: 'invalidJson',
        params: { error: (error as Error).message },
      });
    }
  }
  return { root, files, problems };
}
