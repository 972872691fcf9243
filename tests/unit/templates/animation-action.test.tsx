// The action panels of an animation's page in jsdom, over the real model with the calls replaced: booster join
// (and the link to declare a booking, by route id), event registration and cancellation (confirmation, deadline),
// a received code (prominent, copied or selected for Ctrl+C, kept after the page's fresh copy), the external
// course's link out, and the server's refusal shown in the member's language.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Provider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { allNamespaces, applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';
import type { TableRoute } from '@/contract/route-table';
import {
  cancelEventRegistrationFx,
  claimAnimationCodeFx,
  joinBoosterFx,
  registerForEventFx,
  startExternalElearningFx,
} from '@/model/animation-actions/animation-action-calls';
import type { ActionObject, AnimationDetail } from '@/model/animation-actions/animation-action-types';
import { AnimationAction } from '@/templates/animations/actions/animation-action';
import { ActiveRoutesContext } from '@/ui/route-links';

// The panels' strings are in the pages' part, which the route of the detail page loads.
beforeAll(async () => {
  await applyLanguage('en');
  await loadNamespaces(allNamespaces);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { id: 'declare-booking', path: '/earn/declare-booking', page: 'declare-booking', list: 'private', origin: 'test' },
] as TableRoute[];

const animation = (
  type: AnimationDetail['type'],
  action: AnimationDetail['action'],
  over: Partial<AnimationDetail> = {},
): AnimationDetail => ({
  id: 31,
  type,
  title: 'Winter event',
  summary: '',
  picture: null,
  starts_on: '2026-11-01',
  ends_on: '2026-12-15',
  status: 'current',
  miles: 300,
  multiplier: type === 'booster' ? 2 : null,
  participation: { state: 'not_started', miles_earned: null, completed_at: null },
  content: { zones: {} },
  attempts_allowed: 1,
  attempts_used: 0,
  current_attempt_id: null,
  action,
  ...over,
});

type Handler = (id: number) => Promise<ActionObject>;
function setup(shown: AnimationDetail, handlers: Partial<Record<'join' | 'register' | 'cancel' | 'claim' | 'start', Handler>> = {}) {
  const never: Handler = () => Promise.reject(new Error('not expected'));
  const calls = {
    join: vi.fn(handlers.join ?? never),
    register: vi.fn(handlers.register ?? never),
    cancel: vi.fn(handlers.cancel ?? never),
    claim: vi.fn(handlers.claim ?? never),
    start: vi.fn(handlers.start ?? never),
  };
  const scope = fork({
    handlers: [
      [joinBoosterFx, calls.join],
      [registerForEventFx, calls.register],
      [cancelEventRegistrationFx, calls.cancel],
      [claimAnimationCodeFx, calls.claim],
      [startExternalElearningFx, calls.start],
    ],
  });
  const onChanged = vi.fn();
  const ui = (a: AnimationDetail) => (
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ActiveRoutesContext.Provider value={routes}>
            <AnimationAction animation={a} onChanged={onChanged} />
          </ActiveRoutesContext.Provider>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  const view = render(ui(shown));
  return { calls, onChanged, rerender: (a: AnimationDetail) => view.rerender(ui(a)) };
}

describe('booster panel', () => {
  it('joins, shows since when, links to the booking declaration by route id, and asks the page to read again', async () => {
    const { calls, onChanged } = setup(animation('booster', { kind: 'booster', multiplier: 2, joined_at: null }), {
      join: async () => ({ kind: 'booster', multiplier: 2, joined_at: '2026-11-20T09:30:00.000Z' }),
    });
    expect(screen.getByText(/check-out from 1 November 2026 to 15 December 2026 earns 2 times/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the booster' }));
    expect(await screen.findByText(/You joined this booster on 20 November 2026/)).toBeInTheDocument();
    // The pressed button is gone: the focus lands on what replaced it.
    expect(screen.getByTestId('booster-joined')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Declare a booking' })).toHaveAttribute('href', '/earn/declare-booking');
    expect(screen.queryByRole('button', { name: 'Join the booster' })).toBeNull();
    expect(calls.join).toHaveBeenCalledWith(31);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in the member's language and stays unjoined", async () => {
    const refused: ApiError = { code: 409, status: 409, errors: 'closed', key: 'animation_closed' };
    const { onChanged } = setup(animation('booster', { kind: 'booster', multiplier: 2, joined_at: null }), {
      join: () => Promise.reject(refused),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Join the booster' }));
    const expected = i18n.t('validation.server.animation_closed', { defaultValue: i18n.t('validation.server.generic') });
    expect(await screen.findByTestId('animation-action-error')).toHaveTextContent(expected);
    expect(screen.getByRole('button', { name: 'Join the booster' })).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1); // a 409: the page's copy is stale
  });
});

describe('outside the period', () => {
  it('an upcoming booster says from when, with no button that could only be refused', () => {
    setup(animation('booster', { kind: 'booster', multiplier: 2, joined_at: null }, { status: 'upcoming', starts_on: '2027-01-20' }));
    expect(screen.getByTestId('animation-period-notice')).toHaveTextContent('It starts on 20 January 2027');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a closed code distribution says it is over', () => {
    setup(animation('code_distribution', { kind: 'code', code: null, received_at: null, codes_left: 4 }, { status: 'closed' }));
    expect(screen.getByTestId('animation-period-notice')).toHaveTextContent('This animation is over.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('event panel', () => {
  const event = (over: Partial<Extract<ActionObject, { kind: 'event' }>> = {}): ActionObject => ({
    kind: 'event',
    event_at: '2099-12-10T18:00:00.000Z',
    location: 'Horizon Brussels Grand-Place',
    seats_total: 40,
    seats_left: 12,
    cancel_until: '2099-12-08T23:59:00.000Z',
    registered: false,
    ...over,
  });

  it('registers (one seat fewer), then cancels after confirming (the seat back)', async () => {
    const { calls } = setup(animation('event', event()), {
      register: async () => event({ registered: true, seats_left: 11 }),
      cancel: async () => event({ registered: false, seats_left: 12 }),
    });
    expect(screen.getByTestId('event-seats-left')).toHaveTextContent('12 seats left of 40');
    expect(screen.getByText('Horizon Brussels Grand-Place')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('event-registered')).toHaveFocus();
    expect(screen.getByTestId('event-seats-left')).toHaveTextContent('11 seats left of 40');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your registration?' });
    // "Keep" closes the dialog and cancels nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my registration' }));
    expect(calls.cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel my registration' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toHaveFocus();
    expect(screen.getByTestId('event-seats-left')).toHaveTextContent('12 seats left of 40');
    expect(calls.cancel).toHaveBeenCalledTimes(1);
  });

  it('after the deadline says why the registration can no longer be cancelled', () => {
    setup(animation('event', event({ registered: true, cancel_until: '2020-01-01T10:00:00.000Z' })));
    expect(screen.getByTestId('event-cancel-closed')).toHaveTextContent(/could be cancelled until .*2020/);
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
  });

  it('says registered until the event and that it took place once it has, with nothing left to cancel', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      vi.setSystemTime(new Date('2026-12-10T17:59:00.000Z'));
      const registered = event({ registered: true, event_at: '2026-12-10T18:00:00.000Z', cancel_until: '2026-12-08T23:59:00.000Z' });
      setup(
        animation('event', registered, {
          participation: { state: 'completed', miles_earned: 0, completed_at: '2026-11-20T09:30:00.000Z' },
        }),
      );
      expect(screen.getByTestId('event-registered')).toHaveTextContent('You are registered for this event.');
      expect(screen.queryByTestId('event-took-place')).toBeNull();
      act(() => vi.advanceTimersByTime(61_000));
      expect(screen.getByTestId('event-took-place')).toHaveTextContent('This event is over.');
      expect(screen.queryByTestId('event-registered')).toBeNull();
      expect(screen.queryByTestId('event-cancel-closed')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a full event offers no registration', () => {
    setup(animation('event', event({ seats_left: 0 })));
    expect(screen.getByTestId('event-full')).toHaveTextContent('The event is full');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

describe('code panel', () => {
  const none: ActionObject = { kind: 'code', code: null, received_at: null, codes_left: 3 };
  const received: ActionObject = { kind: 'code', code: 'WELCOME-7Q2K', received_at: '2026-11-20T09:30:00.000Z', codes_left: 2 };

  it('shows the received code prominently, copies it, and keeps it prominent once the page has its fresh copy', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { rerender, onChanged } = setup(animation('voucher', none), { claim: async () => received });
    await userEvent.click(screen.getByRole('button', { name: 'Receive my voucher code' }));
    const box = await screen.findByTestId('code-received');
    expect(box).toHaveFocus();
    expect(within(box).getByTestId('animation-code')).toHaveTextContent('WELCOME-7Q2K');
    await userEvent.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('WELCOME-7Q2K');
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    rerender(animation('voucher', received));
    expect(screen.getByTestId('code-received')).toHaveTextContent('WELCOME-7Q2K');
  });

  it('without the clipboard API selects the code and says to press Ctrl+C', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    setup(animation('code_distribution', received));
    // A later visit: the code is kept on the page, quietly.
    expect(screen.getByTestId('code-kept')).toHaveTextContent('Your code, received on 20 November 2026:');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/press Ctrl\+C/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('WELCOME-7Q2K');
  });

  it('says when no codes are left', () => {
    setup(animation('code_distribution', { ...none, codes_left: 0 }));
    expect(screen.getByTestId('codes-exhausted')).toHaveTextContent('No codes are left for this animation.');
    expect(screen.queryByRole('button', { name: 'Receive my code' })).toBeNull();
  });
});

describe('external e-learning panel', () => {
  it('opens the course in a new tab without opener and records the start; then says the provider reports completion', async () => {
    const start = vi.fn(async (): Promise<ActionObject> => ({
      kind: 'external',
      url: 'https://learn.example.com/course',
      started_at: '2026-11-20T09:30:00.000Z',
      completed_at: null,
    }));
    setup(
      animation('external_elearning', { kind: 'external', url: 'https://learn.example.com/course', started_at: null, completed_at: null }),
      { start },
    );
    const link = screen.getByRole('link', { name: /Start the course/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleName('Start the course (opens in a new tab)');
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot open tabs
    await userEvent.click(link);
    expect(start).toHaveBeenCalledWith(31);
    expect(await screen.findByTestId('external-in-progress')).toHaveTextContent('completion is reported by the provider');
  });

  it('shows the miles once completed, and never links to a non-web address', () => {
    setup(
      animation(
        'external_elearning',
        { kind: 'external', url: 'javascript:alert(1)', started_at: '2026-11-20T09:30:00.000Z', completed_at: '2026-11-22T09:30:00.000Z' },
        { participation: { state: 'completed', miles_earned: 300, completed_at: '2026-11-22T09:30:00.000Z' } },
      ),
    );
    expect(screen.getByTestId('external-completed')).toHaveTextContent('Completed on 22 November 2026: 300 miles credited.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
