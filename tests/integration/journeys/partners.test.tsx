// Partners, destinations and my agency on the real route config, models and templates, against the partners' part of
// the mocked API as the reference server answers from its seed (tests/support/api/partners.ts): the directory by type,
// its type and search kept in the address (no letter lost while it follows), through a page load too, the search with
// no match and the way back to all of them; a partner made a favorite; in Dutch with the gift shop's partners from
// the list of every partner; a partner's page (its articles, its links into the shop, its title in the tab) and an
// article, each saying its title and summary once, and the ways back; an unknown partner or article; the content
// system asked for a partner's page only when it has one; my agency as page config, read at each visit, and a member of
// no agency.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { seedContent, seedContentApi } from '../../support/api/content';
import { mockPartners, partnersApi } from '../../support/api/partners';
import { favoritesApi, mockFavorites } from '../../support/api/favorites';
import { memberApi } from '../../support/member-api';
import { addressCountriesApi } from '../../support/api/shop';
import { companyRoles, readCompanyRoles } from '../../../server/reference/company-roles';

const session = mockSession();
const content = seedContent();
const partners = mockPartners();
const favorites = mockFavorites();
useMockApi([
  ...partnersApi(partners, content, favorites),
  ...favoritesApi(favorites),
  ...seedContentApi(content, session),
  ...sessionApi(session),
  ...memberApi,
  // My account, which the agency's journey passes through, asks for the lists its form chooses from.
  ...addressCountriesApi(),
  contractHandler('listCompanyRoles', () => ({ body: companyRoles(readCompanyRoles(), 'en') })),
]);
warmUp(['partners', 'partner-details', 'preferred-partner', 'my-account']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(content, seedContent());
  Object.assign(partners, mockPartners());
  Object.assign(favorites, mockFavorites());
  for (const p of partners.partners)
    favorites.items[`partner:${p.id}`] = { type: 'partner', names: { en: p.name, 'fr-be': p.name, 'nl-be': p.name } };
});

const open = (path: string, language?: 'nl-be') => startPortal(path, { member: session.member, language });
/** A new page load of `path` (a reload, a shared link): the page shown goes first. */
function reload(path: string) {
  cleanup();
  return open(path);
}
/** Opens `path` in the running portal, as a link does (the router follows the address). */
async function follow(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
const address = () => `${window.location.pathname}${window.location.search}`;
const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
/** The directory's entries, in every group shown. */
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid^="data-list-"] > li')];
const pageContentAsked = () => content.calls.map((call) => call.url).filter((url) => url.startsWith('/discover/partners'));

/** How many headings and paragraphs of the page's main content say exactly `text` (spaces collapsed). */
function timesShown(text: string): number {
  const main = document.querySelector('main') as HTMLElement;
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  return [...main.querySelectorAll('h1, h2, h3, p')].filter((el) => norm(el.textContent) === text).length;
}

