// The loading of CMS HTML's renderer (parsed-cms-html.tsx: the parser and the sanitiser, its own chunk). The module of
// a page that shows content HTML (cms-html.tsx) asks for it as it is evaluated, so the route waits for the renderer
// with the template (src/router/build-routes.tsx) and the route shells name it beside the template. On a page hydrated
// as the build rendered it, the content stays the server's HTML until the hydration gate opens: the page is live
// without the renderer. In the shell: the router asks it, without importing what shows content.
import type * as ParsedModule from './parsed-cms-html';
import { hydrationGateArmed, hydrationGateOpened } from '@/platform/hydration-gate';

type Renderer = typeof ParsedModule;
let importRenderer: (() => Promise<Renderer>) | undefined;
let renderer: Renderer | undefined;
let loading: Promise<Renderer> | undefined;

/** Loads the renderer (once; a failed load is tried again on the next call). */
export function loadContentRenderer(): Promise<Renderer> {
  if (!importRenderer) return Promise.reject(new Error('no module of the page shows content HTML'));
  loading ??= importRenderer().then(
    (module) => (renderer = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The renderer when it is loaded already (React.lazy can then render in the same pass). */
export const loadedContentRenderer = (): Renderer | undefined => renderer;

/** A page's module shows content HTML: the renderer (`load`) loads now, or when the hydration gate opens. */
export function wantContentRenderer(load: () => Promise<Renderer>): void {
  if (importRenderer) return;
  importRenderer = load;
  void hydrationGateOpened.then(loadContentRenderer).catch(() => undefined);
}

/**
 * What a route waits for besides its template: the renderer while it loads, unless the page is being hydrated as
 * built; null when no module wants it or it is there. A failed load resolves too (the content shows the failure).
 */
export function contentRendererPending(): Promise<void> | null {
  if (!importRenderer || renderer || hydrationGateArmed()) return null;
  return loadContentRenderer().then(
    () => undefined,
    () => undefined,
  );
}
