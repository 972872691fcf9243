// The build-time environment (APP_ENV), checked against config/app.json so a typo fails the build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const appFile = fileURLToPath(new URL('../../config/app.json', import.meta.url));

export function resolveEnvironment(requested: string | undefined): string {
  const app = JSON.parse(readFileSync(appFile, 'utf8')) as { defaultEnvironment: string; environments: Record<string, unknown> };
  const env = requested || app.defaultEnvironment;
  if (!(env in app.environments)) {
    throw new Error(`APP_ENV="${env}" is not an environment of config/app.json (${Object.keys(app.environments).join(', ')})`);
  }
  return env;
}
