// What the server and the portal agree on for the config the studio publishes (server/studio/live-config.ts sends it,
// src/platform/live-config.ts reads it): the live version and its files, carried in each page's head; the version again
// on every API answer, so an open tab learns that a newer one is live.

export interface LiveConfig {
  /** The live version (0: nothing published yet, the files as shipped). */
  version: number;
  /** Each file the live version changes, by its path in the project (`config/pages/faq.json`), parsed. */
  files: Record<string, unknown>;
  /**
   * Set while a studio account previews drafts in this browser: the files then hold them too, unless the drafts have a
   * problem (`withProblems`: the files are the live ones).
   */
  preview?: { by: string; withProblems?: boolean };
}

/** The id of the `<script type="application/json">` element a page carries the live config in. */
export const liveConfigElementId = 'live-config';

/** The header of every API answer that names the live version. */
export const liveVersionHeader = 'Portal-Config-Version';
