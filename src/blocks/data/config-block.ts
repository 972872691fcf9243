import type { ComponentType } from 'react';

/**
 * A block whose props have required members, as the block registry takes it (props as page config has them).
 * Safe because the page schema applies the block's props schema (schemas/config/blocks/<name>.json, with its
 * `required`) to every page in `check:config` and in the build, so a page cannot reach it without them.
 */
export function configBlock<Props extends object>(component: ComponentType<Props>): ComponentType<Record<string, unknown>> {
  return component as unknown as ComponentType<Record<string, unknown>>;
}
