// @vitest-environment jsdom
// CmsHtml: sanitised CMS HTML becomes React; internal links are router links in the visitor's language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CmsHtml } from '@/cms/cms-html';
import { loadContentRenderer } from '@/cms/content-renderer';
import { isInternalCmsPath } from '@/cms/internal-path';
import { applyLanguage, i18n } from '@/platform/i18n';
import { CmsLinkContext } from '@/cms/cms-link-context';
import { xssCorpus } from '../../fixtures/xss-corpus';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const french = { localize: (path: string) => `/fr${path}`, reachable: () => true };

function Arrived(): ReactNode {
  const location = useLocation();
  return <p>Arrived at {`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** Renders `html` at `/` in a memory router, inside a CmsLinkContext that prefixes `/fr` unless told otherwise. */
function renderCms(html: string, links = french) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <CmsLinkContext value={links}>
            <CmsHtml html={html} className="cms" />
          </CmsLinkContext>
        ),
      },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

afterEach(() => {
  delete window.__xss;
});

// As a route that shows content has it before the page renders (src/router/build-routes.tsx).
beforeAll(() => loadContentRenderer());

describe('CmsHtml links', () => {
  it('renders an internal link as a router link to the localized path, keeping title and children', () => {
    renderCms('<p>See <a href="/my-miles?tab=2#top" title="Your miles"><strong>your miles</strong></a>.</p>');
    const link = screen.getByRole('link', { name: 'your miles' });
    expect(link).toHaveAttribute('href', '/fr/my-miles?tab=2#top');
    expect(link).toHaveAttribute('title', 'Your miles');
    expect(link.querySelector('strong')).toHaveTextContent('your miles');
  });

  it('navigates in the app when an internal link is clicked', () => {
    const { router } = renderCms('<p><a href="/faq">FAQ</a></p>');
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/fr/faq');
    expect(screen.getByText('Arrived at /fr/faq')).toBeInTheDocument();
  });

  it('uses paths as written without a CmsLinkContext provider', () => {
    const router = createMemoryRouter([{ path: '/', element: <CmsHtml html='<a href="/faq">FAQ</a>' /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('keeps external links as plain anchors, with rel="noopener noreferrer" when they open a new tab', () => {
    const { router } = renderCms(
      '<p><a href="https://partner.example/" target="_blank" rel="opener">Partner</a> <a href="mailto:help@example.com">Mail</a> <a href="//cdn.example/x">Cdn</a> <a href="#terms">Terms</a></p>',
    );
    const partner = screen.getByRole('link', { name: 'Partner' });
    expect(partner).toHaveAttribute('href', 'https://partner.example/');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Cdn' })).toHaveAttribute('href', '//cdn.example/x');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '#terms');
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps target and rel on a new-tab internal link', () => {
    renderCms('<a href="/shop" target="_blank">Shop</a>');
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', '/fr/shop');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells internal paths from links leaving the site', () => {
    expect(isInternalCmsPath('/')).toBe(true);
    expect(isInternalCmsPath('/my-miles?x=1#y')).toBe(true);
    for (const href of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://example.com', 'faq', '#x', '?x', ' /x']) {
      expect(isInternalCmsPath(href)).toBe(false);
    }
  });
});

describe('CmsHtml content', () => {
  it('wraps the content in a div with the class given', () => {
    const { container } = renderCms('<h2>Title</h2><p>Text</p>');
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('DIV');
    expect(wrapper).toHaveClass('cms');
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
  });

  it('loads images lazily and asynchronously', () => {
    renderCms('<figure><img src="https://cdn.example/a.png" alt="Plane" width="30" height="20"><figcaption>c</figcaption></figure>');
    const image = screen.getByRole('img', { name: 'Plane' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '30');
  });

  it('renders tables', () => {
    renderCms(
      '<table><caption>Grid</caption><thead><tr><th scope="col" colspan="2">Miles</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(screen.getByRole('table', { name: 'Grid' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Miles' })).toHaveAttribute('colspan', '2');
    // The scroll region a wide table sits in is named after its caption; it is a tab stop only while it
    // scrolls (jsdom has no layout, so it fits: tests/e2e/a11y-reflow.spec.ts checks a phone).
    expect(screen.getByRole('region', { name: 'Grid' })).not.toHaveAttribute('tabindex');
  });

  it("names the scroll region of a table with neither caption nor header in the visitor's language", async () => {
    await applyLanguage('fr-be');
    const router = createMemoryRouter([{ path: '/', element: <CmsHtml html="<table><tbody><tr><td>1</td></tr></tbody></table>" /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: 'Tableau' })).toContainElement(screen.getByRole('table'));
    await applyLanguage('en');
  });

  it.each(xssCorpus)('$name: renders nothing dangerous', ({ html }) => {
    const { container } = renderCms(html);
    expect(
      container.querySelectorAll(
        'script, iframe, object, embed, form, style, base, meta, link, svg, math, template, input, button, textarea',
      ),
    ).toHaveLength(0);
    for (const element of Array.from(container.querySelectorAll('*'))) {
      const handlers = Array.from(element.attributes).filter((a) => a.name.toLowerCase().startsWith('on'));
      expect(handlers.map((a) => a.name)).toEqual([]);
    }
    expect(window.__xss).toBeUndefined();
  });
});
