// The header's menu, opened by its toggle (on a phone the links fold behind it), closes once a link of it is chosen:
// the next page is not hidden behind it. That a closed menu is hidden and an open one shown at 360 px is the
// browser's (tests/e2e/phones.spec.ts, tests/e2e/a11y-keyboard.spec.ts).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';

warmUp(['login', 'faq']);

useMockApi([...sessionApi(mockSession()), ...contentApi({ '/faq': { title: 'FAQ', zones: { main: [] } } })]);

describe("the header's menu", () => {
  it('opened by its toggle, closes when one of its links is chosen', async () => {
    const { user } = await startPortal('/login');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveClass('main-nav--open');

    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    expect(window.location.pathname).toBe('/faq');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('main-nav--open');
  });
});
