// The content pages with hotel lists: /brands (the brands), /brands/:brand (one brand and its
// hotels), /discover-hotels and the two hotel-group journeys (a collection each). The page's text is the
// content system's (config/pages/<id>.json `content`), the list the API's; which list a page shows is its
// page id's (below). /brands/:brand has no content page per brand: its heading and text are the brand's own.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { CmsZone } from '@/cms/cms-zone';
import { $brand, $brands, $collection, brandOpened, brandsOpened, collectionOpened } from '@/model/hotel-search/collections-model';
import type { TemplateProps } from '@/templates/template-props';
import { ContentPage } from '@/templates/content/content-page';
import { RouteLink } from '@/ui/route-links';
import { BrandList, HotelCardList, ListStates } from './hotel-lists';
import { useHotelPageView } from './use-hotel-page-view';
import './hotels.css';
import { usePageTitle } from '@/ui/page-title';
import { useOpened } from '@/blocks/use-opened';
import { shownFor } from '@/model/remote-data/loadable-query';

/** The collection (GET hotel_collections/{code}) each page lists. */
const collectionOfPage: Record<string, string> = {
  'discover-hotels': 'discover',
  'hotel-group-train': 'la-dolce-vita',
  'hotel-group-boat': 'sailing',
};

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

function BrandsList({ routeId }: { routeId?: string }) {
  const { brands, open } = useUnit({ brands: $brands, open: brandsOpened });
  useOpened(() => {
    open();
  }, [open]);
  const state = brands.state;
  useHotelPageView(routeId, state.status !== 'loading', { results: state.status === 'ready' ? state.data.length : null });
  return (
    <ListStates state={state} onRetry={open}>
      {(data) => <BrandList brands={data} />}
    </ListStates>
  );
}

function CollectionList({ code, routeId }: { code: string; routeId?: string }) {
  const { t } = useTranslation();
  const { collection, open } = useUnit({ collection: $collection, open: collectionOpened });
  useOpened(() => {
    open(code);
  }, [code, open]);
  const state = shownFor(collection, (asked) => asked === code);
  useHotelPageView(routeId, state.status !== 'loading', { results: state.status === 'ready' ? state.data.hotels.length : null });
  return (
    <ListStates state={state} onRetry={() => open(code)}>
      {(data) => <HotelCardList hotels={data.hotels} heading={data.title || t('hotels.lists.hotels')} />}
    </ListStates>
  );
}

export default function HotelCollectionTemplate(props: TemplateProps) {
  const { pageId, params, routeId } = props;
  if (params.brand !== undefined) return <BrandPage code={params.brand} routeId={routeId} />;
  const collection = collectionOfPage[pageId];
  const list = collection ? <CollectionList code={collection} routeId={routeId} /> : <BrandsList routeId={routeId} />;
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
