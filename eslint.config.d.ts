// The named exports of eslint.config.js that tests read (tests/config/lint-layers.test.ts).
import type { Linter } from 'eslint';

/** Each folder of src/ and its layer's rank: a folder imports only from folders ranked strictly below it. */
export declare const rank: Readonly<Record<string, number>>;
/** The folders of `src` that have no rank. */
export declare function unrankedFolders(src: string | URL): string[];
declare const config: Linter.Config[];
export default config;
