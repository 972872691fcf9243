// The member's state in an animation as its badge reads, on the list's card and the detail page, in the three
// languages: a registration for an event is a registration ("Registered"), not a completed animation — the
// event may well be weeks ahead — while a quiz passed reads as completed with its miles.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/lib/app-config';
import { applyLanguage, i18n, loadPageStrings } from '@/lib/i18n';
import type { AnimationSummary } from '@/model/animations/animation-types';
import { AnimationState } from '@/templates/animations/animation-state';

afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

const summary = (type: AnimationSummary['type'], participation: AnimationSummary['participation']): AnimationSummary => ({
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
});

const registered = summary('event', { state: 'completed', miles_earned: 0, completed_at: '2026-11-20T09:30:00.000Z' });

async function badgeIn(language: Language, animation: AnimationSummary): Promise<string> {
  await applyLanguage(language);
  await loadPageStrings();
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
