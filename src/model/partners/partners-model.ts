// Partners and destinations (requirements §2.2 /discover/partners, /discover/partners/:id/:article?): the directory
// with its type and search (both kept in the page's address by the template, so a reload or a shared link
// shows the same list), the list of every partner (the gift shop's too, when the member asks for them), one
// partner's page and one article. Each answer is kept only for what was asked
// last (the id and the language), so a quick series of clicks never ends on an older partner.
import { combine, createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberDataStores } from '@/model/session/member-changed';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { loadAllPartnersFx, loadArticleFx, loadDirectoryFx, loadPartnerFx } from './partners-calls';
import type { PartnerSummary } from './partners-calls';
import { visiblePartners } from './partners-filter';
import type { PartnerTypeChoice } from './partners-filter';
import type { Loadable } from '@/lib/loadable';

export type { PartnerArticle, PartnerDetail, PartnerSummary } from './partners-calls';

export const directoryOpened = createEvent();
/** The page shows every partner, the gift shop's too (partners_list_all_light). */
export const allPartnersOpened = createEvent();
/** The address's type and search (the template reads them from the query string). */
export const directoryFiltered = createEvent<{ type: PartnerTypeChoice; search: string }>();
export const partnerOpened = createEvent<number>();
export const articleOpened = createEvent<number>();

export const $directory = createStore<{ language: string | null; state: Loadable<PartnerSummary[]> }>({
  language: null,
  state: { status: 'loading' },
});
export const $allPartners = createStore<{ language: string | null; state: Loadable<PartnerSummary[]> }>({
  language: null,
  state: { status: 'loading' },
});
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

// Why not every time: the directory changes with a release; in another language it is read again (translated
// names), when the page opens again in it (the page asks again on a language switch).
sample({
  clock: directoryOpened,
  source: { directory: $directory, language: $appliedLanguage, loading: loadDirectoryFx.pending },
  filter: ({ directory, language, loading }) => !loading && (directory.state.status !== 'ready' || directory.language !== language),
  fn: ({ language }) => ({ language }),
  target: loadDirectoryFx,
});
$directory
  .on(loadDirectoryFx, (current, { language }) =>
    current.state.status === 'ready' ? { ...current, language } : { language, state: { status: 'loading' } },
  )
  .on(loadDirectoryFx.done, (_, { params, result }) => ({ language: params.language, state: { status: 'ready', data: result } }))
  .on(loadDirectoryFx.fail, (current) => (current.state.status === 'ready' ? current : { ...current, state: { status: 'failure' } }));
// The list of every partner is kept the same way, and read only when the page shows it.
sample({
  clock: allPartnersOpened,
  source: { all: $allPartners, language: $appliedLanguage, loading: loadAllPartnersFx.pending },
  filter: ({ all, language, loading }) => !loading && (all.state.status !== 'ready' || all.language !== language),
  fn: ({ language }) => ({ language }),
  target: loadAllPartnersFx,
});
$allPartners
  .on(loadAllPartnersFx, (current, { language }) =>
    current.state.status === 'ready' ? { ...current, language } : { language, state: { status: 'loading' } },
  )
  .on(loadAllPartnersFx.done, (_, { params, result }) => ({ language: params.language, state: { status: 'ready', data: result } }))
  .on(loadAllPartnersFx.fail, (current) => (current.state.status === 'ready' ? current : { ...current, state: { status: 'failure' } }));
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
memberDataStores($directory, $allPartners, $directoryFilter);
