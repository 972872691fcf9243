// The partner calls of the API contract (requirements §7: partners_list_light?type[]=partner&type[]=destination,
// partners_list_all_light, partners/{id}, partners_content_detail?contentId=).
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { AnswerOf } from '@/api/operation-types';
import { call } from '@/model/session/api';

export type PartnerSummary = AnswerOf<'listPartnerDirectory'>[number];
export type PartnerDetail = AnswerOf<'getPartner'>;
export type PartnerArticle = AnswerOf<'getPartnerArticle'>;

/** The language rides along so a list read in another language is read again (names and summaries are translated). */
export const loadDirectoryFx = createEffect<{ language: string | null }, PartnerSummary[], ApiError>(() =>
  call('listPartnerDirectory', { query: { 'type[]': ['partner', 'destination'] } }),
);
/** Every partner, the gift shop's too (partners_list_all_light); the language rides along as for the directory. */
export const loadAllPartnersFx = createEffect<{ language: string | null }, PartnerSummary[], ApiError>(() => call('listAllPartners'));
export const loadPartnerFx = createEffect<{ id: number; language: string | null }, PartnerDetail, ApiError>(({ id }) =>
  call('getPartner', { path: { id: String(id) } }),
);
export const loadArticleFx = createEffect<{ id: number; language: string | null }, PartnerArticle, ApiError>(({ id }) =>
  call('getPartnerArticle', { query: { contentId: String(id) } }),
);
