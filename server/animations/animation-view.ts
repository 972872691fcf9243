// The answers of animations_type_light and animation_light/{id}: texts in the request's language, the period's
// status and the member's state from the clock, and per type the action object (seats left, the member's code…).
// Right answers live in `data` too and never leave through here (quiz-view.ts strips them from questions).
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import type { PictureFile } from './animation-files';
import { findParticipation, iso, listRows, participationState, periodStatus } from './animation-store';
import type { AnimationRow, ParticipationRow } from './animation-store';

type Summary = Schemas['AnimationSummary'];

export function pictureOf(picture: PictureFile | undefined, language: LanguageCode): Schemas['AnimationPicture'] | null {
  if (!picture) return null;
  return { src: picture.src, alt: picture.alt[language], width: picture.width, height: picture.height };
}

export function summaryOf(row: AnimationRow, participation: ParticipationRow | undefined, language: LanguageCode, now: Date): Summary {
  const texts = row.data.texts[language];
  const status = periodStatus(row, now);
  const eventAt = row.type === 'event' ? iso(row.event_at) : null;
  return {
    id: row.id,
    type: row.type,
    title: texts.title,
    summary: texts.summary,
    picture: pictureOf(row.data.picture, language),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    status,
    miles: row.type === 'booster' ? 0 : row.miles,
    multiplier: row.type === 'booster' ? (row.multiplier ?? 2) : null,
    // Why on the summary too: a card says "Registered" until the event, and that the member took part after it.
    ...(eventAt ? { event_at: eventAt } : {}),
    participation: participationState(status, participation),
  };
}

/** The questions as members see them: built field by field, so `correct` of the files never goes out. */
export function questionsView(row: AnimationRow, language: LanguageCode): Schemas['QuizQuestion'][] {
  return (row.data.quiz?.questions ?? []).map((q) => ({
    id: q.id,
    text: q.text[language],
    multiple: q.multiple ?? false,
    picture: pictureOf(q.picture, language),
    choices: q.choices.map((c) => ({ id: c.id, text: c.text[language], picture: pictureOf(c.picture, language) })),
  }));
}

const statusOrder: Record<Schemas['AnimationStatus'], number> = { current: 0, upcoming: 1, closed: 2 };

/** Current first (ending soonest), then upcoming (starting soonest), then closed (ended most recently). */
function listOrder(a: Summary, b: Summary): number {
  if (a.status !== b.status) return statusOrder[a.status] - statusOrder[b.status];
  if (a.status === 'current') return a.ends_on.localeCompare(b.ends_on) || a.id - b.id;
  if (a.status === 'upcoming') return a.starts_on.localeCompare(b.starts_on) || a.id - b.id;
  return b.ends_on.localeCompare(a.ends_on) || a.id - b.id;
}

export async function listAnimations(
  db: Db,
  userId: number,
  filter: { type?: Schemas['AnimationType']; status?: Schemas['AnimationStatus'] },
  language: LanguageCode,
  now: Date,
): Promise<Schemas['AnimationList']> {
  const all = (await listRows(db, userId, now))
    .map((row) => summaryOf(row, row.started_at ? row : undefined, language, now))
    .filter((s) => !filter.status || s.status === filter.status)
    .sort(listOrder);
  const counts = new Map<Schemas['AnimationType'], number>();
  for (const s of all) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  return {
    animations: all.filter((s) => !filter.type || s.type === filter.type),
    types: [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => a.type.localeCompare(b.type)),
  };
}

async function moduleStates(db: Db, row: AnimationRow, userId: number | null, language: LanguageCode) {
  const read =
    userId === null
      ? []
      : await db.query<{ module_id: number }>('SELECT module_id FROM elearning_module_reads WHERE animation_id = $1 AND user_id = $2', [
          row.id,
          userId,
        ]);
  const done = new Set(read.map((r) => r.module_id));
  return (row.data.modules ?? []).map((m) => ({ id: m.id, title: m.texts[language].title, read: done.has(m.id) }));
}

