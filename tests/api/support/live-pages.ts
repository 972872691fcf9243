// What the API tests read of a portal page the server sent: the live config it carries in its head.
import { liveConfigElementId } from '../../../src/contract/live-config';
import type { LiveConfig } from '../../../src/contract/live-config';

/** The live config a page carries, or null when it carries none. */
export function carried(html: string): LiveConfig | null {
  const found = new RegExp(`<script type="application/json" id="${liveConfigElementId}">(.*?)</script>`).exec(html);
  return found?.[1] ? (JSON.parse(found[1]) as LiveConfig) : null;
}
