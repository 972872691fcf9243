// Partners, my agency and the profile routes on the real server, as a throw-away member: the directory
// by type with its logos (never narrower than 18 mm, on screen and in print), the search and the type kept in the
// address, a partner made a favorite; a partner's page with its articles and links into the shop, an article, the
// content editors wrote for the shop's partner;
// /preferredpartner from user_info_businesses_light; /profile/<modal> opening its dialog, Escape back to /profile.
// axe + IBM on the states only these tests reach (a phone's directory, a search with no match, a partner, an article,
// a dialog); the pages as they load are audited with every member page (a11y-engines.spec.ts).
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations } from './support/axe';

interface Partner {
  id: number;
  name: string;
  type: 'partner' | 'destination' | 'shop';
  article_count: number;
}
interface PartnerDetail extends Partner {
  articles: { id: number; title: string }[];
  shop_products: { id: number; name: string }[];
  financial_services: { id: number; name: string }[];
}

async function member(page: Page, request: APIRequestContext): Promise<{ account: Account; headers: Record<string, string> }> {
  const account = await createMember(request);
  await signIn(page, request, account);
  return { account, headers: await authHeaders(request, account) };
}

async function directory(request: APIRequestContext, headers: Record<string, string>): Promise<Partner[]> {
  const response = await request.get('/api/partners_list_light?type[]=partner&type[]=destination', { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as Partner[];
}

test('the directory by type, the search and the type in the address, logos at least 18 mm, a favorite', async ({ page, request }) => {
  const { headers } = await member(page, request);
  const all = await directory(request, headers);
  const partners = all.filter((p) => p.type === 'partner');
  const destinations = all.filter((p) => p.type === 'destination');
  expect(partners.length).toBeGreaterThan(0);
  expect(destinations.length).toBeGreaterThan(0);

  await page.goto('/discover/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners and destinations' })).toBeVisible();
  const partnerGroup = page.getByRole('region', { name: `Partners (${partners.length})` });
  const destinationGroup = page.getByRole('region', { name: `Destinations (${destinations.length})` });
  await expect(partnerGroup.getByTestId('partner-card')).toHaveCount(partners.length);
  await expect(destinationGroup.getByTestId('partner-card')).toHaveCount(destinations.length);
  await expect(partnerGroup.getByRole('heading', { level: 3 })).toHaveText(
    partners.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
  );
  // Every logo is the CMS zone's picture, at least 18 mm (68 CSS px) wide on a phone and in print.
  await page.setViewportSize({ width: 360, height: 800 });
  const logos = page.locator('.partner-card img.partner-logo');
  await expect(logos).toHaveCount(all.length);
  await expect(logos.first()).toHaveAttribute('src', /^\/media\/partner-logos\/\d+\.svg$/);
  const widths = async () => logos.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width));
  const mm18 = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.width = '18mm';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
  for (const width of await widths()) expect(width).toBeGreaterThanOrEqual(mm18 - 0.5);
  await page.emulateMedia({ media: 'print' });
  for (const width of await widths()) expect(width).toBeGreaterThanOrEqual(mm18 - 0.5);
  await page.emulateMedia({ media: 'screen' });
  await expectNoViolations(page);

  // The type: destinations only, kept in the address.
  await page.getByRole('radio', { name: 'Destinations' }).check();
  await expect(page).toHaveURL(/\/discover\/partners\?type=destination$/);
  await expect(partnerGroup).toHaveCount(0);
  await expect(destinationGroup.getByTestId('partner-card')).toHaveCount(destinations.length);

  // The search: part of one destination's name, in capitals; the address keeps it through a reload.
  const target = destinations[0] as Partner;
  const word = (target.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? target.name).toUpperCase();
  const expected = destinations.filter((d) => d.name.toLowerCase().includes(word.toLowerCase()));
  // Typed key by key: no letter is lost while the address follows.
  await page.getByLabel('Search by name').pressSequentially(word);
  await expect(page.getByLabel('Search by name')).toHaveValue(word);
  await expect(page).toHaveURL(new RegExp(`type=destination&search=${encodeURIComponent(word).replace(/%20/g, '\\+')}`));
  await expect(page.getByTestId('partner-card')).toHaveCount(expected.length);
  await page.reload();
  await expect(page.getByLabel('Search by name')).toHaveValue(word);
  await expect(page.getByRole('radio', { name: 'Destinations' })).toBeChecked();
  await expect(page.getByTestId('partner-card')).toHaveCount(expected.length);
  await page.getByLabel('Search by name').fill('zzqx no such partner');
  await expect(page.getByTestId('partners-empty')).toContainText('No partner or destination matches “zzqx no such partner”.');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Show them all' }).click();
  await expect(page).toHaveURL(/\/discover\/partners$/);
  await expect(page.getByTestId('partner-card')).toHaveCount(all.length);

  // A favorite: the toggle flips, the API has it, and a reload shows it.
  await page.getByRole('button', { name: `Add to my favorites: ${target.name}` }).click();
  await expect(page.getByRole('button', { name: `Remove from my favorites: ${target.name}` })).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await request.get('/api/favorites', { headers })).json()) as { type: string; id: number }[]).map((f) => `${f.type}:${f.id}`),
    )
    .toContain(`partner:${target.id}`);
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove from my favorites: ${target.name}` })).toBeVisible();
});

test('a partner’s page: its zones, articles and shop links; an article; an unknown partner; the shop’s partner’s content', async ({
  page,
  request,
}) => {
  const { headers } = await member(page, request);
  const all = await directory(request, headers);
  const withArticles = all.find((p) => p.article_count > 0) as Partner;
  const detail = (await (await request.get(`/api/partners/${withArticles.id}`, { headers })).json()) as PartnerDetail;
  const article = detail.articles[0] as { id: number; title: string };

  await page.goto('/discover/partners');
  await page.getByRole('link', { name: withArticles.name, exact: true }).click();
  await expect(page).toHaveURL(`/discover/partners/${withArticles.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withArticles.name })).toBeVisible();
  await expect(page).toHaveTitle(`[LOCAL] ${withArticles.name} | Miles`);
  const articles = page.getByRole('region', { name: 'Articles' });
  await expect(articles.getByRole('heading', { level: 3 })).toHaveText(detail.articles.map((a) => a.title));
  for (const p of detail.shop_products)
    await expect(page.getByRole('link', { name: p.name, exact: true })).toHaveAttribute('href', `/exchange-my-miles/details/${p.id}`);
  for (const p of detail.financial_services)
    await expect(page.getByRole('link', { name: p.name, exact: true })).toHaveAttribute(
      'href',
      `/exchange-my-miles/details/${p.id}/financial-service`,
    );
  await expect(page.getByRole('button', { name: `Add to my favorites: ${withArticles.name}` })).toBeVisible();
  await expectNoViolations(page);

  await articles.getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(`/discover/partners/${withArticles.id}/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveTitle(`[LOCAL] ${article.title} | Miles`);
  await expect(page.getByTestId('partner-article')).toContainText('Published on');
  await expectNoViolations(page);
  await page.getByRole('link', { name: `More from ${withArticles.name}` }).click();
  await expect(page).toHaveURL(`/discover/partners/${withArticles.id}`);

  await page.goto('/discover/partners/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner not found' })).toBeVisible();
  await page.goto(`/discover/partners/${withArticles.id}/999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the partner' })).toHaveAttribute('href', `/discover/partners/${withArticles.id}`);

  await test.step('the shop’s partner page shows the content editors wrote for it (the financial service’s partner)', async () => {
    await page.goto('/discover/partners/109');
    await expect(page.getByTestId('partner-content')).toContainText(
      'has insured travellers in Belgium, the Netherlands and Luxembourg since 1962',
    );
  });
});

