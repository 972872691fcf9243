// uPlot builds an Intl.NumberFormat and an Intl.DateTimeFormat when its module is evaluated. The first Intl
// formatter of a page makes Chromium load its ICU data (≈ 12 ms of main thread), and /my-miles would
// pay it for formatters the chart never uses: our axes write their own labels (formatNumber and the months of
// src/lib/format-date.ts), the legend is off and the x scale is not time. This rewrites the two statements so
// each formatter is built on first use instead. Exact text is matched: if an upgrade of uPlot changes it, the
// build fails here (a silent miss would only bring the cost back, unseen).
import type { Plugin } from 'vite';

const rewrites: ReadonlyArray<readonly [string, string]> = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  [
    'const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;',
    'let localTzKept;\nconst localTzOf = () => (localTzKept ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);',
  ],
  ['\telse if (tz == localTz)', '\telse if (tz == localTzOf())'],
];

export function uplotLazyIntlPlugin(): Plugin {
  return {
    name: 'miles-uplot-lazy-intl',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/\\]node_modules[/\\]uplot[/\\]dist[/\\]uPlot\.esm\.js$/.test(id)) return null;
      let out = code;
      for (const [from, to] of rewrites) {
        if (out.split(from).length !== 2)
          throw new Error(`uplot-lazy-intl: uPlot's text changed, "${from.split('\n')[0]}" is not found once in ${id}`);
        out = out.replace(from, to);
      }
      if (/\blocalTz\b/.test(out)) throw new Error(`uplot-lazy-intl: uPlot still reads localTz somewhere in ${id}`);
      return { code: out, map: null };
    },
  };
}
