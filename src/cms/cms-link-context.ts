// How CMS links find their way in the visitor's language. Editors write English route paths
// (`/my-miles`); the page code provides `localize`, which maps such a path to the visitor's language
// (`/fr-be/mes-miles`). Without a provider, paths are used as written.
import { createContext } from 'react';

export interface CmsLinkContextValue {
  /** Maps an internal path written by an editor (English route path, with query and hash) to the path to link to. */
  localize(path: string): string;
  /** False for an internal path the reader's route list cannot open (a sign-up link shown to a member). */
  reachable(path: string): boolean;
}

/** Provided by the page code around CMS zones; read by `CmsHtml` for every internal link. */
export const CmsLinkContext = createContext<CmsLinkContextValue>({ localize: (path) => path, reachable: () => true });
