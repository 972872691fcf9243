// Shapes of the user calls (requirements §3, §7), from the API contract (schemas/api/openapi.json → src/generated/api.ts).
import type { components } from '@/generated/api';

type Schemas = components['schemas'];

export type UserLight = Schemas['UserLight'];
export type UserProfile = Schemas['UserProfile'];
export type PointsStats = Schemas['PointsStats'];
export type ProfilePatch = Schemas['ProfilePatch'];
export type Country = Schemas['Country'];

/** The merged user of requirements §3 (light + profile), as kept under the `user` storage key. */
export type User = UserLight & Omit<UserProfile, 'profile_complete'>;
