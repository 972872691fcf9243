// Answers kept by key, each in the state every page shows (Loadable): page data by endpoint and query, the content
// system's pages by url, tags and language. A read of a key shows "loading" unless the key holds an answer already (a
// reload keeps what is shown until the new one comes); an answer is ready; a failure is what the store's owner makes of
// the error (a content page's 404 is "not found", page data keeps the client's error for the rules that read it).
// Only the last read of a key writes it, and only while the key is still held: a read the store was emptied after (a
// member change, a language switch) or one asked again since answers nothing, so another member's data or the
// previous language's never comes back once dropped.
import { createStore, sample } from 'effector';
import type { Effect, StoreWritable } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { Loadable } from '@/lib/loadable';

export function keepAnswersByKey<Params extends { key: string }, Data, Failure extends object>(
  $answers: StoreWritable<Record<string, Loadable<Data, Failure>>>,
  fx: Effect<Params, Data, ApiError>,
  failed: (error: ApiError) => Loadable<Data, Failure>,
): void {
  // By the read's own parameters (each read is a new object): the last one asked for each key.
  const $lastAsked = createStore<Record<string, Params>>({}, { serialize: 'ignore' });
  $lastAsked.on(fx, (asked, params) => ({ ...asked, [params.key]: params }));
  const held = { answers: $answers, asked: $lastAsked };
  const current = (
    { answers, asked }: { answers: Record<string, unknown>; asked: Record<string, Params> },
    { params }: { params: Params },
  ) => Object.hasOwn(answers, params.key) && asked[params.key] === params;

  $answers.on(fx, (answers, { key }) => ({ ...answers, [key]: answers[key]?.status === 'ready' ? answers[key] : { status: 'loading' } }));
  sample({
    clock: fx.done,
    source: held,
    filter: current,
    fn: ({ answers }, { params, result }): Record<string, Loadable<Data, Failure>> => ({
      ...answers,
      [params.key]: { status: 'ready', data: result },
    }),
    target: $answers,
  });
  sample({
    clock: fx.fail,
    source: held,
    filter: current,
    fn: ({ answers }, { params, error }) => ({ ...answers, [params.key]: failed(error) }),
    target: $answers,
  });
}
