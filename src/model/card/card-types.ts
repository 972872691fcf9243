// The prepaid card's shapes, from the API contract (schemas/api/openapi.json, tag `card`).
import type { components } from '@/generated/api';

type Schemas = components['schemas'];
export type DeliveryAddress = Schemas['DeliveryAddress'];
export type Card = Schemas['Card'];
export type CardState = Schemas['CardState'];
export type BlockReason = Schemas['CardBlockReason'];
export type CardOffer = Schemas['CardOffer'];
export type CardStatus = Schemas['CardStatus'];
export type PreviousCard = Schemas['PreviousCard'];
export type BlockingReasons = Schemas['CardBlockingReasons'];
export type CardLoad = Schemas['CardLoad'];
export type PinRevealToken = Schemas['PinRevealToken'];
export type PinReveal = Schemas['PinReveal'];
export type CardTransactions = Schemas['CardTransactions'];
export type CardMonth = CardTransactions['months'][number];
export type CardTransaction = Schemas['CardTransaction'];
