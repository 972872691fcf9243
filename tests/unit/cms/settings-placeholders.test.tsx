// @vitest-environment jsdom
// {{settings.<name>}} in CMS text: the figure of settings_light in en-GB grouping with spaces, a blank box until
// it is known, attributes and URLs untouched, an unknown name shown as written (and warned once in preview).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CmsHtml } from '@/cms/cms-html';
import { loadContentRenderer } from '@/cms/content-renderer';
import { splitSettingsPlaceholders } from '@/cms/settings-placeholders';
import { $previewToken } from '@/model/content/preview-model';
import { $settings, loadSettingsFx } from '@/model/settings/settings-model';

const figures = { minimum_transfer: 1000, new_card_cost: 500, ideal_gift_threshold: 80_000 };

function renderIn(scope: Scope, html: string) {
  const router = createMemoryRouter([{ path: '/', element: <CmsHtml html={html} /> }]);
  return render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

// As a route that shows content has it before the page renders (src/router/build-routes.tsx).
beforeAll(() => loadContentRenderer());

describe('splitSettingsPlaceholders', () => {
  it('splits known names out and keeps unknown ones in the text', () => {
    const unknown: string[] = [];
    expect(
      splitSettingsPlaceholders('A {{settings.new_card_cost}} b {{settings.nope}} c{{ settings.ideal_gift_threshold }}', (w) =>
        unknown.push(w),
      ),
    ).toEqual([{ text: 'A ' }, { setting: 'new_card_cost' }, { text: ' b {{settings.nope}} c' }, { setting: 'ideal_gift_threshold' }]);
    expect(unknown).toEqual(['{{settings.nope}}']);
    expect(splitSettingsPlaceholders('{{settings.constructor}}{{settings.__proto__}}')).toEqual([
      { text: '{{settings.constructor}}{{settings.__proto__}}' },
    ]);
  });
});

describe('CmsHtml with programme figures', () => {
  it('shows the figures formatted, in text only: attributes and URLs keep what the editor wrote', () => {
    const scope = fork({ values: [[$settings, figures]] });
    const { container } = renderIn(
      scope,
      '<p>A card costs <strong>{{settings.new_card_cost}} miles</strong>; the gift needs {{settings.ideal_gift_threshold}}.</p>' +
        '<a href="/burn?x={{settings.new_card_cost}}" title="{{settings.new_card_cost}}">from {{settings.minimum_transfer}}</a><img src="/media/a.png" alt="{{settings.new_card_cost}}">',
    );
    expect(container.querySelector('p')?.textContent).toBe('A card costs 500 miles; the gift needs 80\u00a0000.');
    const link = container.querySelector('a');
    expect(link?.getAttribute('title')).toBe('{{settings.new_card_cost}}');
    expect(link?.textContent).toBe('from 1\u00a0000');
    expect(decodeURIComponent(link?.getAttribute('href') ?? '')).toBe('/burn?x={{settings.new_card_cost}}');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('{{settings.new_card_cost}}');
  });

  it('shows a blank box, never a figure, until the settings are known, then asks for them once', async () => {
    const load = vi.fn(async () => ({ environment: 'prod' as const, ...figures, new_card_cost: 750 }));
    const scope = fork({ handlers: [[loadSettingsFx, load]] });
    const { container, findByText } = renderIn(
      scope,
      '<p>A card costs {{settings.new_card_cost}} miles, {{settings.new_card_cost}} again.</p>',
    );
    expect(container.querySelectorAll('.cms-figure-pending')).toHaveLength(2);
    expect(container.querySelector('p')?.textContent).toBe('A card costs  miles,  again.');
    await findByText('A card costs 750 miles, 750 again.');
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.cms-figure-pending')).toBeNull();
  });

  it('keeps the blank box when the settings cannot be loaded', async () => {
    const scope = fork({ handlers: [[loadSettingsFx, () => Promise.reject(new Error('offline'))]] });
    const { container } = renderIn(scope, '<p>Costs {{settings.new_card_cost}} miles.</p>');
    await allSettled(scope);
    expect(container.querySelector('p')?.textContent).toBe('Costs  miles.');
    expect(container.querySelector('.cms-figure-pending')).not.toBeNull();
  });

  it('shows an unknown name as written, warning once in preview only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visitor = renderIn(fork({ values: [[$settings, figures]] }), '<p>{{settings.card_price}} miles</p>');
    expect(visitor.container.textContent).toBe('{{settings.card_price}} miles');
    expect(warn).not.toHaveBeenCalled();
    visitor.unmount();
    const editor = fork({
      values: [
        [$settings, figures],
        [$previewToken, 'token'],
      ],
    });
    renderIn(editor, '<p>{{settings.card_price}} and {{settings.card_price}}</p><p>{{settings.card_price}}</p>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('{{settings.card_price}}');
  });
});
