// The animations' part of the mocked API: the list and the detail, quiz attempts (start, answers saved per
// question, submit with the server's own "every question answered" rule and the credit), e-learning modules read
// in order, and the one-call actions (booster, event registration). Shaped on the reference server's seed
// (server/animations/data): the quiz "The Horizon brands", the e-learning "The Horizon Select service", the
// winter booster and the Brussels evening, plus an event that is over, and the unpublished quiz "spa and wellness"
// that only an editor's preview token (X-Preview-Token) shows, with its questions and without their answers, to a
// member or a guest (a guest without it is answered 401, as by server/routes/animation-routes.ts). One
// `MockAnimations` per test holds what the calls change, so the next read answers what the last write did, as the
// real server would.
import type { AnimationDetail } from '@/model/animations/animation-types';
import type { QuizAttempt } from '@/model/quiz/quiz-types';
import { contractHandler } from '../msw-api';
import type { MockSession } from './session';

type Question = QuizAttempt['questions'][number];

interface MockQuiz {
  animationId: number;
  kind: 'quiz' | 'survey';
  passScore: number;
  questions: Question[];
  /** Question id → the right choice ids. */
  correct: Record<string, number[]>;
}

interface MockModule {
  id: number;
  title: string;
  html: string;
}

interface Attempt {
  id: number;
  quizId: number;
  submittedAt: string | null;
  answers: Record<string, number[]>;
  result: QuizAttempt['result'];
}

