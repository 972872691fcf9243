/** @vitest-environment node */
// Animations: the list and its filters, the period status from the clock, the detail of each type,
// the preview of an unpublished one, the demo member's seeded part, and the editors' file check.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAnimationFiles } from '../../server/animations/animation-files';
import { loadContract } from '../../server/http/contract';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { detail, previewToken, seeded } from './support/animations';
import { day, dayOf, newMember, relogin, stats } from './support/miles';
import { useTestServer } from './support/use-test-server';
import { testFolder } from '../support/temp-dir';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });

type List = Schemas['AnimationList'];
type Detail = Schemas['AnimationDetail'];
const list = async (token: string, query = '', language = 'en') => {
  const response = await call(server.app, 'GET', `animations_type_light${query}`, { token, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  const answer = json<List>(response);
  expectContract('AnimationList', answer);
  return answer;
};

describe('animations_type_light', () => {
  it('lists current, then upcoming, then recently closed ones, with every type, never a draft nor one closed long ago', async () => {
    const { animations, types } = await list(tokens.other);
    const ids = animations.map((a) => a.id);
    expect(ids).not.toContain(seeded.draftQuiz);
    expect(ids).not.toContain(seeded.oldEvent);
    const statuses = animations.map((a) => a.status);
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => ['current', 'upcoming', 'closed'].indexOf(a) - ['current', 'upcoming', 'closed'].indexOf(b)),
    );
    const current = animations.filter((a) => a.status === 'current');
    expect(current.map((a) => a.ends_on)).toEqual(current.map((a) => a.ends_on).sort());
    expect(animations.find((a) => a.id === seeded.parisQuiz)).toMatchObject({ status: 'upcoming', starts_on: dayOf(server, 15) });
    expect(animations.find((a) => a.id === seeded.coastQuiz)).toMatchObject({ status: 'closed', participation: { state: 'closed' } });
    expect(new Set(types.map((t) => t.type))).toEqual(
      new Set(['booster', 'elearning', 'event', 'voucher', 'quiz', 'survey', 'external_elearning', 'code_distribution']),
    );
    for (const { type, count } of types) expect(count, type).toBe(animations.filter((a) => a.type === type).length);
    expect(animations.find((a) => a.id === seeded.winterBooster)).toMatchObject({ miles: 0, multiplier: 2 });
    expect(animations.find((a) => a.id === seeded.brandsQuiz)).toMatchObject({ miles: 500, multiplier: null });
    // An event's card says when it takes place (its registration reads as done after it); no other type has one.
    expect(animations.find((a) => a.id === seeded.agencyDays)?.event_at).toBe(`${dayOf(server, 30)}T16:00:00.000Z`);
    expect(animations.filter((a) => a.type === 'event').every((a) => typeof a.event_at === 'string')).toBe(true);
    expect(animations.filter((a) => a.type !== 'event' && 'event_at' in a)).toEqual([]);
  });

  it('filters by type and status; an unknown type is a 422', async () => {
    const quizzes = await list(tokens.other, '?type=quiz');
    expect(quizzes.animations.map((a) => a.id).sort()).toEqual([seeded.brandsQuiz, seeded.coastQuiz, seeded.parisQuiz]);
    expect(quizzes.types.find((t) => t.type === 'voucher')?.count).toBe(2);
    const upcoming = await list(tokens.other, '?status=upcoming');
    expect(upcoming.animations.length).toBeGreaterThan(0);
    expect(upcoming.animations.every((a) => a.status === 'upcoming')).toBe(true);
    const wrong = await call(server.app, 'GET', 'animations_type_light?type=lottery', { token: tokens.other });
    expect(wrong.statusCode).toBe(422);
    expect(json<ErrorBody>(wrong).violations?.[0]).toMatchObject({ propertyPath: 'type', key: 'invalid_animation_type' });
    expect((await call(server.app, 'GET', 'animations_type_light')).statusCode).toBe(401);
  });

  it('answers in the request language', async () => {
    const { animations } = await list(tokens.other, '?type=quiz', 'nl-be');
    expect(animations.find((a) => a.id === seeded.brandsQuiz)?.title).toBe('De merken van Horizon');
  });

  it('follows the clock: an upcoming animation becomes current on its first day, a current one closes after its last', async () => {
    let member = await newMember(server, 'clock');
    server.clock.advance(15 * day + 60_000);
    try {
      member = await relogin(server, member);
      const after = await list(member.token);
      expect(after.animations.find((a) => a.id === seeded.parisQuiz)?.status).toBe('current');
      server.clock.advance(60 * day);
      member = await relogin(server, member);
      const later = await list(member.token);
      // The brands quiz ended 40 days after the seed's day: closed now, and closed for a member who never took part.
      expect(later.animations.find((a) => a.id === seeded.brandsQuiz)).toMatchObject({
        status: 'closed',
        participation: { state: 'closed' },
      });
    } finally {
      server.clock.reset();
    }
  });
});

