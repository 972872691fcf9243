// The member's state in an animation as its badge reads, on the list's card and the detail page, in the three
// languages: a registration for an event is a registration ("Registered"), not a completed animation — the
// event may well be weeks ahead — until the event has taken place, when it reads as done ("Completed"); a quiz
// passed reads as completed with its miles.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/lib/app-config';
import { allNamespaces, applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';
import type { AnimationSummary } from '@/model/animations/animation-types';
import { AnimationState } from '@/templates/animations/animation-state';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await applyLanguage('en');
});

const summary = (
  type: AnimationSummary['type'],
  participation: AnimationSummary['participation'],
  over: Partial<AnimationSummary> = {},
): AnimationSummary => ({
  id: 11,
  type,
  title: 'Nordlys evening',
  summary: '',
  picture: null,
  starts_on: '2026-11-01',
  ends_on: '2026-12-10',
  status: 'current',
  miles: type === 'event' ? 0 : 500,
  multiplier: null,
  participation,
  ...over,
});

const registered = summary('event', { state: 'completed', miles_earned: 0, completed_at: '2026-11-20T09:30:00.000Z' });

async function badgeIn(language: Language, animation: AnimationSummary): Promise<string> {
  await applyLanguage(language);
  await loadNamespaces(allNamespaces);
  render(
    <I18nextProvider i18n={i18n}>
      <AnimationState animation={animation} />
    </I18nextProvider>,
  );
  const text = screen.getByTestId('animation-state').textContent ?? '';
  cleanup();
  return text;
}

describe('the state badge', () => {
  it('reads a registration for an event as registered, in every language', async () => {
    expect(await badgeIn('en', registered)).toBe('Registered');
    expect(await badgeIn('fr-be', registered)).toBe('Inscrit(e)');
    expect(await badgeIn('nl-be', registered)).toBe('Ingeschreven');
  });

  it('reads a passed quiz as completed with its miles, and an event without registration as not started', async () => {
    const passed = summary('quiz', { state: 'completed', miles_earned: 500, completed_at: '2026-11-20T09:30:00.000Z' });
    expect(await badgeIn('en', passed)).toBe('Completed: 500 miles earned');
    expect(await badgeIn('en', summary('event', { state: 'not_started', miles_earned: null, completed_at: null }))).toBe('Not started');
  });
});

describe('the badge of an event the member registered for, by the clock', () => {
  // The Nordlys evening takes place on 10 December 2026 at 17:30 UTC.
  const event = summary(
    'event',
    { state: 'completed', miles_earned: 0, completed_at: '2026-11-20T09:30:00.000Z' },
    {
      event_at: '2026-12-10T17:30:00.000Z',
    },
  );

  it('reads registered before the event and completed once it has taken place, in every language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-10T17:29:00.000Z'));
    expect(await badgeIn('en', event)).toBe('Registered');
    expect(await badgeIn('fr-be', event)).toBe('Inscrit(e)');
    expect(await badgeIn('nl-be', event)).toBe('Ingeschreven');
    vi.setSystemTime(new Date('2026-12-10T17:31:00.000Z'));
    expect(await badgeIn('en', event)).toBe('Completed');
    expect(await badgeIn('fr-be', event)).toBe('Terminée');
    expect(await badgeIn('nl-be', event)).toBe('Voltooid');
    // Not registered, the event over: the period's state, as before.
    expect(
      await badgeIn('en', { ...event, status: 'closed', participation: { state: 'closed', miles_earned: null, completed_at: null } }),
    ).toBe('Closed');
  });

  it('turns when the event’s moment passes, on a page left open', async () => {
    await applyLanguage('en');
    await loadNamespaces(allNamespaces);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-12-10T17:29:59.000Z'));
    render(
      <I18nextProvider i18n={i18n}>
        <AnimationState animation={event} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('animation-state')).toHaveTextContent('Registered');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('animation-state')).toHaveTextContent('Completed');
  });
});
