// A call the service may answer a moment later (isWorthAskingAgain: no answer at all, a gateway saying the API is down
// for a moment) sent again, a little later each time, before its caller hears it failed; never one its caller gave up
// on. The client does so for its reads (docs/adr/0044-a-read-is-asked-again-and-kept.md).
import { isWorthAskingAgain } from './api-error';
import type { ApiError } from './api-error';

/** `send`'s answer, sent again after each of `waits` (ms) while the answer or failure is worth asking again. */
export async function askAgain<Answer extends { status: number }>(
  send: () => Promise<Answer>,
  waits: readonly number[],
  signal?: AbortSignal,
): Promise<Answer> {
  for (let tried = 0; ; tried++) {
    const wait = waits[tried];
    try {
      const answer = await send();
      if (wait === undefined || !isWorthAskingAgain(answer)) return answer;
    } catch (error) {
      if (wait === undefined || signal?.aborted || !isWorthAskingAgain(error as ApiError)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
