// Calls by operationId (the way the server declares its routes): method and path come from the generated
// operation map, request and answer types from the generated contract, so a call site names no URL and
// picks no generic. A failed call rejects with an ApiError (src/api/api-error.ts), like every client call.
import { operationRoutes } from '@/generated/api-operations';
import type { OperationId } from '@/generated/api-operations';
import type { ApiClient, RequestOptions } from './client';
import type { AnswerOf, CallArgs, CallInput } from './operation-types';

export type { OperationId };
/** Calls operation `id` of the contract with its path parameters, query, headers and body. */
export type Call = <Id extends OperationId>(id: Id, ...args: CallArgs<Id>) => Promise<AnswerOf<Id>>;

/** The path of a route with its `{name}` parameters filled in (each encoded: an id never adds a segment). */
export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The typed caller over a client: every call goes through the client's refresh, timeout, log and errors. */
export function createCaller(client: ApiClient): Call {
  function call<Id extends OperationId>(id: Id, ...args: CallArgs<Id>): Promise<AnswerOf<Id>> {
    const route = operationRoutes[id];
    const input: CallInput<Id> | undefined = args[0];
    const options: RequestOptions = {
      query: input?.query,
      body: input?.body,
      files: input?.files,
      headers: input?.header,
      reloadOnUnauthorized: input?.reloadOnUnauthorized,
      refresh: input?.refresh,
      waitForToken: input?.waitForToken,
      signal: input?.signal,
      language: input?.language,
      answerHeaders: input?.answerHeaders && ((headers) => input.answerHeaders?.((name) => headers.get(name))),
      as: route.answer === 'blob' ? 'blob' : 'json',
    };
    // The generic client answers `unknown`-typed JSON; the operation's answer type is the contract's, which the
    // server validates every answer against (server/http/contract.ts), so the answer is of that type.
    return client.request<AnswerOf<Id>>(route.method, fillPath(route.path, input?.path).replace(/^\//, ''), options);
  }
  return call;
}
