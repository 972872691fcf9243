import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { CmsLink } from '@/cms/cms-link';
import { CmsLinkContext } from '@/cms/cms-link-context';
import { routeTableFor } from '@/router/active-table';
import { isReachable } from '@/ui/localize-path';

const en = routeTableFor('en');

function showLinks(active: typeof en.public) {
  const element = (
    <CmsLinkContext.Provider value={{ localize: (p) => p, reachable: (p) => isReachable(p, active) }}>
      <CmsLink href="/create-account">Create my account</CmsLink>
      <CmsLink href="/earn/how-to-earn">All the ways to earn</CmsLink>
      <CmsLink href="/agency-days-2026">Agency days</CmsLink>
    </CmsLinkContext.Provider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

describe('a structured content link the reader cannot open', () => {
  it('is left out for a member (sign-up is a visitors page), kept for a guest', () => {
    showLinks(en.private);
    expect(screen.queryByRole('link', { name: 'Create my account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All the ways to earn' })).toBeInTheDocument();
    // A page that exists only in the content system has no route: it stays.
    expect(screen.getByRole('link', { name: 'Agency days' })).toBeInTheDocument();
  });

  it('is shown to a guest', () => {
    showLinks(en.public);
    expect(screen.getByRole('link', { name: 'Create my account' })).toHaveAttribute('href', '/create-account');
  });
});
