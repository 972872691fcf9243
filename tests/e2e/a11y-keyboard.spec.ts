// Keyboard-only journeys: no mouse, only Tab, Shift+Tab, Enter, Space, Escape and typing. Each step checks that
// focus is visible (an outline or a ring drawn on the focused element), that Tab moves forward (no trap), and that
// after an action focus lands on the new content or the error summary, never on <body>.
import { expect, test } from './fixtures';
import { createMember, demo, signIn } from './support/accounts';
import { menuToggle } from './support/header';
import { expectFocusWithin, focusState, tabTo } from './support/keyboard';

test('log in: skip link, the two fields, Enter; a wrong password puts focus on the error', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), 1);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }), 3);
  await page.keyboard.type('Wrong#2026ok');
  await page.keyboard.press('Enter');
  await expectFocusWithin(page, page.getByRole('alert').first());

  await page.getByRole('textbox', { name: 'Password', exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The new page's content has focus: the next Tab starts there, not at the top of a page already left.
  await expectFocusWithin(page, page.locator('#main'));
});

test('declare a booking: an empty submit by keyboard moves focus to the error summary, its link to the field', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createMember(request));
  await page.goto('/earn/declare-booking');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Declare my booking' });
  await tabTo(page, submit, 60);
  await page.keyboard.press('Enter');
  // Focus goes to the error summary, or (when the browser's own required-field check stops the submit first)
  // to the first empty field: either way to the error, never left on the button or <body>.
  const summary = page.locator('.form-summary');
  const first = page.getByRole('textbox', { name: /Booking number/ });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.activeElement?.closest('.form-summary') !== null ||
          (document.activeElement as HTMLInputElement | null)?.name === 'declare-booking_booking_number',
      ),
    )
    .toBe(true);
  if (await summary.isVisible()) {
    await summary.focus();
    await tabTo(page, summary.getByRole('link').first(), 3);
    await page.keyboard.press('Enter');
  }
  await expect(first).toBeFocused();
});

test('filter the history by keyboard: Space ticks, Enter applies, focus moves to the result line', async ({ page, request }) => {
  await signIn(page, request, demo);
  await page.goto('/my-miles');
  await expect(page.getByTestId('history-count')).toHaveText(/movements/);
  const hotel = page.getByRole('checkbox', { name: 'Hotel booking' });
  await tabTo(page, hotel, 60);
  await page.keyboard.press('Space');
  await expect(hotel).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Apply filters' }), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=/);
  await expect(page.getByTestId('history-count')).toHaveText(/of/);
  await expectFocusWithin(page, page.locator('#main'));
  await expect(page.getByTestId('history-count')).toBeFocused();
});

test('display options by keyboard: open, toggle with Space, Escape closes and returns focus to the button', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // /login is prerendered: its header opens without the app, but Escape's handling of the menu is the app's.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  const open = page.getByRole('button', { name: 'Accessibility' });
  await tabTo(page, open, 10);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Display options' });
  await expect(panel).toBeVisible();
  await expectFocusWithin(page, panel);
  await page.keyboard.press('Space');
  await expect(panel.getByRole('checkbox').first()).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
  expect((await focusState(page)).visible).toBe(true);
});

test('phone menu by keyboard: Enter opens, Escape from a link closes it and focus returns to the toggle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // /login is prerendered: its header opens without the app, but Escape's handling of the menu is the app's.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  const toggle = menuToggle(page);
  await tabTo(page, toggle, 10);
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  await tabTo(page, nav.getByRole('link').first(), 3);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveText('Menu');
});
