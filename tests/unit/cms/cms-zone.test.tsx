// @vitest-environment jsdom
// The zone renderer and its item registry: every known type renders, an unknown one is skipped with a
// warning (a placeholder in preview), structured links and images obey the same URL rules as CMS HTML.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CmsLinkContext } from '@/cms/cms-link-context';
import { loadContentRenderer } from '@/cms/content-renderer';
import { CmsZone } from '@/cms/cms-zone';
import { zoneItemTypes } from '@/cms/zone-item-registry';
import { linkKind, safeImageSrc } from '@/cms/safe-url';
import { i18n, applyLanguage } from '@/platform/i18n';
import type { CmsItem } from '@/model/content/content-model';
import { CmsPageContext } from '@/cms/cms-page-context';
import CmsZoneBlock, { CmsCallToActionBlock, CmsVideoBlock } from '@/blocks/cms/cms-zone-block';

function renderZone(items: CmsItem[], preview = false): ReturnType<typeof render> {
  const tree = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <CmsLinkContext.Provider value={{ localize: (p) => `/fr${p}`, reachable: () => true }}>{children}</CmsLinkContext.Provider>
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: tree(<CmsZone items={items} preview={preview} />) }]);
  return render(<RouterProvider router={router} />);
}

const all: CmsItem[] = [
  { type: 'rich_text', html: '<h2>Rich heading</h2><p>Text <a href="/faq">FAQ</a></p>' },
  { type: 'image', src: '/media/a.svg', alt: 'A hotel', width: 400, height: 200, caption: 'Caption' },
  { type: 'video', provider: 'youtube', video_id: 'M7lc1UVf-VE', title: 'Miles in two minutes' },
  { type: 'accordion', title: 'Questions', items: [{ id: 'q1', title: 'First question', html: '<p>First answer</p>' }] },
  {
    type: 'cards',
    items: [{ title: 'Card', figure: '500 miles', html: '<p>Card text</p>', link: { label: 'Go', href: '/earn/how-to-earn' } }],
  },
  { type: 'call_to_action', title: 'Join', link: { label: 'Create an account', href: '/create-account' } },
  { type: 'downloads', title: 'Files', files: [{ label: 'Logo', href: '/media/logo.svg', format: 'SVG', size_bytes: 745 }] },
  { type: 'press_releases', items: [{ content_id: 'r1', title: 'Release one', summary: 'Summary', published_at: '2026-10-20' }] },
];

// As a route that shows content has it before the page renders (src/router/build-routes.tsx).
beforeAll(() => loadContentRenderer());

describe('zone renderer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has a component for each item type of the contract', () => {
    expect(new Set(zoneItemTypes)).toEqual(new Set(all.map((i) => i.type)));
  });

  it('renders every known item type in order', async () => {
    await applyLanguage('en');
    renderZone(all);
    expect(screen.getByRole('heading', { name: 'Rich heading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/fr/faq');
    expect(screen.getByRole('img', { name: 'A hotel' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: /Play the video: Miles in two minutes/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('500 miles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/fr/earn/how-to-earn');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/fr/create-account');
    const download = screen.getByRole('link', { name: /Logo/ });
    expect(download).toHaveAttribute('href', '/media/logo.svg');
    expect(download).toHaveAttribute('download');
    expect(within(download).getByText('SVG, 1 kB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Release one' })).toHaveAttribute('href', '/fr/press/release/r1');
    expect(screen.getByText('20 October 2026')).toBeInTheDocument();
  });

  it('opens an accordion entry with its button, and loads the video only when asked', async () => {
    await applyLanguage('en');
    const { container } = renderZone(all);
    const question = screen.getByRole('button', { name: 'First question' });
    expect(screen.queryByText('First answer')).not.toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play the video/ }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0');
    expect(frame).toHaveAttribute('title', 'Miles in two minutes');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('skips an unknown item type with one console warning, and shows a placeholder in preview', async () => {
    // A type no content file of the seed has: the warning is once per type for the whole page's life, and the
    // files sharing this worker may have rendered the seed's own unknown type before.
    await applyLanguage('en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const items: CmsItem[] = [{ type: 'weather_widget' }, { type: 'rich_text', html: '<p>After</p>' }];
    const live = renderZone(items);
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(screen.queryByText(/weather_widget/)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"weather_widget"'));
    live.unmount();
    renderZone(items, true);
    expect(screen.getByRole('note')).toHaveTextContent('Preview: the content item type “weather_widget” is not supported');
  });

  it('never turns a structured link or image into a script URL', async () => {
    await applyLanguage('en');
    const { container } = renderZone([
      { type: 'call_to_action', title: 'Bad', link: { label: 'Click', href: 'javascript:alert(1)' } },
      {
        type: 'cards',
        items: [
          {
            title: 'Bad card',
            image: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' },
            link: { label: 'Tab', href: ' java\tscript:alert(1)' },
          },
        ],
      },
      { type: 'image', src: 'javascript:alert(1)', alt: 'Bad image' },
    ]);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Click').tagName).toBe('SPAN');
  });
});

describe('safe URLs of structured fields', () => {
  it('classifies links', () => {
    expect(linkKind('/faq#x')).toBe('internal');
    expect(linkKind('/media/kit.pdf')).toBe('file');
    expect(linkKind('https://www.hotel-group.example')).toBe('external');
    expect(linkKind('mailto:press@miles.example')).toBe('external');
    expect(linkKind('tel:+3225550100')).toBe('external');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      '\u0001javascript:x',
    ])
      expect(linkKind(bad), bad).toBeNull();
  });

  it('accepts local, http(s) and raster data images only', () => {
    expect(safeImageSrc('/media/a.svg')).toBe('/media/a.svg');
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    for (const bad of ['data:image/svg+xml;base64,PHN2Zz4=', 'javascript:alert(1)', '//evil.example/a.png'])
      expect(safeImageSrc(bad), bad).toBeNull();
  });
});

describe('zone blocks (page config)', () => {
  afterEach(() => vi.restoreAllMocks());
  const page = {
    url: '/earn',
    language: 'en',
    status: 'published',
    title: 'Earn',
    zones: { main: all, aside: [{ type: 'rich_text', html: '<p>Aside text</p>' }] },
  } as never;
  const inPage = (block: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <CmsLinkContext.Provider value={{ localize: (p) => p, reachable: () => true }}>
        <CmsPageContext.Provider value={{ page, preview: false }}>{block}</CmsPageContext.Provider>
      </CmsLinkContext.Provider>
    </I18nextProvider>
  );
  const show = (element: ReactNode) => render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

  it('cms-<type> renders only that type of the zone; cms-zone a whole zone', async () => {
    await applyLanguage('en');
    const view = show(inPage(<CmsCallToActionBlock zone="main" />));
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByText('Rich heading')).toBeNull();
    view.unmount();
    show(
      inPage(
        <>
          <CmsVideoBlock />
          <CmsZoneBlock zone="aside" />
        </>,
      ),
    );
    expect(screen.getByRole('button', { name: /Miles in two minutes/ })).toBeInTheDocument();
    expect(screen.getByText('Aside text')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('outside a content page renders nothing and says why in the console', async () => {
    await applyLanguage('en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = show(<CmsZoneBlock zone="sidebar" />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Zone block "sidebar" is outside a content page'));
  });
});
