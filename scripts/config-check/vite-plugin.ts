// Runs the config check inside Vite: a problem fails `vite build`, and in the dev server it shows in the
// error overlay as soon as a config file is saved.
import type { Plugin, ViteDevServer } from 'vite';
import { fileURLToPath } from 'node:url';
import { checkConfig } from '../../server/config-check/check';
import { formatProblem } from '../../server/config-check/problem';

const root = fileURLToPath(new URL('../..', import.meta.url));

function report(): string | null {
  const problems = checkConfig(root);
  return problems.length ? `Config check failed:\n${problems.map(formatProblem).join('\n')}` : null;
}

export function configCheckPlugin(): Plugin {
  return {
    name: 'miles-config-check',
    buildStart() {
      const message = report();
      if (message) this.error(message);
    },
    configureServer(server: ViteDevServer) {
      const recheck = (file: string) => {
        if (!/[/\\](config|schemas)[/\\]/.test(file)) return;
        const message = report();
        if (message) server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'miles-config-check' } });
        else server.ws.send({ type: 'full-reload' });
      };
      server.watcher.add([`${root}config`, `${root}schemas`]);
      server.watcher.on('change', recheck);
      server.watcher.on('add', recheck);
      server.watcher.on('unlink', recheck);
    },
  };
}
