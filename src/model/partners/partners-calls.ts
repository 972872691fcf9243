// The partner calls of the API contract that a partner's page makes (requirements §7: partners/{id},
// partners_content_detail?contentId=); the directory's lists are page data (config/pages/partners.json).
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { AnswerOf } from '@/api/operation-types';
import { call } from '@/model/session/api';

export type PartnerDetail = AnswerOf<'getPartner'>;
export type PartnerArticle = AnswerOf<'getPartnerArticle'>;

export const loadPartnerFx = createEffect<{ id: number; language: string | null }, PartnerDetail, ApiError>(({ id }) =>
  call('getPartner', { path: { id: String(id) } }),
);
export const loadArticleFx = createEffect<{ id: number; language: string | null }, PartnerArticle, ApiError>(({ id }) =>
  call('getPartnerArticle', { query: { contentId: String(id) } }),
);