export interface MockAnimations {
  animations: Map<number, AnimationDetail>;
  quizzes: Map<number, MockQuiz>;
  /** Animation id → its e-learning modules, in reading order. */
  modules: Map<number, MockModule[]>;
  attempts: Map<number, Attempt>;
  /** Unpublished animations: answered only to the editors' preview token. */
  drafts: Map<number, AnimationDetail>;
  /** The editors' preview token the API accepts (X-Preview-Token). */
  previewToken: string;
  /** The moment a write happens at (joined, registered, submitted): a test may fix it to assert a day. */
  now: () => Date;
  /** Every write the app sent: operation, path and body, in order. */
  sent: { operation: string; path: string; body: unknown }[];
}

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const moment = (offset: number, hour = 16) => `${day(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const picture = (name: string, alt: string) => ({ src: `/media/animations/${name}.svg`, alt, width: 320, height: 200 });
function richText(html: string): AnimationDetail['content'] {
  const item = { type: 'rich_text', html };
  return { zones: { main: [item] } };
}
const notStarted = { state: 'not_started', miles_earned: null, completed_at: null } as const;

function animation(
  over: Pick<AnimationDetail, 'id' | 'type' | 'title' | 'summary' | 'action'> & Partial<AnimationDetail>,
): AnimationDetail {
  return {
    picture: null,
    starts_on: day(-20),
    ends_on: day(40),
    status: 'current',
    miles: 0,
    multiplier: null,
    participation: { ...notStarted },
    content: richText(`<p>${over.summary}</p>`),
    attempts_allowed: 1,
    attempts_used: 0,
    current_attempt_id: null,
    last_attempt_id: null,
    ...over,
  };
}

const choice = (id: number, text: string) => ({ id, text, picture: null });

/** The seed's quiz 1 ("The Horizon brands": four questions, three right answers earn 500 miles). */
function horizonBrands(): MockQuiz {
  return {
    animationId: 1,
    kind: 'quiz',
    passScore: 3,
    questions: [
      {
        id: 101,
        text: 'Which brand is made for business travellers?',
        multiple: false,
        picture: null,
        choices: [
          { id: 1011, text: 'Horizon Grand', picture: picture('brand-grand', 'A grand hotel facade with columns') },
          { id: 1012, text: 'Horizon Select', picture: picture('brand-select', 'A modern glass hotel tower') },
          { id: 1013, text: 'Horizon Resorts', picture: picture('brand-resort', 'A beach resort with a palm tree') },
        ],
      },
      {
        id: 102,
        text: 'Which services do all Horizon Select hotels offer? (several answers)',
        multiple: true,
        picture: null,
        choices: [
          choice(1021, 'Free high-speed Wi-Fi'),
          choice(1022, 'A private beach'),
          choice(1023, 'Early breakfast from 6 am'),
          choice(1024, 'A casino'),
        ],
      },
      {
        id: 103,
        text: 'This picture shows a hotel of which brand?',
        multiple: false,
        picture: picture('brand-resort', 'A beach resort with a palm tree'),
        choices: [choice(1031, 'Horizon Grand'), choice(1032, 'Horizon Select'), choice(1033, 'Horizon Resorts')],
      },
      {
        id: 104,
        text: 'How many miles does an eligible room night earn?',
        multiple: false,
        picture: null,
        choices: [choice(1041, '50 miles'), choice(1042, '100 miles'), choice(1043, '250 miles')],
      },
    ],
    correct: { '101': [1012], '102': [1021, 1023], '103': [1033], '104': [1042] },
  };
}

/** The seed's e-learning quiz 6 (two questions after three modules: 800 miles). */
function selectQuiz(): MockQuiz {
  return {
    animationId: 6,
    kind: 'quiz',
    passScore: 2,
    questions: [
      {
        id: 611,
        text: 'Who stays at Horizon Select most?',
        multiple: false,
        picture: null,
        choices: [choice(6111, 'Business travellers'), choice(6112, 'Families on holiday')],
      },
      {
        id: 612,
        text: 'What does the Select promise include?',
        multiple: false,
        picture: null,
        choices: [choice(6121, 'Breakfast from 6 am'), choice(6122, 'A private beach')],
      },
    ],
    correct: { '611': [6111], '612': [6121] },
  };
}

/** The seed's unpublished quiz 18 ("spa and wellness": two questions). */
function spaQuiz(): MockQuiz {
  return {
    animationId: 18,
    kind: 'quiz',
    passScore: 1,
    questions: [
      {
        id: 1801,
        text: 'Which brand has a spa in every hotel?',
        multiple: false,
        picture: null,
        choices: [choice(18011, 'Horizon Resorts'), choice(18012, 'Horizon Select')],
      },
      {
        id: 1802,
        text: 'Is the spa open to day guests?',
        multiple: false,
        picture: null,
        choices: [choice(18021, 'Yes, on booking'), choice(18022, 'No')],
      },
    ],
    correct: { '1801': [18011], '1802': [18021] },
  };
}

export function mockAnimations(): MockAnimations {
  const animations = [
    animation({
      id: 1,
      type: 'quiz',
      title: 'The Horizon brands',
      summary: 'Four questions on the Horizon Hotel Group brands. Three right answers earn 500 miles.',
      picture: {
        src: '/media/offer-autumn-quiz.svg',
        alt: 'A city skyline under an autumn leaf and a question mark',
        width: 320,
        height: 200,
      },
      miles: 500,
      action: { kind: 'quiz', quiz_id: 1, question_count: 4, pass_score: 3 },
    }),
    animation({
      id: 4,
      type: 'survey',
      title: 'Your booking habits',
      summary: 'Three questions on how you book: 150 miles for your answers.',
      miles: 150,
      action: { kind: 'quiz', quiz_id: 4, question_count: 3 },
    }),
    animation({
      id: 6,
      type: 'elearning',
      title: 'The Horizon Select service',
      summary: 'Three short modules, then a quiz: 800 miles.',
      picture: picture('brand-select', 'A modern glass hotel tower'),
      miles: 800,
      action: {
        kind: 'elearning',
        quiz_id: 6,
        modules: [
          { id: 601, title: 'Who stays at Horizon Select', read: false },
          { id: 602, title: 'The Select promise', read: false },
          { id: 603, title: 'Selling Select to agencies’ clients', read: false },
        ],
      },
    }),
    animation({
      id: 8,
      type: 'booster',
      title: 'Winter booster: double miles',
      summary: 'Join, and every booking you declare with a check-out in the period earns twice the miles.',
      starts_on: day(-10),
      ends_on: day(50),
      multiplier: 2,
      action: { kind: 'booster', multiplier: 2, joined_at: null },
    }),
    animation({
      id: 10,
      type: 'event',
      title: 'Agency Days 2027: evening in Brussels',
      summary: 'An evening with the Horizon sales team. 40 seats.',
      action: {
        kind: 'event',
        event_at: moment(30),
        location: 'Horizon Brussels Grand-Place, Brussels',
        seats_total: 40,
        seats_left: 12,
        cancel_until: moment(23, 22),
        registered: false,
      },
    }),
    animation({
      id: 19,
      type: 'event',
      title: 'Agency Days 2025',
      summary: 'Ended long ago.',
      starts_on: day(-300),
      ends_on: day(-200),
      status: 'closed',
      participation: { state: 'closed', miles_earned: null, completed_at: null },
      action: {
        kind: 'event',
        event_at: moment(-200),
        location: 'Horizon Amsterdam Canal, Amsterdam',
        seats_total: 60,
        seats_left: 60,
        cancel_until: moment(-207),
        registered: false,
      },
    }),
  ];
  // An event's moment rides on the animation itself too, as the reference server sends it (summary and detail).
  for (const a of animations) if (a.action.kind === 'event') a.event_at = a.action.event_at;
  return {
    animations: new Map(animations.map((a) => [a.id, a])),
    quizzes: new Map([
      [1, horizonBrands()],
      [6, selectQuiz()],
      [18, spaQuiz()],
    ]),
    modules: new Map([
      [
        6,
        [
          { id: 601, title: 'Who stays at Horizon Select', html: '<p>Business travellers on short stays: one or two nights.</p>' },
          { id: 602, title: 'The Select promise', html: '<p>Breakfast from 6 am, fast Wi-Fi and a quiet room.</p>' },
          { id: 603, title: 'Selling Select to agencies’ clients', html: '<p>Offer it to clients who travel for work.</p>' },
        ],
      ],
    ]),
    attempts: new Map(),
    drafts: new Map([
      [
        18,
        animation({
          id: 18,
          type: 'quiz',
          title: 'Quiz: spa and wellness (draft)',
          summary: 'Not published yet: seen in preview only.',
          starts_on: day(-1),
          ends_on: day(60),
          miles: 250,
          content: richText('<p>Two questions on the Horizon Resorts spas.</p>'),
          action: { kind: 'quiz', quiz_id: 18, question_count: 2, pass_score: 1 },
        }),
      ],
    ]),
    previewToken: 'editors-preview-token',
    now: () => new Date(),
    sent: [],
  };
}

/** Joining a booster or registering for an event is the member's whole part: done at once, with no miles of its own. */
const done = (state: MockAnimations) => ({ state: 'completed' as const, miles_earned: 0, completed_at: state.now().toISOString() });
const notFound = { status: 404, body: { code: 404, message: 'Animation not found.', key: 'animation_not_found' } };
const refusal = (status: number, key: string, message: string) => ({ status, body: { code: status, message, key } });
const idIn = (request: Request, pattern: RegExp) => Number(pattern.exec(new URL(request.url).pathname)?.[1]);

function summaryOf(detail: AnimationDetail) {
  const { id, type, title, summary, picture, starts_on, ends_on, status, miles, multiplier, participation, event_at } = detail;
  const summaryFields = { id, type, title, summary, picture, starts_on, ends_on, status, miles, multiplier, participation };
  return event_at === undefined ? summaryFields : { ...summaryFields, event_at };
}

function attemptBody(state: MockAnimations, attempt: Attempt): QuizAttempt {
  const quiz = state.quizzes.get(attempt.quizId)!;
  return {
    id: attempt.id,
    animation_id: quiz.animationId,
    quiz_id: attempt.quizId,
    kind: quiz.kind,
    submitted_at: attempt.submittedAt,
    questions: quiz.questions,
    answers: attempt.answers,
    result: attempt.result,
  };
}

/** Handlers of the animations, quizzes and e-learning over `state`; a credit adds to `session`'s balance. */
export function animationsApi(state: MockAnimations, session?: MockSession) {
  const record = async (operation: string, request: Request): Promise<unknown> => {
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    state.sent.push({ operation, path: new URL(request.url).pathname, body });
    return body;
  };
  const detailOf = (request: Request) => state.animations.get(idIn(request, /\/animations?(?:_light)?\/(\d+)/));
  const actionOf = async (
    operation: string,
    request: Request,
    change: (detail: AnimationDetail) => { status: number; body: object } | null,
  ) => {
    await record(operation, request);
    const detail = detailOf(request);
    if (!detail) return notFound;
    if (detail.status !== 'current') return refusal(409, 'animation_closed', 'This animation is closed.');
    return change(detail) ?? { body: detail.action };
  };

  return [
    contractHandler('listAnimations', (request) => {
      const type = new URL(request.url).searchParams.get('type');
      const all = [...state.animations.values()].filter((a) => a.status !== 'closed');
      const types = [...new Set(all.map((a) => a.type))].map((t) => ({ type: t, count: all.filter((a) => a.type === t).length }));
      return { body: { animations: all.filter((a) => !type || a.type === type).map(summaryOf), types } };
    }),
    contractHandler('getAnimation', (request) => {
      const previewing = request.headers.get('X-Preview-Token') === state.previewToken;
      if (!previewing && session && !session.member) return refusal(401, 'unauthenticated', 'Authentication required.');
      const id = idIn(request, /\/animation_light\/(\d+)/);
      const detail = state.animations.get(id) ?? (previewing ? state.drafts.get(id) : undefined);
      if (!detail) return notFound;
      if (!previewing) return { body: detail };
      // The preview's questions, for proofreading: never the right answers.
      const { action } = detail;
      const quiz = action.kind === 'quiz' || action.kind === 'elearning' ? state.quizzes.get(action.quiz_id) : undefined;
      const shown = quiz ? { ...action, preview_questions: quiz.questions } : action;
      return { body: { ...detail, action: shown, ...(state.drafts.has(id) ? { preview: true } : {}) } };
    }),

    contractHandler('startQuizAttempt', async (request) => {
      await record('startQuizAttempt', request);
      const detail = detailOf(request);
      if (!detail || (detail.action.kind !== 'quiz' && detail.action.kind !== 'elearning')) return notFound;
      if (detail.action.kind === 'elearning' && detail.action.modules.some((m) => !m.read))
        return refusal(409, 'modules_unread', 'Please read every module before the quiz.');
      if (detail.current_attempt_id !== null) {
        const open = state.attempts.get(detail.current_attempt_id)!;
        return { body: attemptBody(state, open) };
      }
      if (detail.attempts_used >= detail.attempts_allowed) return refusal(409, 'no_attempt_left', 'You have used every attempt.');
      const attempt: Attempt = {
        id: 100 + state.attempts.size + 1,
        quizId: detail.action.quiz_id,
        submittedAt: null,
        answers: {},
        result: null,
      };
      state.attempts.set(attempt.id, attempt);
      detail.current_attempt_id = attempt.id;
      detail.participation = { ...detail.participation, state: 'in_progress' };
      return { status: 201, body: attemptBody(state, attempt) };
    }),
    contractHandler('getQuizAttempt', (request) => {
      const attempt = state.attempts.get(idIn(request, /\/quiz_attempts\/(\d+)/));
      return attempt ? { body: attemptBody(state, attempt) } : refusal(404, 'attempt_not_found', 'Attempt not found.');
    }),
    contractHandler('saveQuizAnswer', async (request) => {
      const { choice_ids } = (await record('saveQuizAnswer', request)) as { choice_ids: number[] };
      const attempt = state.attempts.get(idIn(request, /\/quiz_attempts\/(\d+)/));
      if (!attempt) return refusal(404, 'attempt_not_found', 'Attempt not found.');
      if (attempt.submittedAt) return refusal(409, 'attempt_submitted', 'This attempt has been submitted.');
      const questionId = String(idIn(request, /\/answers\/(\d+)/));
      attempt.answers = { ...attempt.answers, [questionId]: choice_ids };
      return { body: { answers: attempt.answers } };
    }),
    contractHandler('submitQuizAttempt', async (request) => {
      const sent = (await record('submitQuizAttempt', request)) as { answers?: Record<string, number[]> } | null;
      const attempt = state.attempts.get(idIn(request, /\/quiz_attempts\/(\d+)/));
      if (!attempt) return refusal(404, 'attempt_not_found', 'Attempt not found.');
      if (attempt.submittedAt) return refusal(409, 'attempt_submitted', 'This attempt has been submitted.');
      // The answers sent are the member's last word (a save still on its way included).
      if (sent?.answers) attempt.answers = { ...attempt.answers, ...sent.answers };
      const quiz = state.quizzes.get(attempt.quizId)!;
      const open = quiz.questions.filter((q) => !(attempt.answers[String(q.id)] ?? []).length);
      if (open.length)
        return {
          status: 422,
          body: {
            code: 422,
            message: 'Please answer every question before submitting.',
            key: 'quiz_incomplete',
            violations: open.map((q) => ({ propertyPath: `answers.${q.id}`, message: 'Please answer this question.', key: 'required' })),
          },
        };
      const score = quiz.questions.filter((q) => {
        const given = attempt.answers[String(q.id)] ?? [];
        const right = quiz.correct[String(q.id)] ?? [];
        return given.length === right.length && given.every((id) => right.includes(id));
      }).length;
      const detail = state.animations.get(quiz.animationId)!;
      const passed = score >= quiz.passScore;
      const credited = passed ? detail.miles : 0;
      if (session) session.balance += credited;
      attempt.submittedAt = state.now().toISOString();
      attempt.result = {
        score,
        max_score: quiz.questions.length,
        passed,
        miles_credited: credited,
        movement_id: credited ? 900 + attempt.id : null,
        balance: session?.balance ?? credited,
        correct: quiz.correct,
      };
      detail.attempts_used += 1;
      detail.current_attempt_id = null;
      detail.last_attempt_id = attempt.id;
      detail.participation = passed
        ? { state: 'completed', miles_earned: credited, completed_at: attempt.submittedAt }
        : { ...detail.participation, state: 'in_progress' };
      return { body: attemptBody(state, attempt) };
    }),

    contractHandler('getElearningModule', (request) => {
      const detail = detailOf(request);
      const modules = state.modules.get(detail?.id ?? 0);
      const moduleId = idIn(request, /\/modules\/(\d+)/);
      const index = modules?.findIndex((m) => m.id === moduleId) ?? -1;
      if (!detail || detail.action.kind !== 'elearning' || !modules || index < 0) return notFound;
      const read = detail.action.modules;
      if (read.slice(0, index).some((m) => !m.read)) return refusal(409, 'module_locked', 'Please read the earlier modules first.');
      const module = modules[index]!;
      return {
        body: {
          id: module.id,
          title: module.title,
          position: index + 1,
          content: richText(module.html),
          read: read[index]?.read ?? false,
          next_module_id: modules[index + 1]?.id ?? null,
        },
      };
    }),
    contractHandler('markModuleRead', async (request) => {
      await record('markModuleRead', request);
      const detail = detailOf(request);
      const moduleId = idIn(request, /\/modules\/(\d+)/);
      if (!detail || detail.action.kind !== 'elearning') return notFound;
      const modules = detail.action.modules;
      const index = modules.findIndex((m) => m.id === moduleId);
      if (index < 0) return notFound;
      if (modules.slice(0, index).some((m) => !m.read)) return refusal(409, 'module_locked', 'Please read the earlier modules first.');
      detail.action = { ...detail.action, modules: modules.map((m, i) => (i === index ? { ...m, read: true } : m)) };
      detail.participation = { ...detail.participation, state: 'in_progress' };
      return { body: { modules: detail.action.modules } };
    }),

    contractHandler('joinBooster', (request) =>
      actionOf('joinBooster', request, (detail) => {
        if (detail.action.kind !== 'booster') return notFound;
        if (!detail.action.joined_at) {
          detail.action = { ...detail.action, joined_at: state.now().toISOString() };
          detail.participation = done(state);
        }
        return null;
      }),
    ),
    contractHandler('registerForEvent', (request) =>
      actionOf('registerForEvent', request, (detail) => {
        if (detail.action.kind !== 'event') return notFound;
        if (detail.action.registered) return null;
        if (detail.action.seats_left <= 0) return refusal(409, 'event_full', 'The event is full.');
        detail.action = { ...detail.action, registered: true, seats_left: detail.action.seats_left - 1 };
        detail.participation = done(state);
        return null;
      }),
    ),
    contractHandler('cancelEventRegistration', (request) =>
      actionOf('cancelEventRegistration', request, (detail) => {
        if (detail.action.kind !== 'event') return notFound;
        if (detail.action.registered) detail.action = { ...detail.action, registered: false, seats_left: detail.action.seats_left + 1 };
        detail.participation = { ...notStarted };
        return null;
      }),
    ),
  ];
}
