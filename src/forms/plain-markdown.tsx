// Stands in for `markdown-to-jsx/react` in the build (vite.config.ts resolve.alias), a lighter form chunk: rjsf imports it
// for descriptions and help written in Markdown, which it parses only when a uiSchema sets
// `ui:enableMarkdownInDescription`; no form of ours does, so the parser (about 12 kB gzip) was dead weight in
// the form chunk. Should a form ever enable it, its text shows as written, unparsed (never as raw HTML).
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
