import type { QueryKey } from '@tanstack/react-query';
import { useWrite } from '#web/lib/use-write.ts';

/** A client's or marina's save: created under a client-made guid, or updated in place. */
export type SaveRecordInput<B> = { guid: string; body: B; create: boolean };

/** The save of a record, which then refetches every list that shows it. */
export function useSaveRecord<B, R>(
  save: (input: SaveRecordInput<B>) => Promise<R>,
  shownIn: readonly QueryKey[],
) {
  return useWrite(save, (queryClient) =>
    Promise.all(shownIn.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  );
}
