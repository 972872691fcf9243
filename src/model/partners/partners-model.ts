// A partner's page and one of its articles (requirements §2.2 /discover/partners/:id/:article?). Each answer is kept
// only for what was asked last (the id and the language), so a quick series of clicks never ends on an older partner.
// The directory itself is page config (config/pages/partners.json: a data list of the generic page data).
import { createEvent, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { loadArticleFx, loadPartnerFx } from './partners-calls';

export type { PartnerArticle, PartnerDetail } from './partners-calls';

export const partnerOpened = createEvent<number>();
export const articleOpened = createEvent<number>();

// Why by id whatever the language: the same partner read again (a retry, another language) keeps its page on screen.
const sameId = (a: { id: number }, b: { id: number }) => a.id === b.id;
const partner = thingQuery(loadPartnerFx, { name: 'partner', memberData: true, sameThing: sameId });
const article = thingQuery(loadArticleFx, { name: 'article', memberData: true, sameThing: sameId });
export const $partner = partner.$asked;
export const $article = article.$asked;

sample({
  clock: partnerOpened,
  source: $appliedLanguage,
  fn: (language, id) => ({ id, language }),
  target: partner.query.start,
});
sample({
  clock: articleOpened,
  source: $appliedLanguage,
  fn: (language, id) => ({ id, language }),
  target: article.query.start,
});
