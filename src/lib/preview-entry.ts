// Preview mode's entry: the content system's preview button opens the environment's admin-preview URL
// (config/app.json) with `?token=<preview token>&url=<portal path>`. Only that address starts preview mode;
// the token is what makes the API serve drafts, so a forged entry shows nothing a visitor could not see.
import { safeRef } from './safe-ref';

export interface PreviewEntry {
  token: string;
  /** Where to go once in preview (a same-origin path; the root when missing or unsafe). */
  path: string;
}

/** The preview request carried by `location`, or null when it is not the admin-preview address. */
export function previewEntry(location: URL, adminPreviewUrl: string): PreviewEntry | null {
  let entry: URL;
  try {
    // A path (the local environment's) is on the portal's own origin, whatever port serves it.
    entry = new URL(adminPreviewUrl, location.origin);
  } catch {
    return null;
  }
  const samePath = location.pathname.replace(/\/+$/, '') === entry.pathname.replace(/\/+$/, '');
  if (location.origin !== entry.origin || !samePath) return null;
  const token = location.searchParams.get('token');
  if (!token) return null;
  return { token, path: safeRef(location.searchParams.get('url')) ?? '/' };
}
