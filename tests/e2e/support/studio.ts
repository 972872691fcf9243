// Logging into the studio (/studio) as one of its accounts, in whatever language the studio speaks: the fields are
// found by their type, the button by its words in that language.
import type { Page } from '@playwright/test';

export async function logInToStudio(page: Page, email: string, password: string, button = 'Log in'): Promise<void> {
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: button }).click();
}
