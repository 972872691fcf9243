// The contract's schemas as TypeScript types (generated from schemas/api/openapi.json), for handlers.
import type { components } from '../../src/generated/api';

export type Schemas = components['schemas'];
