import { describe, expect, it } from 'vitest';
import type { Issue } from '#core/issues/issue.schema.ts';
import { DOCK, pendingEntry as entry, guid, MARINA } from '#web/lib/offline/test/pending-entry.ts';
import { issueWrite, withPendingIssues } from './offline-issues.ts';

describe('issues laid over the server answer', () => {
  it('lists queued issues first, newest first, once', () => {
    const first = entry(
      issueWrite(
        {
          guid: guid(),
          title: 'Cleat',
          description: null,
          priority: 'high',
          locationId: DOCK,
          marinaId: MARINA,
        },
        'Dock A',
      ),
    );
    const second = entry(
      issueWrite({
        guid: guid(),
        title: 'Light',
        description: null,
        priority: 'low',
        locationId: DOCK,
        marinaId: MARINA,
      }),
    );
    const server = [{ guid: guid(), title: 'Old' } as Issue];
    const list = withPendingIssues(server, [first, second], MARINA)!;
    expect(list.map((i) => i.title)).toEqual(['Light', 'Cleat', 'Old']);
    expect(list[1]).toMatchObject({ status: 'open', locationName: 'Dock A', createdAt: first.recordedAt });
    expect(withPendingIssues([list[1]!], [first], MARINA)).toEqual([list[1]]);
  });
});
