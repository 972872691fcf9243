// What the contract says of one operation, as the types a call takes and gives: path parameters, query,
// headers, body (JSON or files) and the success answer, all read from openapi-typescript's `operations`.
import type { operations } from '@/generated/api';
import type { OperationId } from '@/generated/api-operations';

type Operation<Id extends OperationId> = operations[Id];
type Params<Id extends OperationId> = Operation<Id>['parameters'];
/** `never` when the operation has no such part (openapi-typescript writes `part?: never`). */
type Part<T, Key extends string> = T extends { [K in Key]: infer P } ? P : T extends { [K in Key]?: infer P } ? P : never;
type IsNever<T> = [T] extends [never] ? true : [T] extends [undefined] ? true : false;

/** A query value as the wire carries it; arrays go as `key[]` (or `key[i]` when the key says so). */
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export type PathParams<Id extends OperationId> = Part<Params<Id>, 'path'>;
export type QueryOf<Id extends OperationId> = Part<Params<Id>, 'query'>;
export type HeadersOf<Id extends OperationId> = Part<Params<Id>, 'header'>;
type Content<Id extends OperationId> = Part<Part<Operation<Id>, 'requestBody'>, 'content'>;
/** A JSON body; PATCH's is a merge patch (requirements §7), sent as JSON with its own media type by the client. */
export type JsonBody<Id extends OperationId> = Part<Content<Id>, 'application/json'> | Part<Content<Id>, 'application/merge-patch+json'>;
type MultipartBody<Id extends OperationId> = Part<Content<Id>, 'multipart/form-data'>;

/** The 2xx answer's body: JSON as typed, another media type as a Blob, no content (204) as null. */
type SuccessOf<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : R extends { 204: infer A } ? A : never;
type BodyOf<A> = A extends { content: { 'application/json': infer J } } ? J : A extends { content: object } ? Blob : null;
export type AnswerOf<Id extends OperationId> = BodyOf<SuccessOf<Operation<Id>['responses']>>;
/** The names a type declares, without the index signature openapi-typescript adds to every answer's headers. */
type DeclaredNames<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** The headers the contract declares on the 2xx answer (the login's X-QA-Options). */
export type AnswerHeaderName<Id extends OperationId> =
  SuccessOf<Operation<Id>['responses']> extends { headers: infer H } ? Extract<DeclaredNames<H>, string> : never;

/** How a call may be made, beside what the contract asks (requirements §8's reload-on-unauthorized, the refresh, the wait for a token, a signal). */
export interface CallOptions {
  /** requirements §8, default true. Login and similar calls turn it off: their 401 is an answer, not a lost session. */
  reloadOnUnauthorized?: boolean;
  /** Turn off the refresh-and-retry on 401 (the refresh call itself, login). */
  refresh?: boolean;
  /** Default true: the call waits until the visitor has a token. Off for the calls that obtain a guest's token. */
  waitForToken?: boolean;
  signal?: AbortSignal;
  /** The Accept-Language of this call when it is not the language shown (the strings of a language being loaded). */
  language?: string;
}

/**
 * What a call of `Id` takes: `path` when the path has parameters, `query` when it has a query (required when
 * a query parameter is), `header` when the contract declares headers, `body` for a JSON body and `files` for
 * a multipart one, and `answerHeaders` to read the headers its answer declares. A part the operation does not
 * have cannot be given.
 */
export type CallInput<Id extends OperationId> = CallOptions &
  (IsNever<PathParams<Id>> extends true ? { path?: never } : { path: PathParams<Id> }) &
  (IsNever<QueryOf<Id>> extends true
    ? { query?: never }
    : undefined extends Params<Id>['query']
      ? { query?: QueryOf<Id> & Record<string, QueryValue> }
      : { query: QueryOf<Id> & Record<string, QueryValue> }) &
  (IsNever<HeadersOf<Id>> extends true
    ? { header?: never }
    : undefined extends Params<Id>['header']
      ? { header?: HeadersOf<Id> }
      : { header: HeadersOf<Id> }) &
  (IsNever<JsonBody<Id>> extends true ? { body?: never } : { body: JsonBody<Id> }) &
  (IsNever<AnswerHeaderName<Id>> extends true
    ? { answerHeaders?: never }
    : { answerHeaders?: (header: (name: AnswerHeaderName<Id>) => string | null) => void }) &
  (IsNever<MultipartBody<Id>> extends true ? { files?: never } : { files: { [K in keyof MultipartBody<Id>]: Blob } });

/** True when every part of the input is optional: the input itself may then be left out. */
type AllOptional<T> = object extends T ? true : false;
/** The arguments of `call(id, …)`: the input is optional when nothing in it is required. */
export type CallArgs<Id extends OperationId> = AllOptional<CallInput<Id>> extends true ? [input?: CallInput<Id>] : [input: CallInput<Id>];