describe('the directory', () => {
  it('lists partners and destinations by type; the type and a search typed key by key are kept in the address, through a load', async () => {
    const directory = partners.partners;
    const destinations = directory.filter((p) => p.type === 'destination');
    const { user } = await open('/discover/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners and destinations' })).toBeInTheDocument();
    const partnerGroup = await screen.findByRole('region', { name: `Partners (${directory.length - destinations.length})` });
    expect(
      within(partnerGroup)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(byName(directory.filter((p) => p.type === 'partner').map((p) => p.name)));
    expect(within(screen.getByRole('region', { name: `Destinations (${destinations.length})` })).getAllByRole('listitem')).toHaveLength(
      destinations.length,
    );

    await user.click(screen.getByRole('radio', { name: 'Destinations' }));
    await waitFor(() => expect(address()).toBe('/discover/partners?type=destination'));
    expect(screen.queryByRole('region', { name: /^Partners \(/ })).toBeNull();

    // Part of one destination's name, in capitals, typed a key at a time while the address follows.
    const word = 'COAST';
    const search = screen.getByLabelText('Search by name');
    await user.type(search, word);
    expect(search).toHaveValue(word);
    await waitFor(() => expect(address()).toBe(`/discover/partners?type=destination&search=${word}`));
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Belgian Coast']);

    // A page load of that address (a reload, a shared link) shows the same.
    await reload(address());
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByLabelText('Search by name')).toHaveValue(word);
    expect(screen.getByRole('radio', { name: 'Destinations' })).toBeChecked();
  });

  it('says when nothing matches the search, and "Show them all" shows every one again', async () => {
    const { user } = await open('/discover/partners?search=zzqx+no+such+partner');
    expect(await screen.findByTestId('data-empty-directory')).toHaveTextContent(
      'No partner or destination matches “zzqx no such partner”.',
    );
    await user.click(screen.getByRole('button', { name: 'Show them all' }));
    await waitFor(() => expect(cards()).toHaveLength(partners.partners.length));
    expect(address()).toBe('/discover/partners');
  });

  it('makes a partner a favorite, kept by the API and shown as one at the next load', async () => {
    const { user } = await open('/discover/partners');
    await user.click(await screen.findByRole('button', { name: 'Add to my favorites: Belgian Coast' }));
    expect(await screen.findByRole('button', { name: 'Remove from my favorites: Belgian Coast' })).toBeInTheDocument();
    await waitFor(() => expect(favorites.saved.map((f) => `${f.type}:${f.id}`)).toEqual(['partner:8']));
    await reload('/discover/partners');
    expect(await screen.findByRole('button', { name: 'Remove from my favorites: Belgian Coast' })).toBeInTheDocument();
  });

  it('in Dutch, adds the gift shop’s partners from the list of every partner, kept in the address', async () => {
    const every = partners.partners.length + partners.shopPartners.length;
    const { user } = await open('/discover/partners', 'nl-be');
    const withShop = await screen.findByRole('checkbox', { name: 'Ook de partners van de cadeaushop tonen' });
    expect(screen.queryByRole('region', { name: /^Partners van de cadeaushop/ })).toBeNull();
    // The list of every partner is read once it is asked for, not when the page opens.
    await screen.findByRole('region', { name: /^Bestemmingen/ });
    expect(partners.calls.listAllPartners ?? 0).toBe(0);
    await user.click(withShop);
    const group = await screen.findByRole('region', { name: `Partners van de cadeaushop (${partners.shopPartners.length})` });
    expect(within(group).getAllByRole('listitem')).toHaveLength(partners.shopPartners.length);
    expect(cards()).toHaveLength(every);
    expect(screen.getByTestId('data-count-allPartners')).toHaveTextContent(`${every} partners getoond`);
    expect(address()).toBe('/discover/partners?shop=1');
    expect(partners.calls.listAllPartners).toBe(1);

    // The type narrows the directory's two kinds; the gift shop's partners, which it does not name, stay.
    await user.click(screen.getByRole('radio', { name: 'Bestemmingen' }));
    await waitFor(() => expect(address()).toBe('/discover/partners?shop=1&type=destination'));
    const destinations = partners.partners.filter((p) => p.type === 'destination').length;
    expect(cards()).toHaveLength(destinations + partners.shopPartners.length);
    expect(screen.getByRole('region', { name: `Partners van de cadeaushop (${partners.shopPartners.length})` })).toBeInTheDocument();
  });
});

