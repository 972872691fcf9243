/// <reference types="vite/client" />

/** The build-time environment (local | qa | rc | prod), from APP_ENV; see vite.config.ts. */
declare const __APP_ENV__: string;
