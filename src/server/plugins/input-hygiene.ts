import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors.ts';

/** Deeper than any schema reaches; what lies below is never read (zod drops unknown keys). */
const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** C0 controls and DEL: no query value or path segment of ours carries one (%00 and friends). */
const hasUrlControl = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/** Why a string cannot be stored as text, or undefined when it can. */
function textProblem(value: string): string | undefined {
  // PostgreSQL text cannot hold U+0000; the insert would fail with a 500.
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  // A lone surrogate has no UTF-8 form: the driver would silently store U+FFFD instead.
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text';
  return undefined;
}

/** Why a query value, query key or path segment cannot be used, or undefined when it can. */
function urlTextProblem(value: string): string | undefined {
  if (hasUrlControl(value)) return 'must not contain control characters';
  return textProblem(value);
}

/**
 * Arrays and plain objects as JSON.parse and the query parser make them; never a raw Buffer body
 * (photos). The query parser's objects inherit from a null-prototype object of its own, so the whole
 * chain is followed rather than the first link.
 */
const isParsedJson = (value: unknown): value is object => {
  if (Array.isArray(value)) return true;
  if (!value || typeof value !== 'object') return false;
  let proto = Object.getPrototypeOf(value);
  while (proto && proto !== Object.prototype) {
    if (Object.getOwnPropertyNames(proto).length > 0) return false;
    proto = Object.getPrototypeOf(proto);
  }
  return true;
};

/** The first string (or key) in a parsed body, query or params that cannot be used as text. */
function findProblem(root: unknown, context: string, problemOf = textProblem): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: context, depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) return `${path}: ${problem}`;
    } else if (isParsedJson(value) && depth < MAX_DEPTH) {
      for (const [key, child] of Object.entries(value)) {
        const keyProblem = problemOf(key);
        if (keyProblem) return `${path}: a key ${keyProblem}`;
        stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * Every route, before its schema runs: text that PostgreSQL cannot store (NUL) or that is not
 * Unicode (lone surrogates) is refused with 400 naming the field, instead of a 500 or a silently
 * changed value (decision 0015). Query strings and path segments also refuse every other control
 * character: none of ours carries one, and the same bytes must not reach a handler by the URL.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  // The URL first, before any route's own onRequest (the photo PUT reads its token there).
  app.addHook('onRequest', async (request) => {
    const problem =
      findProblem(request.params, 'params', urlTextProblem) ??
      findProblem(request.query, 'querystring', urlTextProblem);
    if (problem) throw badRequest(problem);
  });
  app.addHook('preValidation', async (request) => {
    const problem = findProblem(request.body, 'body');
    if (problem) throw badRequest(problem);
  });
}
