// One error handler: validation → 422 with Spanish field messages, domain errors → their 4xx,
// fastify's own client errors (and the router's, through frameworkErrors) → their status, a
// multipart body the parser cannot read → 400, anything else → 500 without internals. A body still
// arriving is read to its end first (drainBody.ts), so the client gets the answer, not a reset.
import { ERROR_MESSAGES, type HttpError } from '@app/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, HTTP_STATUS } from '../commands/index.ts';
import { bodyStillArriving, drainBody } from './drainBody.ts';
import { TooManyRequests } from './rateLimiter.ts';

/** Said on a 429 whose limit did not say when it ends: the global limiter's window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

function reply(response: FastifyReply, status: number, body: HttpError) {
  return response.status(status).send(body);
}

/**
 * What busboy (under @fastify/multipart) throws, without a status, for a body that is not the
 * multipart it claims: no or an unusable boundary, a body cut short, a header it cannot read.
 */
const MULTIPART_PARSER_FAILURES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /^Missing Content-Type-header\.$/,
  /^Unsupported Content-Type\.$/,
];

function isMalformedMultipart(error: Error): boolean {
  return MULTIPART_PARSER_FAILURES.some((pattern) => pattern.test(error.message));
}

/** Answers every error; one that comes while the body is still arriving waits until it has arrived. */
export function handleError(error: FastifyError, request: FastifyRequest, response: FastifyReply) {
  if (!bodyStillArriving(request)) return answerError(error, request, response);
  return drainBody(request).then(() => answerError(error, request, response));
}

function answerError(error: FastifyError, request: FastifyRequest, response: FastifyReply) {
  if (error instanceof TooManyRequests) response.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof DomainError) {
    if (error.code === 'too_many_requests' && !response.hasHeader('retry-after'))
      response.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
    return reply(response, HTTP_STATUS[error.code], { message: error.message, errors: error.errors });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] ??= [];
      errors[field].push(issue.message ?? ERROR_MESSAGES.generic);
    }
    const first = Object.values(errors)[0]?.[0] ?? ERROR_MESSAGES.generic;
    return reply(response, 422, { message: first, errors });
  }
  const status = error.statusCode ?? (isMalformedMultipart(error) ? 400 : 500);
  if (status === 413) return reply(response, 413, { message: ERROR_MESSAGES.payloadTooLarge, errors: {} });
  if (status === 429) {
    if (!response.hasHeader('retry-after')) response.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
    return reply(response, 429, { message: ERROR_MESSAGES.tooManyRequests, errors: {} });
  }
  if (status === 503) return reply(response, 503, { message: ERROR_MESSAGES.unavailable, errors: {} });
  if (status === 414) return reply(response, 414, { message: ERROR_MESSAGES.addressTooLong, errors: {} });
  if (status === 404) return reply(response, 404, { message: ERROR_MESSAGES.notFound, errors: {} });
  if (status >= 400 && status < 500)
    return reply(response, status, { message: ERROR_MESSAGES.malformedBody, errors: {} });
  request.log.error({ err: error }, 'request failed');
  return reply(response, 500, { message: ERROR_MESSAGES.generic, errors: {} });
}
