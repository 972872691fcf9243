// /press/release without a release, on the real server: the list of the releases (a content page of its own,
// server/content/pages/press-release.json), for a guest and for a member, not "This page does not exist".
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';

test.describe('/press/release without a release: the list of releases', () => {
  for (const reader of ['guest', 'member'] as const) {
    test(`for a ${reader}`, async ({ page, request }) => {
      if (reader === 'member') await signIn(page, request, await createMember(request));
      await page.goto('/press/release');
      await expect(page.getByRole('heading', { level: 1, name: 'Press releases' })).toBeVisible();
      await expect(page.getByText('This page does not exist')).toHaveCount(0);
      const release = page.getByRole('link', { name: /prepaid card/i });
      await expect(release).toHaveAttribute('href', '/press/release/prepaid-card-2026');
      await expect(page.getByRole('link', { name: /Press room/ })).toHaveAttribute('href', '/press');
      await release.click();
      await expect(page).toHaveURL('/press/release/prepaid-card-2026');
      await expect(page.getByRole('heading', { level: 1, name: /Miles launches the Miles prepaid card/ })).toBeVisible();
    });
  }
});
