import { MessageSquarePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { canSaveNote, NOTE_ADDED, NOTE_FAILED, noteText } from '#core/locations/location-note.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toastQueued } from '#web/lib/offline/queued-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateNote } from '../api/create-note.ts';

/** Add Note: a text box and 'Save Note' (disabled while blank); the text is trimmed before sending. */
export function AddNoteCard({ locationGuid }: { locationGuid: string }) {
  const id = useId();
  const [text, setText] = useState('');
  // The same text retried after a failure keeps its guid, so the server never stores it twice.
  const pending = useRef<{ text: string; guid: string } | null>(null);
  const createNote = useCreateNote();
  const saving = createNote.isPending;

  const save = () => {
    const trimmed = noteText(text);
    if (!canSaveNote(trimmed, saving)) return;
    if (pending.current?.text !== trimmed) pending.current = { text: trimmed, guid: crypto.randomUUID() };
    createNote.mutate(
      { guid: pending.current.guid, locationId: locationGuid, text: trimmed },
      {
        onSuccess: ({ outcome }) => {
          pending.current = null;
          setText('');
          if (outcome === 'sent') toast({ title: 'Success', description: NOTE_ADDED, variant: 'success' });
          else toastQueued('the note');
        },
        onError: () => toast({ title: 'Error', description: NOTE_FAILED, variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <label htmlFor={id} className="flex items-center gap-2">
            <MessageSquarePlus className="size-5 text-primary" aria-hidden="true" />
            Add Note
          </label>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Textarea
          id={id}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What did you see? (e.g. gate left open, lines loose)"
          maxLength={2000}
        />
        <Button className="w-full" onClick={save} disabled={!canSaveNote(text, saving)}>
          {saving ? 'Saving...' : 'Save Note'}
        </Button>
      </CardContent>
    </Card>
  );
}
