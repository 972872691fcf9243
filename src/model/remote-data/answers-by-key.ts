// Answers kept by key, each in the state every page shows (Loadable): page data by endpoint and query, the content
// system's pages by url, tags and language. A read of a key shows "loading" unless the key holds an answer already (a
// reload keeps what is shown until the new one comes); an answer is ready; a failure is what the store's owner makes of
// the error (a content page's 404 is "not found", page data keeps the client's error for the rules that read it).
import type { Effect, StoreWritable } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { Loadable } from '@/lib/loadable';

export function keepAnswersByKey<Params extends { key: string }, Data, Failure extends object>(
  $answers: StoreWritable<Record<string, Loadable<Data, Failure>>>,
  fx: Effect<Params, Data, ApiError>,
  failed: (error: ApiError) => Loadable<Data, Failure>,
): void {
  $answers
    .on(fx, (answers, { key }) => ({ ...answers, [key]: answers[key]?.status === 'ready' ? answers[key] : { status: 'loading' } }))
    .on(fx.done, (answers, { params, result }) => ({ ...answers, [params.key]: { status: 'ready', data: result } }))
    .on(fx.fail, (answers, { params, error }) => ({ ...answers, [params.key]: failed(error) }));
}
