import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, type ErrorBody, type ErrorCode, messageField } from '#core/api/error-codes.ts';
import { HttpError } from './http-errors.ts';

interface ValidationIssue {
  /** zod's issue code ('invalid_format', 'too_small'…). */
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

const fieldPath = (context: string | undefined, issue: ValidationIssue | undefined): string =>
  [context, ...(issue?.instancePath?.split('/').filter(Boolean) ?? [])].filter(Boolean).join('.');

/** 'body.email: Invalid email address' — the message names the field. */
function describe(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  const where = fieldPath(context, first);
  const message = first?.params?.issue?.message ?? first?.message ?? 'is invalid';
  return where ? `${where}: ${message}` : message;
}

/**
 * An error body: its stable code, the English message, and the field the message names first
 * (params.field) so a translation can name it too.
 */
function errorBody(
  code: ErrorCode,
  message: string,
  extra: Omit<ErrorBody, 'code' | 'message'> = {},
): ErrorBody {
  const field = messageField(message);
  const params = field ? { field, ...extra.params } : extra.params;
  return { code, message, ...(params ? { params } : {}), ...(extra.issues ? { issues: extra.issues } : {}) };
}

/** Fastify's own 4xx answers: a code and a message that names the body. */
function frameworkClientError(error: FastifyError): { code: ErrorCode; message: string } {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { code: 'request.notJson', message: 'Content-Type must be application/json' };
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { code: 'request.emptyBody', message: 'body: must not be empty' };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return { code: 'request.badJson', message: 'body: is not valid JSON' };
  return { code: codeForStatus(error.statusCode ?? 400), message: error.message };
}

/**
 * One error shape for every route: { code, message, params?, issues? } (decision 0043). Never a
 * stack trace or SQL text.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(
        errorBody(error.code, error.message, {
          ...(error.params ? { params: error.params } : {}),
          ...(error.issues ? { issues: error.issues } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      const first = issues[0];
      return reply.code(400).send(
        errorBody('validation.invalid', describe(error.validationContext, issues), {
          params: {
            field: fieldPath(error.validationContext, first),
            issue: first?.keyword ?? 'custom',
          },
          issues: issues.map((i) => ({
            path: fieldPath(error.validationContext, i),
            message: i.params?.issue?.message ?? i.message,
            code: i.keyword ?? 'custom',
          })),
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = frameworkClientError(error);
      return reply.code(status).send(errorBody(code, message));
    }
    if (reply.raw.destroyed && !reply.raw.writableFinished) {
      // The client went away first (a dropped connection, a cancelled fetch) and the handler then
      // failed on what the request's end released: nobody to answer, no fault of ours.
      request.log.info({ err: error }, 'request abandoned: the client left before the answer');
    } else {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(500).send(errorBody('server.error', 'Internal Server Error'));
  });
}

/**
 * Fastify's own answers before routing (a URL that is not valid percent-encoded UTF-8, a path
 * param over maxParamLength) in the same { message } shape, without echoing the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send(errorBody('request.paramTooLong', 'params: is too long'));
  } else if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send(errorBody('request.badUrl', 'params: must be valid percent-encoded UTF-8'));
  } else {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    reply.code(status).send(errorBody(codeForStatus(status), 'Bad request'));
  }
}
