// The content pages with hotel lists: /brands (the brands), /brands/:brand (one brand and its
// hotels), /discover-hotels and the two hotel-group journeys (a list each). The page's text is the content
// system's (config/pages/<id>.json `content`); the list is the one its page config's data source reads (`dataSources`:
// GET brands, or GET hotel_collections/{code} for a list of the hotels file), shown as the hotels' own cards, so a
// new list page is config. /brands/:brand has no content page per brand: its heading and text are the brand's own.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { CmsZone } from '@/cms/cms-zone';
import { useDataSource } from '@/blocks/data/page-data-sources';
import type { Loadable } from '@/lib/loadable';
import { $brand, brandOpened } from '@/model/hotel-search/collections-model';
import type { Brand, HotelCollection } from '@/model/hotel-search/hotel-calls';
import type { TemplateProps } from '@/templates/template-props';
import { ContentPage } from '@/templates/content/content-page';
import { RouteLink } from '@/ui/route-links';
import { BrandList, HotelCardList, ListStates } from './hotel-lists';
import { useHotelPageView } from './use-hotel-page-view';
import './hotels.css';
import { usePageTitle } from '@/ui/page-title';
import { useOpened } from '@/blocks/use-opened';
import { shownFor } from '@/model/remote-data/loadable-query';

function BrandPage({ code, routeId }: { code: string; routeId?: string }) {
  const { t } = useTranslation();
  const { brand, open } = useUnit({ brand: $brand, open: brandOpened });
  useOpened(() => {
    open(code);
  }, [code, open]);
  const state = shownFor(brand, (asked) => asked === code);
  const data = state.status === 'ready' ? state.data : null;
  useHotelPageView(routeId, state.status !== 'loading', {
    results: data ? data.hotels.length : null,
    hotel: data ? { code: null, name: null, city: null, country: null, brand: { code: data.code, name: data.name } } : null,
  });
  usePageTitle(data?.name);
  return (
    <article className="page content-page hotel-brand" data-template="hotel-collection" aria-busy={state.status === 'loading'}>
      <p>
        <RouteLink to="famous-brands">{t('hotels.lists.allBrands')}</RouteLink>
      </p>
      <h1>{data?.name ?? t('hotels.lists.brand')}</h1>
      <ListStates state={state} onRetry={() => open(code)}>
        {(b) => (
          <>
            <img className="hotel-brand__logo" src={b.logo.url} alt={b.logo.alt} width={b.logo.width} height={b.logo.height} />
            <p>{b.description}</p>
            <HotelCardList
              hotels={b.hotels}
              heading={t('hotels.lists.brandHotels', { count: b.hotel_count, cities: b.cities.join(', ') })}
            />
          </>
        )}
      </ListStates>
    </article>
  );
}

/** The list the page's data source reads: the brands, or a list of hotels (a 404: a code the hotels file lacks). */
function PageList({ name, brands, routeId }: { name: string; brands: boolean; routeId?: string }) {
  const { t } = useTranslation();
  const { state, retry } = useDataSource(name);
  const shown: Loadable<Brand[] | HotelCollection> =
    state === undefined
      ? { status: 'loading' }
      : state.status === 'failure' && state.error.status === 404
        ? { status: 'not-found' }
        : (state as Loadable<Brand[] | HotelCollection>);
  const count = shown.status === 'ready' ? (Array.isArray(shown.data) ? shown.data.length : shown.data.hotels.length) : null;
  useHotelPageView(routeId, shown.status !== 'loading', { results: count });
  return (
    <ListStates state={shown} onRetry={retry}>
      {(data) =>
        brands && Array.isArray(data) ? (
          <BrandList brands={data} />
        ) : (
          <HotelCardList hotels={(data as HotelCollection).hotels} heading={(data as HotelCollection).title || t('hotels.lists.hotels')} />
        )
      }
    </ListStates>
  );
}

export default function HotelCollectionTemplate(props: TemplateProps) {
  const { params, routeId } = props;
  if (params.brand !== undefined) return <BrandPage code={params.brand} routeId={routeId} />;
  const listed = props.page.dataSources?.find(({ endpoint }) => endpoint === 'brands' || endpoint.startsWith('hotel_collections/'));
  const list = listed ? <PageList name={listed.name} brands={listed.endpoint === 'brands'} routeId={routeId} /> : null;
  return (
    <ContentPage
      {...props}
      variant="hotel-collection"
      main={(page, preview) => (
        <>
          <CmsZone items={page.zones.main} preview={preview} />
          {list}
        </>
      )}
    />
  );
}