test('/preferredpartner: the agency, its agents with the member first, its partner sales', async ({ page, request }) => {
  const { account, headers } = await member(page, request);
  const [agency] = (await (await request.get('/api/user_info_businesses_light', { headers })).json()) as {
    agency_name: string;
    vip: boolean;
    agents: { firstname: string; lastname: string; is_me: boolean }[];
    partner_sales_count: number;
  }[];
  if (!agency) throw new Error('the throw-away member has no agency');
  await page.goto('/preferredpartner');
  await expect(page.getByRole('heading', { level: 1, name: 'My agency' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: agency.agency_name })).toBeVisible();
  await expect(page.getByTestId('agency-vip')).toHaveCount(agency.vip ? 1 : 0);
  // The agency's agents as the page read them: other tests running at once add throw-away members to the same
  // agency, so the count is the page's own heading, and the list holds exactly that many.
  const agents = page.getByRole('region', { name: /^Agents in the programme \(\d+\)$/ });
  const heading = (await agents.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const shown = Number(/\((\d+)\)/.exec(heading)?.[1]);
  expect(shown).toBeGreaterThanOrEqual(agency.agents.length);
  await expect(agents.getByRole('listitem')).toHaveCount(shown);
  const me = agency.agents.find((a) => a.is_me);
  expect(me, `${account.email} is one of the agency's agents`).toBeTruthy();
  await expect(agents.getByRole('listitem').first()).toContainText(`${me?.firstname} ${me?.lastname}`);
  await expect(agents.getByRole('listitem').first()).toContainText('you');
  await expect(page.getByTestId('agency-sales-count')).toHaveText(String(agency.partner_sales_count));
});

test('/profile/<modal> opens that section’s dialog; Escape and Close go back to /profile; an unknown one opens none', async ({
  page,
  request,
}) => {
  await member(page, request);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // By its address.
  await page.goto('/profile/password');
  const dialog = page.getByRole('dialog', { name: 'My password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // From its button, by keyboard; Close returns the focus to the button.
  const change = page.getByTestId('profile-section-details').getByRole('link', { name: 'Change' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile/details');
  await expect(page.getByRole('dialog', { name: 'My details' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/profile/no-such-section');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
