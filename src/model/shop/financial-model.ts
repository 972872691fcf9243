// A partner's financial service (requirements §2.2 /exchange-my-miles/details/:id/financial-service): the product is
// the product model's ($product, productOpened); this model sends the request form and keeps its receipt,
// per product, until the member asks to send another or another member signs in.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';

type Schemas = components['schemas'];
export type FinancialReceipt = Schemas['FinancialServiceReceipt'];
export type FinancialRequestBody = Schemas['FinancialServiceRequest'];

/** The catalogue's type of a partner's financial service (products_light type 6, kind "financial"). */
export const FINANCIAL_KIND = 'financial';

export const sendFinancialRequestFx = createEffect<FinancialRequestBody, FinancialReceipt, ApiError>((body) =>
  call('createFinancialServiceRequest', { body }),
);
/** "Send another request": the form again, for the same product. */
export const anotherRequestAsked = createEvent();

/** The receipt of the latest request sent from this page, by product. */
export const $financialReceipt = createStore<FinancialReceipt | null>(null);

// Why the receipt replaces the form: the request is stored; sending the same form again would ask twice.
sample({ clock: sendFinancialRequestFx.doneData, target: $financialReceipt });
$financialReceipt.reset(anotherRequestAsked);

// Why: the next member must never see this one's receipt.
memberDataStores($financialReceipt);
