import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * React.lazy of a component whose module may be loaded already (a route preloaded it): then it is handed to React
 * as a thenable that answers at once, so the component renders in the same pass as the page, where a promise, even a
 * settled one, shows the Suspense fallback first. Otherwise `load` fetches it.
 */
export function lazyAtOnce<Props extends object>(
  loaded: () => ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  type Loaded = { default: ComponentType<Props> };
  return lazy<ComponentType<Props>>(() => {
    const component = loaded();
    if (component) return { then: (resolve: (module: Loaded) => void) => resolve({ default: component }) } as Promise<Loaded>;
    return load().then((found) => ({ default: found }));
  });
}
