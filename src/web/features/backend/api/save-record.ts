import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A client's or marina's save: created under a client-made guid, or updated in place. */
export type SaveRecordInput<B> = { guid: string; body: B; create: boolean };

/** The save of a record, which then refetches every list that shows it. */
export function useSaveRecord<B, R>(
  save: (input: SaveRecordInput<B>) => Promise<R>,
  shownIn: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => Promise.all(shownIn.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