describe('a partner’s page', () => {
  it('shows its articles newest first and its links into the shop, opens an article, and leads back', async () => {
    const sky = partners.partners.find((p) => p.id === 1)!;
    const { user } = await open('/discover/partners');
    await user.click(await screen.findByRole('link', { name: sky.name }));
    expect(await screen.findByRole('heading', { level: 1, name: sky.name })).toBeInTheDocument();
    expect(address()).toBe('/discover/partners/1');
    await waitFor(() => expect(document.title).toBe(`[LOCAL] ${sky.name} | Miles`));
    const newestFirst = [...sky.articles].sort((a, b) => b.published_on.localeCompare(a.published_on));
    const articles = screen.getByRole('region', { name: 'Articles' });
    expect(
      within(articles)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(newestFirst.map((a) => a.title.en));
    const products = partners.products.filter((p) => p.partner_id === sky.shop_partner_id);
    expect(products).not.toHaveLength(0);
    for (const p of products)
      expect(screen.getByRole('link', { name: p.names.en })).toHaveAttribute('href', `/exchange-my-miles/details/${p.id}`);
    expect(screen.getByRole('button', { name: `Add to my favorites: ${sky.name}` })).toBeInTheDocument();

    const article = newestFirst[0]!;
    await user.click(within(articles).getByRole('link', { name: article.title.en }));
    expect(await screen.findByRole('heading', { level: 1, name: article.title.en })).toBeInTheDocument();
    expect(address()).toBe(`/discover/partners/1/${article.id}`);
    await waitFor(() => expect(document.title).toBe(`[LOCAL] ${article.title.en} | Miles`));
    expect(screen.getByTestId('partner-article')).toHaveTextContent('Published on');
    await user.click(screen.getByRole('link', { name: `More from ${sky.name}` }));
    expect(await screen.findByRole('heading', { level: 1, name: sky.name })).toBeInTheDocument();
    expect(address()).toBe('/discover/partners/1');
  });

  it('links a bank’s financial services to their request pages, and shows what editors wrote for the shop’s partner', async () => {
    const bank = partners.partners.find((p) => p.id === 7)!;
    await open('/discover/partners/7');
    expect(await screen.findByRole('heading', { level: 1, name: bank.name })).toBeInTheDocument();
    const services = partners.products.filter((p) => p.partner_id === bank.shop_partner_id && p.financial);
    expect(services).not.toHaveLength(0);
    for (const p of services)
      expect(screen.getByRole('link', { name: p.names.en })).toHaveAttribute(
        'href',
        `/exchange-my-miles/details/${p.id}/financial-service`,
      );
    await follow('/discover/partners/109');
    expect(await screen.findByTestId('partner-content')).toHaveTextContent(
      'has insured travellers in Belgium, the Netherlands and Luxembourg since 1962',
    );
  });

  it('says the partner’s name and summary once, and an article its title and summary once', async () => {
    await open('/discover/partners/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Belgian Coast' })).toBeInTheDocument();
    await screen.findByTestId('partner-articles');
    expect(timesShown('Belgian Coast')).toBe(1);
    expect(timesShown('The dunes and beaches from Knokke to Ostend.')).toBe(1);

    await follow('/discover/partners/8/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn storms and oysters' })).toBeInTheDocument();
    expect(screen.getByTestId('partner-article')).toHaveTextContent('Rates drop by a third from October.');
    expect(timesShown('Autumn storms and oysters')).toBe(1);
    expect(timesShown('Why agents sell the coast out of season.')).toBe(1);
  });

  it('says a partner or an article that does not exist is not found, with the way back to the partner', async () => {
    await open('/discover/partners/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner not found' })).toBeInTheDocument();
    await follow('/discover/partners/8/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the partner' })).toHaveAttribute('href', '/discover/partners/8');
  });

  it('asks the content system for a partner’s page only when it has one, opened directly or from the list', async () => {
    await open('/discover/partners/8');
    await screen.findByTestId('partner-articles');
    await follow('/discover/partners/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'SkyLoyal Airlines' })).toBeInTheDocument();
    // A points partner of the shop: editors wrote no page for it.
    await follow('/discover/partners/101');
    await waitFor(() => expect(partners.calls.getPartner).toBe(3));
    await screen.findByTestId('partner-articles');
    await follow('/discover/partners?shop=1');
    await act(async () => {
      (await screen.findByRole('link', { name: 'Kade Cruises Loyalty' })).click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kade Cruises Loyalty' })).toBeInTheDocument();
    await screen.findByTestId('partner-articles');
    // A shop's partner with a page in the content system (the one its financial service shows): asked.
    await follow('/discover/partners/109');
    expect(await screen.findByTestId('partner-content')).toHaveTextContent('since 1962');
    expect(pageContentAsked()).toEqual(['/discover/partners/109']);
  });
});

describe('my agency', () => {
  it('names the agency in cards of page config: its address and vip flag, its partner sales, its agents in the order given; read again at each visit', async () => {
    await open('/preferredpartner');
    expect(await screen.findByRole('heading', { level: 1, name: 'My agency' })).toBeInTheDocument();
    const agency = await screen.findByRole('region', { name: 'Sunway Travel' });
    expect(within(agency).getByText('VIP agency')).toBeInTheDocument();
    expect(within(agency).getByText('27 Bedford Street')).toBeInTheDocument();
    expect(within(agency).getByText('United Kingdom')).toBeInTheDocument();
    const sales = screen.getByRole('region', { name: 'Partner sales' });
    expect(within(sales).getByText('42')).toBeInTheDocument();
    expect(within(sales).getByRole('link', { name: 'The ideal gift' })).toHaveAttribute('href', '/exchange-my-miles/ideal-gift');
    const agents = screen.getByRole('region', { name: 'Agents in the programme' });
    const names = within(agents)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Dana Meyer', 'Ann Jansen', 'Piet Peeters']);
    // Only the member's own entry says so: a colleague's `is_me: false` has no words, so no row.
    expect(within(agents).getAllByText('Yours')).toHaveLength(1);
    // The page's own read only (the session reads nothing of the agency): its data source is read at each visit.
    await waitFor(() => expect(partners.calls.getBusinesses).toBe(1));

    await follow('/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    await follow('/preferredpartner');
    expect(await screen.findByRole('region', { name: 'Sunway Travel' })).toBeInTheDocument();
    await waitFor(() => expect(partners.calls.getBusinesses).toBe(2));
  });

  it('shows the country of the address as the API names it, in the member’s language, never its code', async () => {
    await open('/preferredpartner', 'nl-be');
    const agency = await screen.findByRole('region', { name: 'Sunway Travel' });
    expect(within(agency).getByText('Verenigd Koninkrijk')).toBeInTheDocument();
    expect(within(agency).queryByText('GB')).toBeNull();
  });

  it('says so when the member belongs to no agency', async () => {
    partners.agency = null;
    await open('/preferredpartner');
    expect(await screen.findByText('Your account is not linked to an agency.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Partner sales' })).not.toBeInTheDocument();
  });
});
