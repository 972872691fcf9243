// Every error leaves as an Error body of the contract: `{ code, message, key, violations? }`, with the
// security headers of any other answer; only a bug of ours is a 500. What a client can cause (a broken URL,
// body or multipart, a value the database refuses) is a 4xx with a stable key the portal translates.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { databaseErrorAnswer } from './database-errors';
import { contentSecurityPolicy } from './security-headers';

const internalError = { code: 500, message: 'Something went wrong. Please try again', key: 'internal_error' };

// Fixed English texts per key: Fastify's own messages name its internals and are not translated.
const clientErrors: Record<string, [number | null, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This type of content is not accepted.', 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request could not be read.', 'bad_request'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.', 'payload_too_large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request is not valid JSON.', 'bad_request'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request is not valid JSON.', 'bad_request'],
  FST_ERR_BAD_URL: [400, 'This address is not valid.', 'invalid_url'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'This address is too long.', 'uri_too_long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be read.', 'bad_request'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'This type of content is not accepted.', 'unsupported_media_type'],
  FST_PROTO_VIOLATION: [400, 'The file could not be read. Please choose it again.', 'invalid_multipart'],
  FST_MP_PREMATURE_CLOSE: [400, 'The file could not be read. Please choose it again.', 'invalid_multipart'],
  FST_PARTS_LIMIT: [413, 'The request is too large.', 'payload_too_large'],
  FST_FILES_LIMIT: [413, 'The request is too large.', 'payload_too_large'],
  FST_FIELDS_LIMIT: [413, 'The request is too large.', 'payload_too_large'],
};

// busboy (under @fastify/multipart) rejects a broken body with plain Errors that carry no status.
const multipartFailure = /multipart|boundary|part header|content-type-header|unsupported content-type|^overflow\.?$/i;

function clientError(error: FastifyError, request: FastifyRequest): ApiError | null {
  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) return new ApiError(known[0] ?? error.statusCode ?? 400, known[1], known[2]);
  const database = databaseErrorAnswer(error);
  if (database) {
    request.log.warn({ err: error }, 'a value reached the database and was refused there: the contract should bound it');
    return database;
  }
  if (error.statusCode === undefined && request.isMultipart() && multipartFailure.test(error.message)) {
    return new ApiError(400, 'The file could not be read. Please choose it again.', 'invalid_multipart');
  }
  // Any other client error Fastify raises keeps its status, under a generic key.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return new ApiError(
      status,
      status === 404 ? 'Not found.' : 'The request could not be read.',
      status === 404 ? 'not_found' : 'bad_request',
    );
  return null;
}

function send(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).type('application/json').send(body);
}

/**
 * For Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL such as `/api/%`, a
 * parameter past its length). Fastify answers those with its own shape and no hooks, so no security headers;
 * here they get the contract's shape, and the headers are set directly since onSend hooks may not run.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = clientError(error, request) ?? new ApiError(400, 'The request could not be read.', 'bad_request');
  reply.headers({
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
  });
  void send(reply, answer.status, answer.body());
}

export function useErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = error instanceof ApiError ? error : clientError(error, request);
    if (answer) return send(reply, answer.status, answer.body());
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, internalError);
  });
  app.setNotFoundHandler((_request, reply) => send(reply, 404, { code: 404, message: 'Not found.', key: 'not_found' }));
}
