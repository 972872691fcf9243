// The member home (/home) on the real route config and models, against the mocked API: the figures of users_stats
// (the header's too), the pending miles with the day each becomes valid (the soonest first, five at most), the latest
// activity, the quick actions and the content zones; the page in French; a brand-new member's empty states and the
// invitation to a first claim; and each part that cannot be loaded saying so, with its own "Try again".
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { components } from '@/generated/api';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { daysFromNow, historyApi, mockHistory, movement } from '../../support/api/history';

type CallToAction = components['schemas']['CmsCallToAction'];

/** The home's content page as the content system answers it: its offer in the language asked for. */
const homeContent: Record<'en' | 'fr-be', { title: string; zones: { main: CallToAction[] } }> = {
  en: {
    title: 'Welcome to Miles',
    zones: {
      main: [
        {
          type: 'call_to_action',
          title: 'Winter booster: double miles',
          link: { label: 'Discover the Winter booster', href: '/offers/booster-2x' },
        },
      ],
    },
  },
  'fr-be': {
    title: 'Bienvenue sur Miles',
    zones: {
      main: [
        {
          type: 'call_to_action',
          title: 'Booster d’hiver : miles doublés',
          link: { label: 'Découvrir le booster d’hiver', href: '/offers/booster-2x' },
        },
      ],
    },
  },
};

const session = mockSession({ member: demoMember() });
const history = mockHistory();
useMockApi([
  ...historyApi(history),
  ...sessionApi(session),
  contractHandler('getPageContent', (request) => {
    const language = request.headers.get('Accept-Language')?.startsWith('fr') ? 'fr-be' : 'en';
    if (new URL(request.url).searchParams.get('url') !== '/home')
      return { status: 404, body: { code: 404, message: 'Page not found', key: 'page_not_found' } };
    return { body: { url: '/home', language, status: 'published', ...homeContent[language] } };
  }),
]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(history, mockHistory());
});
warmUp(['home', 'declare-booking'], [], [() => import('@/templates/home-postconnection/home-news')]);

const open = () => startPortal('/home', { member: demoMember() });
const longDay = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const mediumDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const items = (testId: string) => within(screen.getByTestId(testId)).queryAllByRole('listitem');
/** Waits for the home's lists (the page renders them at transition priority, a moment after the answers came). */
const listed = (testId: string, count: number) => waitFor(() => expect(items(testId)).toHaveLength(count), { timeout: 15_000 });

