// The blocks this build delivers: one file per block in schemas/config/blocks (its props schema), listed by
// `npm run gen:types` in src/generated/registry-names.ts, which the config checker reads; block-registry.ts is typed
// against it, so the two cannot drift.
export { registeredBlocks } from '../generated/registry-names';
export type { BlockPropsByName, RegisteredBlock } from '../generated/registry-names';
