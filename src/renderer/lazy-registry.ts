// A registry in the manner of rjsf's: a map from name to lazy loader, created once at module level.
// Each component is wrapped in React.lazy once, so a name always gives the same component (no remounts)
// and each entry is its own chunk. An unknown name gives null: callers show a visible placeholder.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyRegistry<P> {
  get(name: string): LazyExoticComponent<ComponentType<P>> | null;
  has(name: string): boolean;
  names(): string[];
}

export function createLazyRegistry<P>(loaders: Record<string, Loader<P>>): LazyRegistry<P> {
  const components = new Map<string, LazyExoticComponent<ComponentType<P>>>();
  return {
    get(name) {
      const loader = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
      if (!loader) return null;
      let component = components.get(name);
      if (!component) {
        component = lazy(loader);
        components.set(name, component);
      }
      return component;
    },
    has: (name) => Object.hasOwn(loaders, name),
    names: () => Object.keys(loaders),
  };
}
