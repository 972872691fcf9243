// Partners and destinations (requirements §2.2 /discover/partners, §2.5 template `partners`): the directory by type
// (partners, then destinations), each with its logo, summary, articles and a favorite toggle, and a search by
// name. "Include the gift shop's partners" shows every partner instead (requirements §7 partners_list_all_light): the
// same groups with the shop's partners after them. The type, the search and that choice live in the address
// (?type=destination&search=lux&shop=1, replaced as the member types), so a reload, the back button or a shared
// link shows the same list.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUnit } from 'effector-react';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { isPartnerTypeChoice } from '@/model/partners/partners-filter';
import type { PartnerTypeChoice } from '@/model/partners/partners-filter';
import {
  $allPartners,
  $directory,
  $directoryFilter,
  $visibleAllPartners,
  $visiblePartners,
  allPartnersOpened,
  directoryFiltered,
  directoryOpened,
} from '@/model/partners/partners-model';
import type { PartnerSummary } from '@/model/partners/partners-model';
import type { TemplateProps } from '@/templates/template-props';
import { Button } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';
import { PartnerLogo } from './partner-logo';
import '@/templates/templates.css';
import './partners.css';
import { useOpened } from '@/blocks/use-opened';

const choices: PartnerTypeChoice[] = ['all', 'partner', 'destination'];

export default function PartnersTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const typeParam = query.get('type');
  const urlType: PartnerTypeChoice = isPartnerTypeChoice(typeParam) ? typeParam : 'all';
  const urlSearch = query.get('search') ?? '';
  const urlShop = query.get('shop') === '1';
  // The box shows the member's choice at once; the address follows (and leads on a reload, back or a link).
  const [shopChoice, setShopChoice] = useState({ url: urlShop, on: urlShop });
  if (shopChoice.url !== urlShop) setShopChoice({ url: urlShop, on: urlShop });
  const withShop = shopChoice.on;
  const units = useUnit({
    directory: $directory,
    directoryGroups: $visiblePartners,
    openDirectory: directoryOpened,
    all: $allPartners,
    allGroups: $visibleAllPartners,
    openAll: allPartnersOpened,
    filtered: directoryFiltered,
    filter: $directoryFilter,
  });
  const { filtered, filter } = units;
  // Only the list shown is read: the directory, or every partner when the shop's are asked for.
  const directory = withShop ? units.all : units.directory;
  const groups = withShop ? units.allGroups : units.directoryGroups;
  const open = withShop ? units.openAll : units.openDirectory;
  // The controls show the model's filter, which changes at once; the address follows (and leads on a reload,
  // back or a shared link). Bound to the address itself, a fast typist would lose letters while it updates.
  const { type, search } = filter;
  const searchId = useId();
  useOpened(() => {
    open();
  }, [open]);
  // The addresses this page wrote and the router has not reached yet: reaching one of them changes nothing (the
  // model is already further on); any other address (reload, back, a link) sets the filter.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const reached = written.current.indexOf(`${urlType}|${urlSearch}`);
    if (reached >= 0) written.current.splice(0, reached + 1);
    else filtered({ type: urlType, search: urlSearch });
  }, [filtered, urlType, urlSearch]);
  // Why replace: each keystroke is not a page of its own for the back button.
  const setWithShop = (on: boolean) => {
    setShopChoice((choice) => ({ ...choice, on }));
    const params = new URLSearchParams(query);
    if (on) params.set('shop', '1');
    else params.delete('shop');
    setQuery(params, { replace: true });
  };
  const setFilter = (next: { type?: PartnerTypeChoice; search?: string }) => {
    const params = new URLSearchParams(query);
    const nextType = next.type ?? type;
    const nextSearch = next.search ?? search;
    filtered({ type: nextType, search: nextSearch });
    written.current.push(`${nextType}|${nextSearch}`);
    if (nextType === 'all') params.delete('type');
    else params.set('type', nextType);
    if (nextSearch) params.set('search', nextSearch);
    else params.delete('search');
    setQuery(params, { replace: true });
  };
  const shown = groups.reduce((n, g) => n + g.partners.length, 0);
  return (
    <div className="page partners" data-template="partners">
      <h1>{title}</h1>
      <p className="page__lead">{t('partners.lead')}</p>
      <form className="partners__filters" role="search" aria-label={t('partners.searchLabel')} onSubmit={(e) => e.preventDefault()}>
        <div className="partners__search">
          <label htmlFor={searchId}>{t('partners.search')}</label>
          <input id={searchId} type="search" value={search} autoComplete="off" onChange={(e) => setFilter({ search: e.target.value })} />
        </div>
        <fieldset className="partners__types">
          <legend>{t('partners.typeLegend')}</legend>
          {choices.map((choice) => (
            <label key={choice} className="partners__type">
              <input
                type="radio"
                name="partner-type"
                value={choice}
                checked={type === choice}
                onChange={() => setFilter({ type: choice })}
              />
              {t(`partners.types.${choice}`)}
            </label>
          ))}
        </fieldset>
        <label className="partners__type">
          <input type="checkbox" checked={withShop} onChange={(e) => setWithShop(e.target.checked)} />
          {t('partners.withShop')}
        </label>
      </form>
      <LoadStates
        state={directory.state}
        loading={t('partners.loading')}
        failed={t('partners.failed')}
        retryLabel={t('data.retry')}
        onRetry={open}
      >
        {() => (
          <>
            <p className="partners__count" role="status" data-testid="partners-count">
              {t(withShop ? 'partners.countWithShop' : 'partners.count', { count: shown })}
            </p>
            {shown === 0 ? (
              <Notice tone="info" live={false} data-testid="partners-empty">
                <p>{search ? t('partners.noMatch', { search }) : t('partners.none')}</p>
                {search || type !== 'all' ? (
                  <p>
                    <Button variant="secondary" onClick={() => setFilter({ type: 'all', search: '' })}>
                      {t('partners.showAll')}
                    </Button>
                  </p>
                ) : null}
              </Notice>
            ) : null}
            {groups
              .filter((g) => g.partners.length > 0)
              .map((group) => (
                <section
                  key={group.type}
                  className="partners__group"
                  aria-labelledby={`partners-${group.type}`}
                  data-testid={`partners-${group.type}`}
                >
                  <h2 id={`partners-${group.type}`}>{t(`partners.groups.${group.type}`, { count: group.partners.length })}</h2>
                  <ul className="partners__list">
                    {group.partners.map((partner) => (
                      <PartnerCard key={partner.id} partner={partner} />
                    ))}
                  </ul>
                </section>
              ))}
          </>
        )}
      </LoadStates>
    </div>
  );
}

function PartnerCard({ partner }: { partner: PartnerSummary }) {
  const { t } = useTranslation();
  return (
    <li className="partner-card" data-testid="partner-card">
      <PartnerLogo partner={partner} />
      <div className="partner-card__body">
        <h3 className="partner-card__name">
          <RouteLink to="partner-details" params={{ id: String(partner.id) }}>
            {partner.name}
          </RouteLink>
        </h3>
        <p className="partner-card__summary">{partner.summary}</p>
        {partner.article_count > 0 ? (
          <p className="partner-card__meta">{t('partners.articleCount', { count: partner.article_count })}</p>
        ) : null}
      </div>
      <FavoriteToggle type="partner" id={partner.id} name={partner.name} />
    </li>
  );
}
