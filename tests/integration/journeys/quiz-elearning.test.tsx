// Animations on the real route config, models and templates, against the mocked animations API: the list and its
// type filter kept in the address; a quiz started, answered (each choice saved as given), refused while a question
// is open (the error summary naming each, its message, the focus on the first), then submitted: the score, the miles
// "credited on" the day of the submit and the header's balance; an attempt resumed where it stopped; a save the
// server refuses; the result in French; an e-learning read module by module, then its quiz; joining a booster,
// registering for an event (and cancelling after confirming), a full event's refusal, an event that is over; a
// guest sent through the login to the animation; and an editor's preview of an unpublished quiz shown to a guest
// read-only, its questions for proofreading, while without the preview link nothing is shown.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { animationsApi, mockAnimations } from '../../support/api/animations';
import type { MockAnimations } from '../../support/api/animations';
import { previewStorageKey } from '@/model/content/preview-model';

warmUp(['animations', 'quiz', 'login', 'animations-preview'], ['login']);

const session = mockSession();
const animations = mockAnimations();
const server = useMockApi([...sessionApi(session), ...contentApi(), ...animationsApi(animations, session)]);
/** The day every write of a test happens on, so "credited on" and "joined on" name a known day. */
const submittedAt = new Date('2026-03-14T10:00:00.000Z');
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(animations, mockAnimations(), { now: () => submittedAt });
});

type User = Awaited<ReturnType<typeof startPortal>>['user'];
const member = { member: demoMember() };
const question = (text: string) => screen.getByRole('group', { name: new RegExp(text.replace(/[?()]/g, '\\$&')) });
const sentOf = (operation: string) => animations.sent.filter((s) => s.operation === operation);

/** An open attempt of quiz 1 holding `answers` (what the server kept from an earlier visit). */
function openAttempt(state: MockAnimations, answers: Record<string, number[]>, submittedAt: string | null = null): number {
  const id = 41;
  state.attempts.set(id, { id, quizId: 1, submittedAt, answers, result: null });
  const detail = state.animations.get(1)!;
  detail.current_attempt_id = id;
  detail.participation = { state: 'in_progress', miles_earned: null, completed_at: null };
  return id;
}

async function choose(user: User, questionText: string, choiceText: string) {
  await user.click(within(question(questionText)).getByLabelText(choiceText));
}

