import { isSigningOut } from './auth-redirect.ts';
import { i18n } from './i18n/i18n.ts';
import { translatedErrorText } from './i18n/server-error.ts';
import { keepAnswer, keptAnswer, revalidationHeaders } from './kept-answers.ts';
import { accessRefused, sessionEnded } from './session-events.ts';

/**
 * The one fetch wrapper (spec 000 section 7): credentials included, JSON bodies, and non-OK
 * responses throw an ApiError carrying the status and the response text (or the status text).
 */

/** What a 401 does: start the sign-in flow (default), just throw, or yield null (queries). */
export type On401 = 'redirect' | 'throw' | 'returnNull';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, text: string) {
    super(text);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** `path` plus its parameters as a query string; null and undefined parameters are left out. */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

export async function throwIfNotOk(response: Response, on401: On401 = 'redirect'): Promise<void> {
  if (response.ok) return;
  if (response.status === 401 && on401 === 'redirect') sessionEnded();
  if (response.status === 403) accessRefused();
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new ApiError(response.status, text);
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export interface RequestOptions {
  on401?: On401;
  signal?: AbortSignal;
}

/** Calls the API and returns the parsed JSON answer. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { on401 = 'redirect', signal }: RequestOptions = {},
): Promise<T> {
  // Leaving for /api/logout: a request sent now would reach the server after the session has
  // ended and be answered 401 on a signed-out page (issue 30 item 20). It is cancelled instead.
  if (isSigningOut()) throw new DOMException('The page is signing out', 'AbortError');
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(method === 'GET' ? revalidationHeaders(url) : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (on401 === 'returnNull' && response.status === 401) return null as T;
  if (method === 'GET' && response.status === 304) {
    const kept = keptAnswer(url);
    if (kept) return kept.body as T;
    // Forgotten (more than MAX_KEPT reads) while this one was on its way: ask in full.
    return apiRequest<T>(method, url, body, { on401, signal });
  }
  await throwIfNotOk(response, on401);
  const answer = await parseBody<T>(response);
  if (method === 'GET') keepAnswer(url, response.headers.get('etag'), answer);
  return answer;
}

/**
 * A readable message for an error: the server's `message` when the response text is its JSON
 * error body, else the text itself, else the fallback.
 */
export function errorMessage(error: unknown, fallback: string = i18n.t('common:somethingWrong')): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  if (!(error instanceof ApiError)) return error.message;
  const translated = translatedErrorText(error.message);
  if (translated) return translated;
  try {
    const parsed: unknown = JSON.parse(error.message);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the text is the message.
  }
  return error.message.startsWith('<') ? fallback : error.message;
}
