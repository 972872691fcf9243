// An animation's picture on its list card and its detail page, in jsdom: shown at its own size when the
// animation has one; without one, no picture area at all (no empty grey box holding the space of a picture).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { allNamespaces, applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';
import type { AnimationDetail } from '@/model/animations/animation-types';
import { AnimationCard } from '@/templates/animations/animation-card';
import { AnimationDetailView } from '@/templates/animations/animation-detail-view';
import type { TableRoute } from '@/contract/route-table';
import { ActiveRoutesContext } from '@/ui/route-links';

beforeAll(async () => {
  await applyLanguage('en');
  await loadNamespaces(allNamespaces);
});
afterEach(cleanup);

const picture = { src: '/media/offer-autumn-quiz.svg', alt: 'Autumn leaves', width: 320, height: 200 };
const event = (over: Partial<AnimationDetail> = {}): AnimationDetail => ({
  id: 11,
  type: 'event',
  title: 'Nordlys evening',
  summary: 'An evening at the Nordlys.',
  picture: null,
  starts_on: '2026-11-01',
  ends_on: '2026-12-10',
  status: 'current',
  miles: 0,
  multiplier: null,
  participation: { state: 'not_started', miles_earned: null, completed_at: null },
  content: { zones: {} },
  attempts_allowed: 1,
  attempts_used: 0,
  current_attempt_id: null,
  last_attempt_id: null,
  action: {
    kind: 'event',
    event_at: '2026-12-18T18:00:00.000Z',
    location: 'Nordlys, Oslo',
    seats_total: 8,
    seats_left: 8,
    cancel_until: '2026-12-16T22:00:00.000Z',
    registered: false,
  },
  ...over,
});

const routes = [
  { id: 'animation-details', path: '/earn/animations/:id', page: 'animations-detail', list: 'private', origin: 'test' },
] as TableRoute[];
const withI18n = (ui: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ActiveRoutesContext.Provider value={routes}>{ui}</ActiveRoutesContext.Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
const card = (animation: AnimationDetail) => withI18n(<AnimationCard animation={animation} />).container;
const detail = (animation: AnimationDetail) =>
  withI18n(<AnimationDetailView animation={animation} readOnly={true} onChanged={() => undefined} />).container;

describe('an animation without a picture', () => {
  it('has no picture area on its card', () => {
    const shown = card(event());
    expect(screen.getByRole('link', { name: 'Nordlys evening' })).toHaveAttribute('href', '/earn/animations/11');
    expect(shown.querySelector('[class*="picture"]')).toBeNull();
    expect(shown.querySelector('img')).toBeNull();
  });

  it('has no picture area on its page', () => {
    const shown = detail(event());
    expect(screen.getByRole('heading', { level: 1, name: 'Nordlys evening' })).toBeInTheDocument();
    expect(shown.querySelector('[class*="picture"]')).toBeNull();
    expect(shown.querySelector('img')).toBeNull();
  });
});

describe('an animation with a picture', () => {
  it('shows it at its size, with its text, on its card and its page', () => {
    for (const shown of [card(event({ picture })), detail(event({ picture }))]) {
      const img = shown.querySelector('img');
      expect(img).toHaveAttribute('src', picture.src);
      expect(img).toHaveAttribute('alt', 'Autumn leaves');
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '200');
    }
  });
});