describe('the demo member', () => {
  it('is half-way through the brands quiz and the Horizon Select e-learning, with no miles added', async () => {
    const { animations } = await list(tokens.demo);
    expect(animations.find((a) => a.id === seeded.brandsQuiz)?.participation).toEqual({
      state: 'in_progress',
      miles_earned: null,
      completed_at: null,
    });
    expect(animations.find((a) => a.id === seeded.selectElearning)?.participation.state).toBe('in_progress');
    const quiz = json<Detail>(await detail(server, tokens.demo, seeded.brandsQuiz));
    expect(quiz.current_attempt_id).not.toBeNull();
    const attempt = json<Schemas['QuizAttempt']>(
      await call(server.app, 'GET', `quiz_attempts/${quiz.current_attempt_id}`, { token: tokens.demo }),
    );
    expect(attempt.answers).toEqual({ '101': [1012], '102': [1021, 1023] });
    const elearning = json<Detail>(await detail(server, tokens.demo, seeded.selectElearning));
    expect(elearning.action).toMatchObject({
      kind: 'elearning',
      modules: [
        { id: 601, read: true },
        { id: 602, read: false },
        { id: 603, read: false },
      ],
    });
    expect((await stats(server, tokens.demo)).points[4]).toBe(87_500);
    expect((await stats(server, tokens.other)).points[4]).toBe(1_700);
  });
});

describe('animation_light/{id}', () => {
  it('answers each type with its action, its CMS content, and never the right answers', async () => {
    const expected: Record<number, Partial<Schemas['AnimationAction']>> = {
      [seeded.brandsQuiz]: { kind: 'quiz', quiz_id: seeded.brandsQuiz, question_count: 4, pass_score: 3 },
      [seeded.habitsSurvey]: { kind: 'quiz', quiz_id: seeded.habitsSurvey, question_count: 3 },
      [seeded.businessElearning]: {
        kind: 'elearning',
        modules: [
          { id: 701, title: 'Corporate rates', read: false },
          { id: 702, title: 'What travellers expect', read: false },
        ],
      },
      [seeded.londonExternal]: {
        kind: 'external',
        url: 'https://learning.example.com/courses/london-weekend',
        started_at: null,
        completed_at: null,
      },
      [seeded.winterBooster]: { kind: 'booster', multiplier: 2, joined_at: null },
      [seeded.agencyDays]: {
        kind: 'event',
        seats_total: 40,
        seats_left: 40,
        registered: false,
        event_at: `${dayOf(server, 30)}T16:00:00.000Z`,
      },
      [seeded.spaVoucher]: { kind: 'code', code: null, received_at: null, codes_left: 500 },
      [seeded.loungePasses]: { kind: 'code', code: null, codes_left: 10 },
    };
    for (const [id, action] of Object.entries(expected)) {
      const response = await detail(server, tokens.other, Number(id));
      expect(response.statusCode, response.body).toBe(200);
      const answer = json<Detail>(response);
      expectContract('AnimationDetail', answer);
      expect(answer.action, id).toMatchObject(action);
      if (answer.action.kind === 'event') expect(answer.event_at).toBe(answer.action.event_at);
      expect(answer.content.zones.main?.[0]).toMatchObject({ type: 'rich_text' });
      expect(response.body).not.toMatch(/correct/);
    }
    const survey = json<Detail>(await detail(server, tokens.other, seeded.habitsSurvey));
    expect(survey.action).not.toHaveProperty('pass_score');
    const fr = json<Detail>(await detail(server, tokens.other, seeded.agencyDays, { 'accept-language': 'fr-be' }));
    expect(fr).toMatchObject({
      title: 'Agency Days 2027 : soirée à Bruxelles',
      action: { location: 'Horizon Brussels Grand-Place, Bruxelles' },
    });
  });

  it('is 404 for an unknown or unpublished animation, and 401 for a guest', async () => {
    for (const id of [seeded.draftQuiz, 999_999]) {
      const response = await detail(server, tokens.other, id);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).key).toBe('animation_not_found');
    }
    expect((await detail(server, undefined, seeded.brandsQuiz)).statusCode).toBe(401);
    expect((await detail(server, undefined, seeded.draftQuiz, { 'x-preview-token': 'not-a-token' })).statusCode).toBe(401);
    expect((await call(server.app, 'POST', `animations/${seeded.draftQuiz}/attempts`, { token: tokens.other })).statusCode).toBe(404);
  });

  it('shows an unpublished animation with a preview token, also to a guest (no token or the anonymous one)', async () => {
    const preview = await previewToken(server);
    // The portal always sends a token: a guest's is the anonymous platform token.
    const anonymous = json<Schemas['Tokens']>(
      await call(server.app, 'POST', 'front/anonymous_token', { body: { platform: 'miles' } }),
    ).token;
    for (const token of [undefined, anonymous, tokens.other]) {
      const response = await detail(server, token, seeded.draftQuiz, { 'x-preview-token': preview });
      expect(response.statusCode, response.body).toBe(200);
      expect(json<Detail>(response)).toMatchObject({
        id: seeded.draftQuiz,
        preview: true,
        participation: { state: 'not_started' },
        last_attempt_id: null,
      });
    }
    // Without the preview token the anonymous token is still no member.
    expect((await detail(server, anonymous, seeded.brandsQuiz)).statusCode).toBe(401);
    server.clock.advance(8 * 3_600_000 + 60_000);
    try {
      expect((await detail(server, undefined, seeded.draftQuiz, { 'x-preview-token': preview })).statusCode).toBe(401);
    } finally {
      server.clock.reset();
    }
  });
});