describe('the animations list', () => {
  it('lists the current animations, and the type filter narrows it and is kept in the address', async () => {
    const { user } = await startPortal('/earn/animations', member);
    const list = await screen.findByRole('list', { name: 'Animations' });
    expect(within(list).getByRole('link', { name: 'Your booking habits' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Agency Days 2025' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type of animation'), 'Quiz (1)');
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Your booking habits' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('?type=quiz');
    const card = within(list).getByRole('link', { name: 'The Horizon brands' }).closest('li')!;
    expect(within(card).getByTestId('animation-state')).toHaveTextContent('Not started');
    expect(card).toHaveTextContent('500 miles');
  });

  it('opened at a filtered address (a reload, a shared link), shows that filter', async () => {
    await startPortal('/earn/animations?type=survey', member);
    const list = await screen.findByRole('list', { name: 'Animations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Your booking habits' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type of animation')).toHaveDisplayValue('Survey (1)');
  });
});

describe('a quiz', () => {
  it('is answered as given, refused while questions are open, then credits its miles on the day and in the header', async () => {
    const { user } = await startPortal('/earn/animations/1', member);
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await screen.findByRole('group', { name: /Which brand is made for business travellers/ });
    expect(window.location.pathname).toBe('/earn/animations/quiz/1/101');
    expect(screen.getAllByTestId('quiz-question')).toHaveLength(4);
    // A single-choice question is a radio group, a multiple one checkboxes; a picture has its size and text.
    expect(within(question('Which brand is made for business travellers?')).getAllByRole('radio')).toHaveLength(3);
    expect(within(question('Which services do all Horizon Select hotels offer?')).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(question('Which brand is made for business travellers?')).getByAltText('A modern glass hotel tower')).toHaveAttribute(
      'width',
      '320',
    );

    await choose(user, 'Which brand is made for business travellers?', 'Horizon Grand');
    await choose(user, 'Which brand is made for business travellers?', 'Horizon Select');
    await choose(user, 'Which services do all Horizon Select hotels offer?', 'Free high-speed Wi-Fi');
    await choose(user, 'Which services do all Horizon Select hotels offer?', 'Early breakfast from 6 am');
    await waitFor(() => expect(sentOf('saveQuizAnswer')).toHaveLength(4));
    // Each choice is saved as given, per question: the changed one last.
    expect(sentOf('saveQuizAnswer').map((s) => [s.path, s.body])).toEqual([
      ['/api/quiz_attempts/101/answers/101', { choice_ids: [1011] }],
      ['/api/quiz_attempts/101/answers/101', { choice_ids: [1012] }],
      ['/api/quiz_attempts/101/answers/102', { choice_ids: [1021] }],
      ['/api/quiz_attempts/101/answers/102', { choice_ids: [1021, 1023] }],
    ]);

    // Two questions open: no submit, the summary naming each, each one's message, the focus on the first.
    await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Question 3 of 4: Please answer this question.', 'Question 4 of 4: Please answer this question.']);
    const third = question('This picture shows a hotel of which brand?');
    expect(within(third).getByText('Please answer this question.')).toBeInTheDocument();
    expect(
      within(question('How many miles does an eligible room night earn?')).getByText('Please answer this question.'),
    ).toBeInTheDocument();
    expect(within(question('Which brand is made for business travellers?')).queryByText('Please answer this question.')).toBeNull();
    expect(within(third).getAllByRole('radio')[0]).toHaveFocus();
    expect(sentOf('submitQuizAttempt')).toEqual([]);

    await choose(user, 'This picture shows a hotel of which brand?', 'Horizon Resorts');
    // An answer given settles its question's message; the other stays.
    expect(within(third).queryByText('Please answer this question.')).toBeNull();
    expect(
      within(question('How many miles does an eligible room night earn?')).getByText('Please answer this question.'),
    ).toBeInTheDocument();
    await choose(user, 'How many miles does an eligible room night earn?', '100 miles');
    await user.click(screen.getByRole('button', { name: 'Submit my answers' }));

    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('Well done! You scored 4 out of 4.');
    expect(screen.getByTestId('quiz-miles')).toHaveTextContent('500 miles credited on 14 March 2026.');
    expect(screen.getByRole('heading', { name: 'Your result' })).toHaveFocus();
    // The answers shown are sent with the submit.
    expect(sentOf('submitQuizAttempt').map((s) => s.body)).toEqual([
      { answers: { '101': [1012], '102': [1021, 1023], '103': [1033], '104': [1042] } },
    ]);
    // The header's balance is read again after the credit.
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent(/88\s000/));

    await user.click(screen.getAllByRole('link', { name: 'Back to the animation' })[0]!);
    expect(await screen.findByTestId('quiz-panel')).toHaveTextContent('You have completed this quiz.');
    expect(screen.getByTestId('animation-state')).toHaveTextContent('Completed: 500 miles earned');
    expect(window.location.pathname).toBe('/earn/animations/1');
    await user.click(screen.getByRole('link', { name: 'See my result' }));
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('Well done! You scored 4 out of 4.');
    expect(window.location.pathname).toBe('/earn/animations/quiz/1/101');
  });

  it('resumes where the member stopped: the answers the server holds are chosen', async () => {
    openAttempt(animations, { '101': [1012], '102': [1021, 1023] });
    const { user } = await startPortal('/earn/animations/1', member);
    expect(await screen.findByTestId('animation-state')).toHaveTextContent('In progress');
    await user.click(screen.getByRole('link', { name: 'Resume the quiz' }));
    const first = await screen.findByRole('group', { name: /Which brand is made for business travellers/ });
    expect(within(first).getByLabelText('Horizon Select')).toBeChecked();
    expect(within(first).getByLabelText('Horizon Grand')).not.toBeChecked();
    const second = question('Which services do all Horizon Select hotels offer?');
    expect(within(second).getByLabelText('Free high-speed Wi-Fi')).toBeChecked();
    expect(within(second).getByLabelText('A private beach')).not.toBeChecked();
    expect(screen.getByText('2 of 4 questions answered')).toBeInTheDocument();
  });

  it('puts back an answer the server refused to save, with the reason by its question', async () => {
    const attempt = openAttempt(animations, { '101': [1012] });
    server.use(
      contractHandler('saveQuizAnswer', () => ({
        status: 422,
        body: { code: 422, message: 'This choice is not one of the question.', key: 'choice_invalid' },
      })),
    );
    const { user } = await startPortal(`/earn/animations/quiz/1/${attempt}`, member);
    await screen.findByRole('group', { name: /Which brand is made for business travellers/ });
    await choose(user, 'Which brand is made for business travellers?', 'Horizon Resorts');
    const first = question('Which brand is made for business travellers?');
    expect(await within(first).findByText('Please choose among the answers of this question.')).toBeInTheDocument();
    expect(within(first).getByLabelText('Horizon Select')).toBeChecked();
    expect(within(first).getByLabelText('Horizon Resorts')).not.toBeChecked();
  });

  it("the server's refusal of an answer sent is said on its question until that answer changes", async () => {
    const attempt = openAttempt(animations, { '101': [1012], '102': [1021, 1023], '103': [1033], '104': [1041] });
    server.use(
      contractHandler('submitQuizAttempt', () => ({
        status: 422,
        body: {
          code: 422,
          message: 'Please choose among the answers of this question.',
          key: 'choice_invalid',
          violations: [
            { propertyPath: 'answers.104', message: 'Please choose among the answers of this question.', key: 'choice_invalid' },
          ],
        },
      })),
    );
    const { user } = await startPortal(`/earn/animations/quiz/1/${attempt}`, member);
    await user.click(await screen.findByRole('button', { name: 'Submit my answers' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent('Question 4 of 4: Please choose among the answers of this question.');
    const fourth = question('How many miles does an eligible room night earn?');
    expect(within(fourth).getAllByRole('radio')[0]).toHaveFocus();
    expect(within(fourth).getAllByRole('radio')[0]).toHaveAccessibleDescription('Please choose among the answers of this question.');
    await choose(user, 'How many miles does an eligible room night earn?', '100 miles');
    expect(within(fourth).queryByText('Please choose among the answers of this question.')).toBeNull();
  });

  it('a refusal of the whole submit is said above the form, every answer kept', async () => {
    const attempt = openAttempt(animations, { '101': [1012], '102': [1021, 1023], '103': [1033], '104': [1041] });
    server.use(
      contractHandler('submitQuizAttempt', () => ({
        status: 409,
        body: { code: 409, message: 'This animation is closed.', key: 'animation_closed' },
      })),
    );
    const { user } = await startPortal(`/earn/animations/quiz/1/${attempt}`, member);
    await user.click(await screen.findByRole('button', { name: 'Submit my answers' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('This animation is not open at the moment.');
    expect(within(question('Which brand is made for business travellers?')).getByLabelText('Horizon Select')).toBeChecked();
    expect(screen.getByText('4 of 4 questions answered')).toBeInTheDocument();
  });

  it('in French, says the result and the day of the credit in French', async () => {
    const attempt = openAttempt(animations, { '101': [1012], '102': [1021, 1023], '103': [1033], '104': [1041] });
    const { user } = await startPortal(`/earn/animations/quiz/1/${attempt}`, { ...member, language: 'fr-be' });
    await user.click(await screen.findByRole('button', { name: 'Valider mes réponses' }));
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('Bravo ! Votre score est de 3 sur 4.');
    expect(screen.getByTestId('quiz-miles')).toHaveTextContent('500 miles crédités le 14 mars 2026.');
    // Below the pass score nothing is credited; here 3 of 4 passes, and the review names the wrong answer.
    expect(screen.getByText(/La bonne réponse :\s*100 miles/)).toBeInTheDocument();
  });
});

describe('an e-learning', () => {
  it('is read module by module, in order, then its quiz opens and credits its miles', async () => {
    const { user } = await startPortal('/earn/animations/6', member);
    const panel = await screen.findByTestId('elearning-panel');
    expect(panel).toHaveTextContent('0 of 3 modules read');
    expect(within(panel).queryByRole('button', { name: 'Start the quiz' })).toBeNull();
    await user.click(within(panel).getByRole('link', { name: 'Start reading' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Who stays at Horizon Select' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/earn/animations/elearnings-details/6/6');
    await user.click(screen.getByRole('button', { name: 'Mark as read and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'The Select promise' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mark as read and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Selling Select to agencies’ clients' })).toHaveFocus();
    expect(screen.getByTestId('elearning-progress')).toHaveTextContent('2 of 3 modules read');
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByTestId('elearning-all-read')).toHaveTextContent('You have read every module: the quiz is open.');
    // The pressed button is gone with the module's state: the focus is on what comes next.
    expect(screen.getByTestId('elearning-all-read')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(sentOf('markModuleRead').map((s) => s.path)).toEqual([
      '/api/animations/6/modules/601/read',
      '/api/animations/6/modules/602/read',
      '/api/animations/6/modules/603/read',
    ]);

    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    await screen.findByRole('group', { name: /Who stays at Horizon Select most/ });
    await choose(user, 'Who stays at Horizon Select most?', 'Business travellers');
    await choose(user, 'What does the Select promise include?', 'Breakfast from 6 am');
    await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByTestId('quiz-miles')).toHaveTextContent('800 miles credited on 14 March 2026.');
    expect(window.location.pathname).toBe('/earn/animations/elearnings/6/101');
  });

  it('opened again, goes on at the first module not read yet (the progress is the server’s)', async () => {
    const detail = animations.animations.get(6)!;
    if (detail.action.kind === 'elearning') detail.action.modules[0]!.read = true;
    await startPortal('/earn/animations/elearnings-details/6/6', member);
    expect(await screen.findByRole('heading', { level: 2, name: 'The Select promise' })).toBeInTheDocument();
    expect(screen.getByTestId('elearning-progress')).toHaveTextContent('1 of 3 modules read');
    // A module after the next unread one cannot be opened yet.
    const modules = screen.getByRole('navigation', { name: 'Modules' });
    expect(within(modules).queryByRole('button', { name: /Module 3/ })).toBeNull();
    expect(within(modules).getByRole('button', { name: 'Module 1: Who stays at Horizon Select' })).toBeInTheDocument();
  });
});

describe('the one-call animations', () => {
  it('a booster is joined: since when, and the way to declare a booking', async () => {
    const { user } = await startPortal('/earn/animations/8', member);
    await user.click(await screen.findByRole('button', { name: 'Join the booster' }));
    const joined = await screen.findByTestId('booster-joined');
    expect(joined).toHaveTextContent('You joined this booster on 14 March 2026.');
    expect(within(joined).getByRole('link', { name: 'Declare a booking' })).toHaveAttribute('href', '/earn/declare-booking');
    expect(screen.queryByRole('button', { name: 'Join the booster' })).toBeNull();
    expect(sentOf('joinBooster').map((s) => s.path)).toEqual(['/api/animations/8/booster']);
  });

  it('an event: register takes a seat; cancelling asks first, and gives the seat back', async () => {
    const { user } = await startPortal('/earn/animations/10', member);
    expect(await screen.findByTestId('event-seats-left')).toHaveTextContent('12 seats left of 40');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('event-registered')).toHaveTextContent('You are registered for this event.');
    expect(screen.getByTestId('event-seats-left')).toHaveTextContent('11 seats left of 40');
    // Until the event takes place, the registration reads as one (not as an animation completed).
    await waitFor(() => expect(screen.getByTestId('animation-state')).toHaveTextContent('Registered'));

    await user.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    // Where the focus lands in the dialog is the browser's (showModal): tests/e2e/animations-actions.spec.ts.
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my registration' }));
    expect(sentOf('cancelEventRegistration')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my registration' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toHaveFocus();
    expect(screen.queryByTestId('event-registered')).toBeNull();
    expect(screen.getByTestId('event-seats-left')).toHaveTextContent('12 seats left of 40');
    await waitFor(() => expect(screen.getByTestId('animation-state')).toHaveTextContent('Not started'));
    expect(sentOf('cancelEventRegistration')).toHaveLength(1);
  });

  it('an event that filled up meanwhile says so under Register, and shows it full', async () => {
    const { user } = await startPortal('/earn/animations/10', member);
    await screen.findByRole('button', { name: 'Register' });
    const detail = animations.animations.get(10)!;
    if (detail.action.kind === 'event') detail.action.seats_left = 0;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('animation-action-error')).toHaveTextContent('This event is full.');
    expect(await screen.findByTestId('event-full')).toHaveTextContent('The event is full: no seats are left.');
  });

  it('an event that is over says so and offers nothing to press', async () => {
    await startPortal('/earn/animations/19', member);
    expect(await screen.findByText('This event is over.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

describe('a guest on an animation', () => {
  it('gets the login page, and lands on the animation after logging in', async () => {
    Object.assign(session, mockSession());
    const { user } = await startPortal('/earn/animations/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^E-mail address/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Miles#2026ok');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Horizon brands' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/earn/animations/1');
  });
});

describe("an editor's preview", () => {
  it('shows a guest an unpublished quiz read-only, with the preview banner and its questions; without the link, nothing', async () => {
    Object.assign(session, mockSession());
    localStorage.clear();
    // Without the preview link: a guest is refused, and the page shows nothing of the animation.
    await startPortal('/animations-preview?id=18');
    expect(await screen.findByText('This animation does not exist or is no longer available.')).toBeInTheDocument();
    expect(screen.getByText('This page shows an animation to editors who opened it with a preview link.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /spa and wellness/ })).toBeNull();
    cleanup();

    // The preview link keeps its token for the tab (src/main.tsx); the animation's call then carries it.
    sessionStorage.setItem(previewStorageKey, animations.previewToken);
    try {
      await startPortal('/animations-preview?id=18');
      expect(await screen.findByRole('heading', { level: 1, name: 'Quiz: spa and wellness (draft)' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Leave preview' })).toBeInTheDocument();
      expect(screen.getByText('Preview: taking part is not possible here.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start the quiz' })).toBeNull();
      // The draft's questions, read-only, for proofreading: every choice shown, none can be chosen.
      const questions = screen.getByTestId('preview-questions');
      expect(within(questions).getByRole('heading', { name: 'The questions (2)' })).toBeInTheDocument();
      expect(within(questions).getAllByTestId('quiz-question')).toHaveLength(2);
      expect(within(question('Which brand has a spa in every hotel?')).getByRole('radio', { name: 'Horizon Resorts' })).toBeDisabled();
      for (const radio of within(questions).getAllByRole('radio')) expect(radio).toBeDisabled();
      expect(sentOf('startQuizAttempt')).toEqual([]);
    } finally {
      sessionStorage.removeItem(previewStorageKey);
    }
  });
});
