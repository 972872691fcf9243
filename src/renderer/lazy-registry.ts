// A registry in the manner of rjsf's: a map from name to lazy loader, created once at module level.
// Each component is wrapped in React.lazy once, so a name always gives the same component (no remounts)
// and each entry is its own chunk. An unknown name gives null: callers show a visible placeholder.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyRegistry<P> {
  get(name: string): LazyExoticComponent<ComponentType<P>> | null;
  /** Starts loading a name's chunk (once); resolves when it is there, or failed: the lazy component reports failures. */
  preload(name: string): Promise<void>;
  has(name: string): boolean;
  names(): string[];
  /** Resolves once every chunk asked for so far has arrived or failed (nothing is started by asking). */
  settled(): Promise<void>;
}

export function createLazyRegistry<P>(loaders: Record<string, Loader<P>>): LazyRegistry<P> {
  const components = new Map<string, LazyExoticComponent<ComponentType<P>>>();
  const loads = new Map<string, Promise<{ default: ComponentType<P> }>>();
  // One import per name: the route's lazy, a link's intent and React.lazy share it, so the chunk loads once.
  const load = (name: string, loader: Loader<P>) => {
    let pending = loads.get(name);
    if (!pending) {
      pending = loader();
      // A failed load is forgotten, so a later attempt (Try again) imports afresh.
      pending.catch(() => loads.delete(name));
      loads.set(name, pending);
    }
    return pending;
  };
  return {
    get(name) {
      const loader = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
      if (!loader) return null;
      let component = components.get(name);
      if (!component) {
        component = lazy(() => load(name, loader));
        components.set(name, component);
      }
      return component;
    },
    preload(name) {
      const loader = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
      return loader
        ? load(name, loader).then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve();
    },
    has: (name) => Object.hasOwn(loaders, name),
    names: () => Object.keys(loaders),
    settled: () => Promise.allSettled(loads.values()).then(() => undefined),
  };
}
