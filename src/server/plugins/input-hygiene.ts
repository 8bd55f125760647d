import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors.ts';

/** Deeper than any schema reaches; what lies below is never read (zod drops unknown keys). */
const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored as text, or undefined when it can. */
function textProblem(value: string): string | undefined {
  // PostgreSQL text cannot hold U+0000; the insert would fail with a 500.
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  // A lone surrogate has no UTF-8 form: the driver would silently store U+FFFD instead.
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text';
  return undefined;
}

/** Arrays and plain objects as JSON.parse and the query parser make them; never a raw Buffer body (photos). */
const isParsedJson = (value: unknown): value is object => {
  if (Array.isArray(value)) return true;
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** The first string in a parsed body, query or params that cannot be stored as text. */
function findProblem(root: unknown, context: string): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: context, depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `${path}: ${problem}`;
    } else if (isParsedJson(value) && depth < MAX_DEPTH) {
      for (const [key, child] of Object.entries(value)) {
        stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * Every route, before its schema runs: text that PostgreSQL cannot store (NUL) or that is not
 * Unicode (lone surrogates) is refused with 400 naming the field, instead of a 500 or a silently
 * changed value (decision 0015).
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findProblem(request.params, 'params') ??
      findProblem(request.query, 'querystring') ??
      findProblem(request.body, 'body');
    if (problem) throw badRequest(problem);
  });
}
