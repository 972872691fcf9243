// Partners and my agency on the real server, as a throw-away member: the directory with the gift shop's partners as
// the API lists every partner, each logo at least 18 mm wide on a phone and in print; both engines on the states only
// this journey reaches (a phone's directory with the shop's partners, a search with no match, a partner with articles
// and shop links, an article, a profile section's dialog); my agency as the API answers it, the member first. The
// pages as they load are audited with every member page (a11y-engines.spec.ts). The directory's type and search in
// the address, favorites, a partner's and an article's contents and ways back, the content asked for a partner's page,
// my agency read once per visit and the profile's dialogs are the integration tier's
// (tests/integration/journeys/partners.test.tsx, profile-dialogs.test.tsx).
import { expect, test } from './fixtures';
import { authHeaders, createMember, signIn } from './support/accounts';
import { expectNoViolations, navigateInApp } from './support/axe';

interface Partner {
  id: number;
  name: string;
  type: 'partner' | 'destination' | 'shop';
  article_count: number;
}
interface PartnerDetail extends Partner {
  articles: { id: number; title: string }[];
}

test('a member’s partners: logos at least 18 mm on a phone and in print, a partner and an article, my agency; both engines on each', async ({
  page,
  request,
}) => {
  const account = await createMember(request);
  await signIn(page, request, account);
  const headers = await authHeaders(request, account);
  const every = (await (await request.get('/api/partners_list_all_light', { headers })).json()) as Partner[];
  const withArticles = every.find((p) => p.article_count > 0) as Partner;
  const detail = (await (await request.get(`/api/partners/${withArticles.id}`, { headers })).json()) as PartnerDetail;

  await test.step('the directory with the shop’s partners on a phone: every logo at least 18 mm, on screen and in print', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/discover/partners?shop=1');
    await expect(page.locator('[data-testid^="data-list-allPartners"] > li')).toHaveCount(every.length);
    const logos = page.locator('[data-testid^="data-list-allPartners"] > li img');
    await expect(logos).toHaveCount(every.length);
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
    await page.getByLabel('Search by name').fill('zzqx no such partner');
    await expect(page.getByTestId('data-empty-allPartners')).toContainText('No partner or destination matches “zzqx no such partner”.');
    await expectNoViolations(page);
  });

  await test.step('a partner with articles and an article, as the API answers them', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await navigateInApp(page, `/discover/partners/${withArticles.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withArticles.name })).toBeVisible();
    const articles = page.getByRole('region', { name: 'Articles' });
    await expect(articles.getByRole('heading', { level: 3 })).toHaveText(detail.articles.map((a) => a.title));
    await expectNoViolations(page);
    const article = detail.articles[0] as { id: number; title: string };
    await articles.getByRole('link', { name: article.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expectNoViolations(page);
  });

  await test.step('a section of the profile in its dialog', async () => {
    await navigateInApp(page, '/profile/password');
    await expect(page.getByRole('dialog', { name: 'My password' }).getByLabel('Current password')).toBeVisible();
    await expectNoViolations(page);
  });

  await test.step('my agency as the API answers it, the member first', async () => {
    const [agency] = (await (await request.get('/api/user_info_businesses_light', { headers })).json()) as {
      agency_name: string;
      address: { country: string; country_name: string };
      agents: { firstname: string; lastname: string; is_me: boolean }[];
    }[];
    if (!agency) throw new Error('the throw-away member has no agency');
    const me = agency.agents.find((a) => a.is_me);
    expect(me, `${account.email} is one of the agency's agents`).toBeTruthy();
    await navigateInApp(page, '/preferredpartner');
    await expect(page.getByRole('heading', { level: 2, name: agency.agency_name })).toBeVisible();
    // The address's country as the API names it (English here), never its code.
    const card = page.getByRole('region', { name: agency.agency_name });
    await expect(card).toContainText(agency.address.country_name);
    expect(agency.address.country_name).not.toBe(agency.address.country);
    // Other tests running at once add throw-away members to the same agency: the list is the page's own read.
    const first = page.getByRole('region', { name: 'Agents in the programme' }).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(`${me?.firstname} ${me?.lastname}`);
    await expect(first).toContainText('Yours');
  });
});
