// The partner's own presentation, from the content system: the page its partner page shows
// (/discover/partners/<id>, the English route path, as every content url). A partner without a page yet shows
// nothing here (the product's description stays); a failure says so with a retry, the rest of the page works.
import { useTranslation } from 'react-i18next';
import { CmsPageContext } from '@/cms/cms-page-context';
import { CmsZone } from '@/cms/cms-zone';
import { useCmsPage } from '@/cms/use-cms-page';
import { LoadStates } from '@/ui/load-states';

export function PartnerContent({ partner }: { partner: { id: number; name: string } }) {
  const { t } = useTranslation();
  const { state, preview, retry } = useCmsPage({ url: `/discover/partners/${partner.id}` });
  return (
    <section className="financial__partner-content" aria-labelledby="financial-partner" aria-busy={state.status === 'loading'}>
      <h2 id="financial-partner">{t('shop.financial.about', { partner: partner.name })}</h2>
      <LoadStates
        state={state}
        loading={t('shop.financial.loading')}
        failed={t('shop.financial.partnerFailed')}
        retryLabel={t('data.retry')}
        onRetry={retry}
      >
        {(page) => (
          <div data-testid="partner-content">
            <CmsPageContext.Provider value={{ page, preview }}>
              <CmsZone items={page.zones.hero} preview={preview} />
              <CmsZone items={page.zones.main} preview={preview} />
            </CmsPageContext.Provider>
          </div>
        )}
      </LoadStates>
    </section>
  );
}
