// Shapes of the booking-claim calls (requirements §3), from the API contract (src/generated/api.ts).
import type { components } from '@/generated/api';

type Schemas = components['schemas'];

export type BookingClaim = Schemas['BookingClaim'];
export type BookingClaimRequest = Schemas['BookingClaimRequest'];
export type BookingSource = Schemas['BookingSource'];
export type HotelLight = Schemas['HotelLight'];

/** What the declare-a-booking form gives: field name (the API's) → value, possibly incomplete. */
export type ClaimValues = Record<string, unknown>;