describe('the preview of the questions', () => {
  it('lists the questions, choices and pictures to a preview, never the right answers; members never get them', async () => {
    const preview = await previewToken(server);
    const response = await detail(server, undefined, seeded.brandsQuiz, { 'x-preview-token': preview });
    expect(response.statusCode, response.body).toBe(200);
    const answer = json<Detail>(response);
    expectContract('AnimationDetail', answer);
    const action = answer.action as Schemas['AnimationQuizAction'];
    expect(action.preview_questions?.map((q) => [q.id, q.multiple, q.choices.map((c) => c.id)])).toEqual([
      [101, false, [1011, 1012, 1013]],
      [102, true, [1021, 1022, 1023, 1024]],
      [103, false, [1031, 1032, 1033]],
      [104, false, [1041, 1042, 1043]],
    ]);
    expect(action.preview_questions?.[0]?.choices[1]?.picture).toMatchObject({ src: '/media/animations/brand-select.svg' });
    expect(action.preview_questions?.[2]?.picture?.src).toBe('/media/animations/brand-resort.svg');
    expect(response.body).not.toMatch(/correct/);
    const learning = json<Detail>(await detail(server, undefined, seeded.businessElearning, { 'x-preview-token': preview }));
    expect((learning.action as Schemas['AnimationElearningAction']).preview_questions?.map((q) => q.id)).toEqual([711, 712]);
    const member = json<Detail>(await detail(server, tokens.other, seeded.brandsQuiz));
    expect(member.action).not.toHaveProperty('preview_questions');
  });
});

describe('the editors’ files', () => {
  const contract = loadContract();
  const seededFile = (name: string) =>
    JSON.parse(readFileSync(join(__dirname, '../../server/animations/data', name), 'utf8')) as Record<string, unknown>;

  it('accepts the seeded files: at least two of each type', () => {
    const files = readAnimationFiles(contract);
    for (const type of ['booster', 'elearning', 'event', 'voucher', 'quiz', 'survey', 'external_elearning', 'code_distribution'])
      expect(files.filter((f) => f.type === type).length, type).toBeGreaterThanOrEqual(2);
  });

  it('refuses a broken file with its name and JSON pointer', () => {
    const dir = testFolder('animations-');
    const quiz = seededFile('01-quiz-horizon-brands.json') as { quiz: { questions: { choices: { correct?: boolean }[] }[] } };
    for (const choice of quiz.quiz.questions[0]?.choices ?? []) delete choice.correct;
    writeFileSync(join(dir, 'no-answer.json'), JSON.stringify(quiz));
    writeFileSync(join(dir, 'bad-type.json'), JSON.stringify({ ...seededFile('04-survey-booking-habits.json'), id: 40, type: 'lottery' }));
    const missingPicture = { src: '/media/none.svg', width: 1, height: 1, alt: { en: '', 'fr-be': '', 'nl-be': '' } };
    writeFileSync(
      join(dir, 'bad-picture.json'),
      JSON.stringify({ ...seededFile('08-booster-winter.json'), id: 80, picture: missingPicture }),
    );
    const spring = seededFile('09-booster-spring.json') as { texts: Record<string, { zones: Record<string, unknown[]> }> };
    spring.texts['fr-be']!.zones = { main: [{ type: 'image', alt: 'sans image' }] };
    writeFileSync(join(dir, 'bad-zone.json'), JSON.stringify({ ...spring, id: 90 }));
    expect(() => readAnimationFiles(contract, dir)).toThrow(/no-answer\.json#\/quiz\/questions\/0\/choices: mark the right choice/);
    expect(() => readAnimationFiles(contract, dir)).toThrow(/bad-type\.json#\/type: must be equal to one of the allowed values/);
    expect(() => readAnimationFiles(contract, dir)).toThrow(/bad-picture\.json#\/picture\/src: no such file/);
    expect(() => readAnimationFiles(contract, dir)).toThrow(
      /bad-zone\.json#\/texts\/fr-be\/zones\/main\/0: must have required property 'src'/,
    );
  });
});
