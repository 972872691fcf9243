// The header's menu, opened by its toggle (on a phone the links fold behind it), closes once a link of it is chosen:
// the next page is not hidden behind it. That a closed menu is hidden and an open one shown at 360 px is the
// browser's (tests/e2e/phones.spec.ts, tests/e2e/a11y-keyboard.spec.ts).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';

warmUp(['login', 'faq']);

useMockApi([...sessionApi(mockSession()), ...contentApi({ '/faq': { title: 'FAQ', zones: { main: [] } } })]);

describe("the header's menu", () => {
  it('opened by its toggle, closes when one of its links is chosen', async () => {
    const { user } = await startPortal('/login');
    // A <summary> (a native disclosure): it has no ARIA role to query by.
    const toggle = await screen.findByText('Menu', { selector: 'summary' });
    const disclosure = toggle.closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(toggle);
    expect(disclosure).toHaveAttribute('open');
    // The app reads the open state: the toggle now says what its next press does.
    await waitFor(() => expect(toggle).toHaveTextContent('Close menu'));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });

    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    expect(window.location.pathname).toBe('/faq');
    expect(disclosure).not.toHaveAttribute('open');
    await waitFor(() => expect(toggle).toHaveTextContent('Menu'));
  });
});