async function codeAction(db: Db, row: AnimationRow, userId: number | null): Promise<Schemas['AnimationCodeAction']> {
  const [counts] = await db.query<{ left: number }>(
    'SELECT count(*)::int AS left FROM animation_codes WHERE animation_id = $1 AND user_id IS NULL',
    [row.id],
  );
  const [mine] =
    userId === null
      ? []
      : await db.query<{ code: string; received_at: Date | string }>(
          'SELECT code, received_at FROM animation_codes WHERE animation_id = $1 AND user_id = $2',
          [row.id, userId],
        );
  return { kind: 'code', code: mine?.code ?? null, received_at: mine ? iso(mine.received_at) : null, codes_left: counts?.left ?? 0 };
}

export async function actionOf(
  db: Db,
  row: AnimationRow,
  participation: ParticipationRow | undefined,
  userId: number | null,
  language: LanguageCode,
  preview = false,
): Promise<Schemas['AnimationAction']> {
  // The editors' preview cannot start an attempt, so it is the only way they see the questions before publishing.
  const previewQuestions = preview ? { preview_questions: questionsView(row, language) } : {};
  switch (row.type) {
    case 'quiz':
    case 'survey': {
      const questionCount = row.data.quiz?.questions.length ?? 0;
      const passScore = row.data.quiz?.pass_score;
      return {
        kind: 'quiz',
        quiz_id: row.id,
        question_count: questionCount,
        ...(row.type === 'quiz' && passScore !== undefined ? { pass_score: passScore } : {}),
        ...previewQuestions,
      };
    }
    case 'elearning':
      return { kind: 'elearning', quiz_id: row.id, modules: await moduleStates(db, row, userId, language), ...previewQuestions };
    case 'external_elearning':
      return {
        kind: 'external',
        url: row.external_url ?? '',
        started_at: iso(participation?.started_at ?? null),
        completed_at: iso(participation?.completed_at ?? null),
      };
    case 'booster':
      return { kind: 'booster', multiplier: row.multiplier ?? 2, joined_at: iso(participation?.completed_at ?? null) };
    case 'event': {
      const seats = row.seats_total ?? 0;
      return {
        kind: 'event',
        event_at: iso(row.event_at) ?? '',
        location: row.data.event?.location[language] ?? '',
        seats_total: seats,
        seats_left: Math.max(0, seats - row.seats_taken),
        cancel_until: iso(row.cancel_until) ?? '',
        registered: Boolean(participation?.completed_at),
      };
    }
    case 'voucher':
    case 'code_distribution':
      return codeAction(db, row, userId);
  }
}

export async function detailOf(
  db: Db,
  row: AnimationRow,
  userId: number | null,
  language: LanguageCode,
  now: Date,
  options: { preview?: boolean } = {},
): Promise<Schemas['AnimationDetail']> {
  const participation = await findParticipation(db, row.id, userId);
  const attempts =
    userId === null
      ? []
      : await db.query<{ id: number; submitted_at: Date | string | null }>(
          'SELECT id, submitted_at FROM quiz_attempts WHERE animation_id = $1 AND user_id = $2 ORDER BY id',
          [row.id, userId],
        );
  const open = attempts.find((a) => a.submitted_at === null);
  const submitted = attempts.filter((a) => a.submitted_at !== null);
  // "See my result": the latest submitted one (by submit time, then id), the one whose result page to open.
  const last = submitted.reduce<(typeof submitted)[number] | undefined>(
    (best, a) => (!best || new Date(a.submitted_at!).getTime() >= new Date(best.submitted_at!).getTime() ? a : best),
    undefined,
  );
  return {
    ...summaryOf(row, participation, language, now),
    content: { zones: row.data.texts[language].zones },
    attempts_allowed: row.attempts_allowed,
    attempts_used: submitted.length,
    current_attempt_id: open?.id ?? null,
    last_attempt_id: last?.id ?? null,
    action: await actionOf(db, row, participation, userId, language, options.preview ?? false),
    ...(row.published ? {} : { preview: true }),
  };
}
