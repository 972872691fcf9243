// My account on the real server: picture upload (checked by content on the server), profile, password, language and
// country. A file that is not a picture is refused by the form (tests/unit/forms/file-widget.test.tsx) and by the
// server (tests/api/profile-image.test.ts); every form of the page in its error state is audited by both engines in
// a11y-states-member.spec.ts.
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('upload a picture, save the profile, change the password, then language and country', async ({ page, request }) => {
  const member = await createMember(request);
  await signIn(page, request, member);
  await page.goto('/my-account');
  const picture = page.getByRole('region', { name: 'My picture' });
  await picture.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await picture.getByRole('button', { name: 'Upload my picture' }).click();
  await expect(picture.getByText('Your picture has been saved.')).toBeVisible();
  await expect(picture.getByRole('img', { name: 'Your current picture' })).toBeVisible();

  const details = page.getByRole('region', { name: 'My details' });
  await details.getByLabel('Job title').fill('Senior travel consultant');
  await details.getByRole('button', { name: 'Save my details' }).click();
  await expect(details.getByText('Your changes have been saved.')).toBeVisible();

  // The session that changed it stays: the next save goes through in it.
  const password = page.getByRole('region', { name: 'My password' });
  await password.getByLabel('Current password').fill(member.password);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed#2026');
  await password.getByLabel('Confirm your new password').fill('Changed#2026');
  await password.getByRole('button', { name: 'Change my password' }).click();
  await expect(password.getByText('Your password has been changed.')).toBeVisible();

  const locale = page.getByRole('region', { name: 'Language and country' });
  await locale.getByLabel('Country').selectOption({ label: 'Belgium' });
  await locale.getByLabel('Preferred language').selectOption({ label: 'Français (Belgique)' });
  await locale.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
  await expect(page.getByRole('region', { name: 'Mes coordonnées' }).getByLabel('Fonction')).toHaveValue('Senior travel consultant');
});
