import { useState } from 'react';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { mayChangeReading } from '#core/meters/record-rules.ts';
import { useAuthUser } from '#web/features/auth/index.ts';
import { DeleteReadingDialog } from '../components/delete-reading-dialog.tsx';
import { EditReadingDialog } from '../components/edit-reading-dialog.tsx';
import type { ReadingChanges } from '../components/reading-row-parts.tsx';

/**
 * Edit and Delete of the readings of a list: what the user may do to each (a blank reading may be
 * filled in by anyone who may record), and the two dialogs they open, to render once beside the list.
 */
export function useReadingChanges() {
  const { user } = useAuthUser();
  const [editing, setEditing] = useState<MeterReading | null>(null);
  const [deleting, setDeleting] = useState<MeterReading | null>(null);

  const changesOf = (reading: MeterReading): ReadingChanges => {
    const mayChange = mayChangeReading(user, reading);
    return {
      canEdit: mayChange || reading.reading === null,
      canDelete: mayChange,
      onEdit: () => setEditing(reading),
      onDelete: () => setDeleting(reading),
    };
  };

  const dialogs = (
    <>
      <EditReadingDialog reading={editing} onClose={() => setEditing(null)} />
      <DeleteReadingDialog reading={deleting} onClose={() => setDeleting(null)} />
    </>
  );
  return { changesOf, dialogs };
}
