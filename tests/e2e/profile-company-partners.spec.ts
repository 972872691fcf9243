// On the real server, in the member's language: the profile's company section (requirements §6 company roles, loaded from
// company_roles_light and chosen in the details form), a failed profile save ("account update failure", requirements §8,
// everything typed kept), every partner on the partners page (partners_list_all_light) and the client
// subscription code of a financial service request (requirements §5, 16 digits).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, failCall, test } from './support/states';
import { authHeaders, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations } from './support/axe';

async function memberIn(page: Page, request: APIRequestContext, language: string): Promise<Account> {
  const member = await createMember(request);
  await page.addInitScript((lang) => localStorage.setItem('language_logged', lang), language);
  await signIn(page, request, member);
  return member;
}

test('the profile’s company section: the role chosen among the loaded roles, in French; a failed save keeps what was typed', async ({
  page,
  request,
}) => {
  const member = await memberIn(page, request, 'fr-be');
  const headers = { ...(await authHeaders(request, member)), 'accept-language': 'fr-be' };
  const roles = (await (await request.get('/api/company_roles_light', { headers })).json()) as { id: number; name: string }[];
  const consultant = roles.find((r) => r.name === 'Conseiller voyages');
  expect(consultant).toBeTruthy();

  await page.goto('/profile');
  const card = page.getByTestId('profile-section-company');
  await expect(card.getByRole('heading', { level: 2, name: 'Mon agence' })).toBeVisible();
  await expect(card).toContainText('Votre rôle dans l’agence n’est pas encore indiqué.');
  await expectNoViolations(page);

  await card.getByRole('link', { name: 'Modifier mon rôle' }).click();
  await expect(page).toHaveURL('/profile/details');
  const dialog = page.getByRole('dialog', { name: 'Mes coordonnées' });
  const role = dialog.getByLabel(/^Votre rôle dans l’agence/);
  // The select's options are the loaded roles, in French (after the empty choice).
  await expect(role.locator('option:not([value=""])')).toHaveText(roles.map((r) => r.name));
  await role.selectOption({ label: 'Conseiller voyages' });
  await dialog.getByRole('button', { name: 'Enregistrer mes données' }).click();
  await expect(dialog.getByText('Vos modifications ont été enregistrées.')).toBeVisible();
  const profile = (await (await request.get('/api/user_light/profile', { headers })).json()) as { company_role_id: number | null };
  expect(profile.company_role_id).toBe(consultant?.id);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(card).toContainText('Rôle : Conseiller voyages');

  // The service fails the next save: the form says the account was not updated, and keeps the typed city.
  await card.getByRole('link', { name: 'Modifier mon rôle' }).click();
  const again = page.getByRole('dialog', { name: 'Mes coordonnées' });
  await again.getByLabel(/^Localité/).fill('Namur');
  const release = await failCall(page, 'user_light/profile', 500);
  await again.getByRole('button', { name: 'Enregistrer mes données' }).click();
  await expect(again.getByRole('alert')).toContainText('Votre compte n’a pas pu être mis à jour. Veuillez réessayer.');
  await expect(again.getByLabel(/^Localité/)).toHaveValue('Namur');
  await expect(again.getByLabel(/^Votre rôle dans l’agence/).locator('option:checked')).toHaveText('Conseiller voyages');
  await expectNoViolations(page);
  await release();
});

test('in Dutch: the partners page includes the gift shop’s partners from the list of every partner; a financial service request asks for 16 digits', async ({
  page,
  request,
}) => {
  const member = await memberIn(page, request, 'nl-be');
  const headers = { ...(await authHeaders(request, member)), 'accept-language': 'nl-be' };
  const every = (await (await request.get('/api/partners_list_all_light', { headers })).json()) as { type: string; name: string }[];
  const shop = every.filter((p) => p.type === 'shop');
  expect(shop.length).toBeGreaterThan(0);

  await page.goto('/discover/partners');
  await expect(page.getByTestId('partners-count')).toBeVisible();
  await expect(page.getByTestId('partners-shop')).toHaveCount(0);
  const allRead = page.waitForResponse((response) => response.url().endsWith('/api/partners_list_all_light') && response.ok());
  await page.getByRole('checkbox', { name: 'Ook de partners van de cadeaushop tonen' }).check();
  await allRead;
  await expect(page).toHaveURL(/\/discover\/partners\?shop=1$/);
  const group = page.getByRole('region', { name: `Partners van de cadeaushop (${shop.length})` });
  await expect(group.getByTestId('partner-card')).toHaveCount(shop.length);
  await expect(page.getByTestId('partner-card')).toHaveCount(every.length);
  await expect(page.getByTestId('partners-count')).toHaveText(`${every.length} partners getoond`);
  await expectNoViolations(page);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Ook de partners van de cadeaushop tonen' })).toBeChecked();
  await expect(group.getByTestId('partner-card')).toHaveCount(shop.length);

  await test.step('a financial service request asks for the client subscription code: 16 digits, said in Dutch', async () => {
    const [service] = (await (await request.get('/api/products_light?type=6', { headers: await authHeaders(request, member) })).json()) as {
      id: number;
    }[];
    if (!service) throw new Error('a financial service expected');
    await page.goto(`/exchange-my-miles/details/${service.id}/financial-service`);
    const code = page.getByLabel(/^Klantabonnementscode/);
    await expect(code).toBeVisible();
    await page.getByLabel(/^Telefoonnummer/).fill('+32 2 123 45 67');
    await page.getByLabel(/^Wanneer mag de partner u bellen/).selectOption({ label: 'In de voormiddag (9–12 uur)' });
    await page.getByLabel(/^Ik ga ermee akkoord/).check();
    await code.fill('400012345678901');
    await page.getByRole('button', { name: 'Mijn aanvraag versturen' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Vul 16 cijfers in.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill('4000123456789017');
    await page.getByRole('button', { name: 'Mijn aanvraag versturen' }).click();
    await expect(page.getByTestId('financial-receipt')).toBeVisible();
  });
});
