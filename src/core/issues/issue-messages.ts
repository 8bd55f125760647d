/** The issue texts of spec 001 sections 2 and 8, word for word. */
export const ISSUE_MESSAGES = {
  created: 'Issue created',
  updated: 'Issue updated',
  createFailed: 'Failed to create issue. Please try again.',
  statusFailed: 'Failed to update issue status. Please try again.',
  updateFailed: 'Failed to update issue. Please try again.',
  empty: 'No issues found',
} as const;

/**
 * Spec 001 section 8: for issues the server's message is preferred. It is used when the server
 * refused the request (4xx) with its JSON error body `{ message }`; anything else (no signal, a
 * server fault, an HTML page from a proxy) shows the fallback.
 */
export function preferServerMessage(
  status: number | null | undefined,
  text: string,
  fallback: string,
): string {
  if (status === null || status === undefined || status < 400 || status >= 500 || status === 401) {
    return fallback;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not the JSON error body.
  }
  return fallback;
}
