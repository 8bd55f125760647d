import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-errors.ts';

interface ValidationIssue {
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

/** One error shape for every route: { message, issues? }. Never a stack trace or SQL text. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.issues ? { message: error.message, issues: error.issues } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      return reply.code(400).send({
        message: describe(error.validationContext, issues),
        issues: issues.map((i) => ({
          path: fieldPath(error.validationContext, i),
          message: i.params?.issue?.message ?? i.message,
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Content-Type must be application/json'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'body: must not be empty'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'body: is not valid JSON'
              : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' });
  });
}

/**
 * Fastify's own answers before routing (a URL that is not valid percent-encoded UTF-8, a path
 * param over maxParamLength) in the same { message } shape, without echoing the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ message: 'params: is too long' });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ message: 'params: must be valid percent-encoded UTF-8' });
  } else {
    reply
      .code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
      .send({ message: 'Bad request' });
  }
}
