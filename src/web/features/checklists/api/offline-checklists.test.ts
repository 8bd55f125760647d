import { describe, expect, it } from 'vitest';
import type { ChecklistInstance } from '#core/checklists/checklist.schema.ts';
import { pendingEntry as entry, guid, MARINA } from '#web/lib/offline/test/pending-entry.ts';
import {
  checklistItemsWrite,
  checklistStartWrite,
  pendingInstanceGuids,
  withPendingInstances,
} from './offline-checklists.ts';

describe('checklist instances laid over the server answer', () => {
  it('shows a checklist started on the phone with the last ticks saved', () => {
    const start = entry(
      checklistStartWrite(
        {
          guid: guid(),
          checklistId: guid(),
          staffName: 'Security Officer',
          completedItems: [],
          isCompleted: false,
          marinaId: MARINA,
        },
        { name: 'Round', items: ['a', 'b', 'c', 'd'] },
      ),
    );
    const save = (items: string[]) =>
      entry(
        checklistItemsWrite(
          start.guid,
          { completedItems: items, isCompleted: false, marinaId: MARINA },
          'Round',
        ),
      );
    const [instance] = withPendingInstances(undefined, [start, save(['a', 'b']), save(['a'])], MARINA)!;
    expect(instance).toMatchObject({ checklistName: 'Round', completedItems: ['a'], progress: 25 });
    expect(pendingInstanceGuids([save(['b'])])).toEqual(new Set([start.guid]));
    const server = { ...instance!, completedItems: [], progress: 0 } as ChecklistInstance;
    expect(withPendingInstances([server], [save(['c', 'd'])], MARINA)![0]).toMatchObject({
      completedItems: ['c', 'd'],
      progress: 50,
    });
  });
});
