import { useCallback, useRef } from 'react';

/**
 * The guid of a create: kept while the same content is retried (the server then answers the
 * record it already has), new when the content changed (the same guid would answer 409).
 */
export function useRetryGuid() {
  const attempt = useRef<{ key: string; guid: string } | null>(null);
  return useCallback((content: unknown): string => {
    const key = JSON.stringify(content);
    if (attempt.current?.key !== key) attempt.current = { key, guid: crypto.randomUUID() };
    return attempt.current.guid;
  }, []);
}
