// The FAQ on the real route config, models and templates, against the content system's seed
// (tests/support/api/content.ts): a link to a question opens it, focused, its category marked in the menu; opening
// another question by keyboard puts its address in the bar, the focus staying on it; the search narrows the
// questions as the visitor types and says how many match, or that none does; a link to a question that no longer
// exists says so and shows every question.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { seedContent, seedContentApi, seedSettingsHandler } from '../../support/api/content';

const session = mockSession();
const content = seedContent();
useMockApi([...seedContentApi(content, session), ...sessionApi(session), seedSettingsHandler]);
warmUp(['faq']);
// The FAQ scrolls to the question of a link; jsdom lays nothing out and has no scrollIntoView.
const jsdomScroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  if (jsdomScroll) Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScroll);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
});
beforeEach(() => {
  Object.assign(session, mockSession());
  Object.assign(content, seedContent());
});

describe('the FAQ', () => {
  it('opens the question of a link, focused; Enter on another opens it and puts its address in the bar', async () => {
    const { user } = await startPortal('/faq/earning/when-are-my-miles-valid');
    const question = await screen.findByRole('button', { name: 'When are my miles valid?' });
    await waitFor(() => expect(question).toHaveFocus());
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'When are my miles valid?' })).toHaveTextContent('7 days');
    expect(document.querySelector('.faq__nav a[aria-current]')).toHaveAttribute('href', '/faq/earning');

    const other = screen.getByRole('button', { name: 'How much does a new card cost?' });
    other.focus();
    await user.keyboard('{Enter}');
    expect(other).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(window.location.pathname).toBe('/faq/prepaid-card/how-much-does-a-new-card-cost'));
    expect(other).toHaveFocus();
    expect(screen.getByRole('region', { name: 'How much does a new card cost?' })).toHaveTextContent('500');
  });

  it('narrows the questions as the visitor types, says how many match, or that none does', async () => {
    const { user } = await startPortal('/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'PIN');
    expect(await screen.findByRole('button', { name: 'Where can I find my PIN?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'When are my miles valid?' })).toBeNull();
    expect(document.querySelector('#faq-search-count')).toHaveTextContent(/^\d+ questions? match/);
    await user.clear(search);
    await user.type(search, 'zeppelin');
    expect(await screen.findByText('No question matches “zeppelin”.')).toBeInTheDocument();
  });

  it('says a link’s question no longer exists, and shows every question', async () => {
    await startPortal('/faq/earning/a-question-removed-last-year');
    expect(await screen.findByText(/The question of this link no longer exists\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When are my miles valid?' })).toBeInTheDocument();
  });
});
