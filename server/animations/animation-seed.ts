// The demo member's part in the animations (server/README.md): half-way through the Horizon brands quiz (two
// answers saved) and through the Horizon Select e-learning (first module read). Written once, after the first
// sync that finds the demo member; it adds no movement, so the demo figures (87 500 miles…) stay as they are.
import type { Db } from '../db/db';

const doneKey = 'animations_demo_seeded';
export const demoQuiz = { animationId: 1, answers: { 101: [1012], 102: [1021, 1023] } } as const;
export const demoElearning = { animationId: 6, moduleRead: 601 } as const;

export async function seedDemoParticipation(tx: Db, now: Date): Promise<void> {
  const [member] = await tx.query<{ id: number }>("SELECT id FROM users WHERE email = 'demo@example.com'");
  if (!member) return;
  const known = await tx.query<{ id: number }>('SELECT id FROM animations WHERE id = $1 OR id = $2', [
    demoQuiz.animationId,
    demoElearning.animationId,
  ]);
  if (known.length < 2) return; // another set of files (a test folder): nothing to be part-way through
  const [fresh] = await tx.query<{ key: string }>(
    "INSERT INTO settings (key, value) VALUES ($1, 'yes') ON CONFLICT (key) DO NOTHING RETURNING key",
    [doneKey],
  );
  if (!fresh) return;
  const started = new Date(now.getTime() - 2 * 86_400_000);
  for (const animationId of [demoQuiz.animationId, demoElearning.animationId])
    await tx.query('INSERT INTO animation_participations (animation_id, user_id, started_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      animationId,
      member.id,
      started,
    ]);
  const [attempt] = await tx.query<{ id: number }>(
    'INSERT INTO quiz_attempts (animation_id, user_id, started_at) VALUES ($1, $2, $3) RETURNING id',
    [demoQuiz.animationId, member.id, started],
  );
  for (const [question, choices] of Object.entries(demoQuiz.answers))
    await tx.query('INSERT INTO quiz_answers (attempt_id, question_id, choice_ids, answered_at) VALUES ($1, $2, $3::int[], $4)', [
      attempt?.id ?? 0,
      Number(question),
      `{${choices.join(',')}}`,
      started,
    ]);
  await tx.query('INSERT INTO elearning_module_reads (animation_id, user_id, module_id, read_at) VALUES ($1, $2, $3, $4)', [
    demoElearning.animationId,
    member.id,
    demoElearning.moduleRead,
    started,
  ]);
}
