// A partner's page and an article (src/model/partners), with fork + allSettled and the calls' handlers replaced: the
// latest id winning over an older answer, and a 404 told apart from a failure.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadArticleFx, loadPartnerFx } from '@/model/partners/partners-calls';
import { $article, $partner, articleOpened, partnerOpened } from '@/model/partners/partners-model';
import type { PartnerDetail } from '@/model/partners/partners-model';

const detail = (id: number, name: string): PartnerDetail => ({
  id,
  name,
  type: 'partner',
  summary: `${name} for agents`,
  article_count: 2,
  favorite: false,
  website: null,
  cmsContent: { zones: { partner_logo: [], partner_banner: [], partner_intro: [] } },
  articles: [],
  shop_products: [],
  financial_services: [],
  content_page: false,
});
const notFound: ApiError = { code: 'partner_not_found', status: 404, errors: 'Partner not found', key: 'partner_not_found' };
const offline: ApiError = { code: 'network', status: 0, errors: 'Failed to fetch', key: 'network' };

describe('a partner and an article', () => {
  it('shows the partner asked for last, whatever order the answers come in', async () => {
    const answers: Record<number, (value: PartnerDetail) => void> = {};
    const load = vi.fn(({ id }: { id: number }) => new Promise<PartnerDetail>((resolve) => (answers[id] = resolve)));
    const scope = fork({ values: [[$appliedLanguage, 'en']], handlers: [[loadPartnerFx, load]] });
    const first = allSettled(partnerOpened, { scope, params: 1 });
    const second = allSettled(partnerOpened, { scope, params: 3 });
    answers[3]?.(detail(3, 'Skyline Airways'));
    answers[1]?.(detail(1, 'Alpine Rail'));
    await Promise.all([first, second]);
    const partner = scope.getState($partner);
    expect(partner.params?.id).toBe(3);
    expect(partner.state).toEqual({ status: 'ready', data: detail(3, 'Skyline Airways') });
  });

  it('tells "not found" (404) from a failure, for partners and articles', async () => {
    const scope = fork({
      values: [[$appliedLanguage, 'en']],
      handlers: [
        [loadPartnerFx, async ({ id }: { id: number }) => Promise.reject(id === 99 ? notFound : offline)],
        [loadArticleFx, async () => Promise.reject({ ...notFound, code: 'article_not_found' })],
      ],
    });
    await allSettled(partnerOpened, { scope, params: 99 });
    expect(scope.getState($partner)).toMatchObject({ params: { id: 99 }, state: { status: 'not-found' } });
    await allSettled(partnerOpened, { scope, params: 2 });
    expect(scope.getState($partner)).toMatchObject({ params: { id: 2 }, state: { status: 'failure' } });
    await allSettled(articleOpened, { scope, params: 5 });
    expect(scope.getState($article)).toMatchObject({ params: { id: 5 }, state: { status: 'not-found' } });
  });

  it('asks in the language of the page and keeps the shown partner on screen while it reads it again', async () => {
    let release: (value: PartnerDetail) => void = () => undefined;
    const load = vi.fn(async ({ id, language }: { id: number; language: string | null }) =>
      language === 'en' ? detail(id, 'Alpine Rail') : new Promise<PartnerDetail>((resolve) => (release = resolve)),
    );
    const scope = fork({ values: [[$appliedLanguage, 'en']], handlers: [[loadPartnerFx, load]] });
    await allSettled(partnerOpened, { scope, params: 1 });
    await allSettled($appliedLanguage, { scope, params: 'fr-be' });
    const again = allSettled(partnerOpened, { scope, params: 1 });
    expect(load).toHaveBeenLastCalledWith({ id: 1, language: 'fr-be' });
    expect(scope.getState($partner).state).toMatchObject({ status: 'ready', data: { name: 'Alpine Rail' } });
    release(detail(1, 'Alpine Rail (fr)'));
    await again;
    expect(scope.getState($partner).state).toMatchObject({ status: 'ready', data: { name: 'Alpine Rail (fr)' } });
  });
});
