// The sign-up form and its captcha, as a person fills them (shared by the account and sponsorship journeys,
// and the guest contact form's captcha).
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export async function solveCaptcha(page: Page): Promise<void> {
  // The widget draws its check mark over the input; a person clicks the label.
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(page.locator('altcha-widget')).toContainText(/verified/i, { timeout: 15_000 });
}

/** Fills the sign-up form with valid values (the captcha included). */
export async function fillSignUp(
  page: Page,
  { agentCode, accessCode = 'AB12CD34EF', email }: { agentCode: string; accessCode?: string; email: string },
): Promise<void> {
  await page.getByLabel('Agent code').fill(agentCode);
  await page.getByLabel('Agency access code').fill(accessCode);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Peeters');
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await page.getByLabel('Confirm your e-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Signup#2026');
  await page.getByLabel('Confirm your password').fill('Signup#2026');
  await page.getByLabel('Country').selectOption({ label: 'Belgium' });
  await page.getByLabel('I have read and accept the privacy policy.').check();
  await solveCaptcha(page);
}
