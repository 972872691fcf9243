/// <reference types="vite/client" />

/** The build-time environment (local | qa | rc | prod), from APP_ENV; see vite.config.ts. */
declare const __APP_ENV__: string;

// A part of a language's strings (scripts/locale-parts.ts): its groups, as a module.
declare module '*.json?strings=shell' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*.json?strings=pages' {
  const strings: Record<string, unknown>;
  export default strings;
}
