// The partners page's view of every partner (requirements §7 partners_list_all_light): "Include the gift shop's
// partners" adds the shop's partners to the directory, read from the list of all partners, kept in the address
// (?shop=1) so a reload or a shared link shows the same, in the member's language; without it the page reads
// the directory only (partners_list_light), as before.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage, i18n } from '@/platform/i18n';
import type { TableRoute } from '@/contract/route-table';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadAllPartnersFx, loadDirectoryFx } from '@/model/partners/partners-calls';
import type { PartnerSummary } from '@/model/partners/partners-model';
import PartnersTemplate from '@/templates/partners/partners-template';
import type { TemplateProps } from '@/templates/template-props';
import { ActiveRoutesContext } from '@/ui/route-links';

type Kind = 'partner' | 'destination' | 'shop';
const summary = (id: number, name: string, type: Kind): PartnerSummary => ({
  id,
  name,
  type,
  summary: `${name} pour les agents`,
  article_count: 0,
  favorite: false,
  cmsContent: { zones: { partner_logo: [{ partner_logo_img: `/media/partner-logos/${id}.svg` }] } },
});
const routes = [
  { id: 'partner-details', path: '/discover/partners/:id/:article?', page: 'partner-details', list: 'private', origin: 'test' },
] as TableRoute[];
const page = { template: 'partners', title: 'partners.title' } as TemplateProps['page'];
const directory = [summary(1, 'Alpine Rail', 'partner'), summary(8, 'Ardennes', 'destination')];
const everyPartner = [...directory, summary(21, 'Maison Chocolat', 'shop'), summary(22, 'Belle Vue Wines', 'shop')];

async function renderPartners(path: string) {
  await applyLanguage('fr-be');
  const loadDirectory = vi.fn(async () => directory);
  const loadAll = vi.fn(async () => everyPartner);
  const scope = fork({
    values: [[$appliedLanguage, 'fr-be']],
    handlers: [
      [loadDirectoryFx, loadDirectory],
      [loadAllPartnersFx, loadAll],
    ],
  });
  const element = <PartnersTemplate title="Partenaires et destinations" params={{}} blocks={[]} pageId="partners" page={page} />;
  const router = createMemoryRouter([{ path: '/discover/partners', element }], { initialEntries: [path] });
  render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <ActiveRoutesContext.Provider value={routes}>
          <RouterProvider router={router} />
        </ActiveRoutesContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { router, loadDirectory, loadAll, user: userEvent.setup() };
}

describe('the partners page, every partner', { timeout: 20_000 }, () => {
  it('adds the gift shop’s partners from the list of all partners when the member asks for them', async () => {
    const { router, loadDirectory, loadAll, user } = await renderPartners('/discover/partners');
    expect(await screen.findByTestId('partners-count')).toHaveTextContent('2 partenaires et destinations affichés');
    expect(loadDirectory).toHaveBeenCalledTimes(1);
    expect(loadAll).not.toHaveBeenCalled();
    expect(screen.queryByTestId('partners-shop')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Inclure les partenaires de la boutique' }));
    const shop = await screen.findByRole('region', { name: 'Partenaires de la boutique (2)' });
    expect(
      within(shop)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Belle Vue Wines', 'Maison Chocolat']);
    expect(screen.getByRole('region', { name: 'Partenaires (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Destinations (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('partners-count')).toHaveTextContent('4 partenaires affichés');
    expect(loadAll).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?shop=1');

    // The type still narrows; the shop's partners stay beside the chosen type.
    await user.click(screen.getByRole('radio', { name: 'Destinations' }));
    expect(screen.queryByRole('region', { name: /^Partenaires \(/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Partenaires de la boutique (2)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?shop=1&type=destination');

    await user.click(screen.getByRole('checkbox', { name: 'Inclure les partenaires de la boutique' }));
    expect(screen.queryByTestId('partners-shop')).toBeNull();
    expect(router.state.location.search).toBe('?type=destination');
  });

  it('opens on every partner from a link that asks for them, without reading the directory', async () => {
    const { loadDirectory, loadAll } = await renderPartners('/discover/partners?shop=1');
    expect(await screen.findByRole('region', { name: 'Partenaires de la boutique (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Inclure les partenaires de la boutique' })).toBeChecked();
    expect(loadAll).toHaveBeenCalledTimes(1);
    expect(loadDirectory).not.toHaveBeenCalled();
  });
});