describe('the member home', () => {
  it("shows users_stats' figures as the header does, the pending miles soonest first with their day, the latest activity, the actions and the news", async () => {
    // Six pending credits (Dana's DANA0001 valid in 6 days among them): five are listed, the soonest first.
    const soonest = movement(1, {
      status: 'pending',
      amount: 400,
      label: 'Booking HZ777001 – Horizon Antwerp Station, Antwerp (2 nights)',
      booking_number: 'HZ777001',
      hotel: { id: 3, name: 'Horizon Antwerp Station', city: 'Antwerp' },
      valid_on: daysFromNow(2),
    });
    const later = [9, 10, 11, 12].map((days) => movement(5, { status: 'pending', amount: 100, valid_on: daysFromNow(days) }));
    history.movements.push(soonest, ...later);
    await open();
    await listed('home-upcoming', 5);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello Dana' })).toBeInTheDocument();
    // Pending miles are not in the main balance: 2 000 valid, 1 600 pending.
    expect(screen.getByTestId('home-balance')).toHaveTextContent('Main balance2 000 miles');
    expect(screen.getByTestId('main-balance')).toHaveTextContent('2 000 miles');
    expect(screen.getByTestId('home-pending')).toHaveTextContent('Pending miles1 600 miles');
    expect(screen.getByTestId('home-rank')).toHaveTextContent('RankGold');

    const [first, second] = items('home-upcoming');
    expect(first).toHaveTextContent(`400 miles on ${longDay(daysFromNow(2))}`);
    expect(first).toHaveTextContent('Hotel booking · Horizon Antwerp Station, Antwerp · HZ777001');
    expect(second).toHaveTextContent(`800 miles on ${longDay(daysFromNow(6))}`);
    expect(within(screen.getByTestId('home-upcoming')).getByRole('link', { name: '1 more in my miles history' })).toHaveAttribute(
      'href',
      '/my-miles',
    );

    // The five newest movements, each with its amount and status (a pending one with its day).
    await listed('home-activity', 5);
    const pending = items('home-activity').find((item) => item.textContent?.includes('HZ777001'));
    expect(pending).toHaveTextContent('+400 miles');
    expect(pending).toHaveTextContent(`Pending · valid on ${mediumDay(daysFromNow(2))}`);
    expect(within(screen.getByTestId('home-activity')).getByRole('link', { name: 'See my full miles history' })).toHaveAttribute(
      'href',
      '/my-miles',
    );
    expect(screen.queryByTestId('home-welcome')).toBeNull();

    const actions = within(screen.getByRole('region', { name: 'What would you like to do?' }));
    expect(actions.getByRole('link', { name: /Declare a booking/ })).toHaveAttribute('href', '/earn/declare-booking');
    expect(actions.getByRole('link', { name: /Spend my miles/ })).toHaveAttribute('href', '/exchange-my-miles/gift-shop/all');
    expect(actions.getByRole('link', { name: /Transfer miles/ })).toHaveAttribute('href', '/exchange-my-miles/transfer-miles');

    const news = await screen.findByRole('region', { name: 'News and offers' }, { timeout: 15_000 });
    expect(await within(news).findByRole('heading', { name: 'Winter booster: double miles' })).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Discover the Winter booster' })).toHaveAttribute('href', '/offers/booster-2x');
  });

  it('switched to French: the greeting, figures, lists, actions and news in the language', async () => {
    const { user } = await open();
    await listed('home-upcoming', 1);
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0] as HTMLElement, 'fr-be');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Dana' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr-be');
    expect(screen.getByTestId('home-balance')).toHaveTextContent('Solde principal2 000 miles');
    expect(screen.getByTestId('home-rank')).toHaveTextContent('StatutOr');
    await waitFor(() => expect(items('home-upcoming')[0]).toHaveTextContent(`800 miles le ${longDay(daysFromNow(6), 'fr-BE')}`));
    expect(screen.getByRole('heading', { name: 'Activité récente' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Que souhaitez-vous faire ?' })).getByRole('link', { name: /Déclarer une réservation/ }),
    ).toBeInTheDocument();
    const news = await screen.findByRole('region', { name: 'Actualités et offres' }, { timeout: 15_000 });
    expect(await within(news).findByRole('heading', { name: 'Booster d’hiver : miles doublés' })).toBeInTheDocument();
  });

  it('a brand-new member: figures at 0, empty lists, and an invitation to declare a first booking that opens the form', async () => {
    history.movements = [];
    const { user } = await open();
    const welcome = await screen.findByTestId('home-welcome', {}, { timeout: 15_000 });
    expect(within(welcome).getByRole('heading', { name: 'Welcome to Miles!' })).toBeInTheDocument();
    expect(welcome).toHaveTextContent('You have not declared a booking yet.');
    expect(screen.getByTestId('home-balance')).toHaveTextContent('Main balance0 miles');
    expect(screen.getByTestId('home-pending')).toHaveTextContent('Pending miles0 miles');
    expect(screen.getByTestId('home-upcoming')).toHaveTextContent('You have no pending miles.');
    expect(screen.getByTestId('home-activity')).toHaveTextContent('No activity on your account yet.');
    expect(items('home-activity')).toHaveLength(0);

    await user.click(within(welcome).getByRole('link', { name: 'Declare my first booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Declare a booking' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/earn/declare-booking');
  });

  it('says when its miles and its figures cannot be loaded; each "Try again" loads its part, the rest of the home stays', async () => {
    history.historyDown = true;
    history.statsDown = true;
    const { user } = await open();
    const milesFailure = await screen.findByText('Your miles could not be loaded.', {}, { timeout: 15_000 });
    const figuresFailure = await screen.findByTestId('home-figures-failure', {}, { timeout: 15_000 });
    expect(figuresFailure).toHaveTextContent('Your balance and status could not be loaded.');
    expect(figuresFailure).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('home-balance')).toHaveTextContent('Main balance…');
    expect(screen.getByRole('region', { name: 'What would you like to do?' })).toBeInTheDocument();

    history.statsDown = false;
    await user.click(within(figuresFailure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('home-balance')).toHaveTextContent('Main balance2 000 miles'));
    expect(screen.queryByTestId('home-figures-failure')).toBeNull();
    expect(milesFailure).toBeInTheDocument();

    history.historyDown = false;
    await user.click(within(milesFailure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await listed('home-activity', 5);
    expect(screen.queryByText('Your miles could not be loaded.')).toBeNull();
  });

  it('when only the figures cannot be loaded, the lists are there beside their failure', async () => {
    history.statsDown = true;
    await open();
    expect(await screen.findByTestId('home-figures-failure', {}, { timeout: 15_000 })).toBeInTheDocument();
    await listed('home-activity', 5);
    expect(items('home-upcoming')).toHaveLength(1);
  });
});
