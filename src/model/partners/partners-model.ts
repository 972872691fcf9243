// Partners and destinations (requirements §2.2 /discover/partners, /discover/partners/:id/:article?): the directory
// with its type and search (both kept in the page's address by the template, so a reload or a shared link
// shows the same list), the list of every partner (the gift shop's too, when the member asks for them), one
// partner's page and one article. Each answer is kept only for what was asked
// last (the id and the language), so a quick series of clicks never ends on an older partner.
import { combine, createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberDataStores } from '@/model/session/member-changed';
import { loadableQuery, thingQuery } from '@/model/remote-data/loadable-query';
import type { Asked } from '@/model/remote-data/loadable-query';
import { loadAllPartnersFx, loadArticleFx, loadDirectoryFx, loadPartnerFx } from './partners-calls';
import type { PartnerSummary } from './partners-calls';
import { visiblePartners } from './partners-filter';
import type { PartnerTypeChoice } from './partners-filter';

export type { PartnerArticle, PartnerDetail, PartnerSummary } from './partners-calls';

export const directoryOpened = createEvent();
/** The page shows every partner, the gift shop's too (partners_list_all_light). */
export const allPartnersOpened = createEvent();
/** The address's type and search (the template reads them from the query string). */
export const directoryFiltered = createEvent<{ type: PartnerTypeChoice; search: string }>();
export const partnerOpened = createEvent<number>();
export const articleOpened = createEvent<number>();

// Why not every time: the directory changes with a release; in another language it is read again (translated
// names), when the page opens again in it (the page asks again on a language switch). The list in hand stays
// meanwhile. The list of every partner (the gift shop's too) is kept the same way, read only when the page shows it.
const directory = loadableQuery(loadDirectoryFx, { name: 'directory', memberData: true });
const allPartners = loadableQuery(loadAllPartnersFx, { name: 'allPartners', memberData: true });
const withLanguage = ({ params, state }: Asked<{ language: string | null }, PartnerSummary[]>) => ({
  language: params?.language ?? null,
  state,
});
export const $directory = directory.$asked.map(withLanguage);
export const $allPartners = allPartners.$asked.map(withLanguage);
export const $directoryFilter = createStore<{ type: PartnerTypeChoice; search: string }>({ type: 'all', search: '' });
// Why by id whatever the language: the same partner read again (a retry, another language) keeps its page on screen.
const sameId = (a: { id: number }, b: { id: number }) => a.id === b.id;
const partner = thingQuery(loadPartnerFx, { name: 'partner', memberData: true, sameThing: sameId });
const article = thingQuery(loadArticleFx, { name: 'article', memberData: true, sameThing: sameId });
export const $partner = partner.$asked;
export const $article = article.$asked;

/** The groups shown (partners, then destinations), each by name, after the type and the search. */
export const $visiblePartners = combine($directory, $directoryFilter, $appliedLanguage, (directory, filter, language) =>
  directory.state.status === 'ready' ? visiblePartners(directory.state.data, filter.type, filter.search, language ?? 'en') : [],
);

/** The same groups from the list of every partner, with the gift shop's partners after the chosen type. */
export const $visibleAllPartners = combine($allPartners, $directoryFilter, $appliedLanguage, (all, filter, language) =>
  all.state.status === 'ready' ? visiblePartners(all.state.data, filter.type, filter.search, language ?? 'en', true) : [],
);

sample({ clock: directoryOpened, source: $appliedLanguage, fn: (language) => ({ language }), target: directory.query.refresh });
sample({ clock: allPartnersOpened, source: $appliedLanguage, fn: (language) => ({ language }), target: allPartners.query.refresh });
$directoryFilter.on(directoryFiltered, (_, filter) => filter);

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

// Why member data: the answers carry the member's favorite flags.
memberDataStores($directoryFilter);
