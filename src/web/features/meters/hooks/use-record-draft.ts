import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { RecordMeterResponse } from '#core/meters/meter-reading.schema.ts';
import { recordText } from '../lib/meter-text.ts';

export type EmbeddedData = RecordMeterResponse['embeddedData'];

/**
 * The guids the server allocated ahead (embeddedData) and which of them are spent: a photo guid
 * once its file reached storage, the activity and reading guids once a reading was saved. A spent
 * guid is never offered again; asking for a fresh one refetches the record-meter data, which
 * allocates new ones. Other refetches (after an edit, say) do not disturb a capture under way,
 * because the photo and the save keep the guids they started with.
 */
export function useRecordDraft(query: UseQueryResult<RecordMeterResponse>) {
  const spent = useRef(new Set<string>());
  const latest = useRef(query);
  latest.current = query;

  const spend = useCallback((...guids: (string | null | undefined)[]) => {
    for (const guid of guids) if (guid) spent.current.add(guid);
  }, []);

  const fresh = useCallback(async (kind: 'photo' | 'reading'): Promise<EmbeddedData> => {
    const usable = (data: RecordMeterResponse | undefined): data is RecordMeterResponse => {
      if (!data) return false;
      const { meterImageGuid, activityGuid, meterReadingGuid } = data.embeddedData;
      return kind === 'photo'
        ? !spent.current.has(meterImageGuid)
        : !spent.current.has(activityGuid) && !spent.current.has(meterReadingGuid);
    };
    const { data, isFetching } = latest.current;
    if (usable(data) && !isFetching) return data.embeddedData;
    const result = await latest.current.refetch();
    if (usable(result.data)) return result.data.embeddedData;
    throw new Error(recordText(kind === 'photo' ? 'noPhotoOrLocation' : 'noLocation'));
  }, []);

  return { spend, fresh };
}

export type RecordDraft = ReturnType<typeof useRecordDraft>;
