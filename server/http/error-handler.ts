// Every error leaves as an Error body of the contract: `{ code, message, key, violations? }`.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

// Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status.
function frameworkError(error: FastifyError): ApiError | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const key = status === 415 ? 'unsupported_media_type' : status === 413 ? 'payload_too_large' : 'bad_request';
  return new ApiError(status, error.message, key);
}

export function useErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = error instanceof ApiError ? error : frameworkError(error);
    if (answer) return reply.code(answer.status).type('application/json').send(answer.body());
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).type('application/json').send({ code: 500, message: 'Something went wrong. Please try again', key: 'internal_error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('application/json').send({ code: 404, message: 'Not found.', key: 'not_found' }));
}
