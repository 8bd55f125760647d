import { MessageSquarePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSaveNote, noteText } from '#core/locations/location-note.ts';
import { MAX_RECORD_PHOTOS } from '#core/photos/photo-constants.ts';
import { PhotoPicker } from '#web/components/photo-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toastPhotosLeftOut, toastQueued } from '#web/lib/offline/queued-toast.ts';
import { usePickedPhotos } from '#web/lib/photos/use-picked-photos.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateNote } from '../api/create-note.ts';

/**
 * Add Note: a text box, up to 5 photos, and 'Save Note' (disabled while blank); the text is
 * trimmed before sending.
 */
export function AddNoteCard({ locationGuid, marinaId }: { locationGuid: string; marinaId: string }) {
  const id = useId();
  const { t } = useTranslation(['locations', 'common']);
  const [text, setText] = useState('');
  // The same text and photos retried after a failure keep their guid, so the server never stores it twice.
  const pending = useRef<{ key: string; guid: string } | null>(null);
  const createNote = useCreateNote();
  const picked = usePickedPhotos(MAX_RECORD_PHOTOS);
  const saving = createNote.isPending || picked.processing;

  const save = () => {
    const trimmed = noteText(text);
    if (!canSaveNote(trimmed, saving)) return;
    const key = JSON.stringify([trimmed, picked.photos.map((photo) => photo.id)]);
    if (pending.current?.key !== key) pending.current = { key, guid: crypto.randomUUID() };
    const photos = picked.photos.map((photo) => photo.file);
    createNote.mutate(
      { guid: pending.current.guid, locationId: locationGuid, text: trimmed, marinaId, photos },
      {
        onSuccess: (result) => {
          pending.current = null;
          setText('');
          picked.clear();
          if (result.outcome === 'queued') return toastQueued('note');
          toast({ title: t('toast.success'), description: t('note.added'), variant: 'success' });
          if (result.photosLeftOut) toastPhotosLeftOut(result.photosLeftOut);
        },
        onError: () =>
          toast({ title: t('common:error'), description: t('note.failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <label htmlFor={id} className="flex items-center gap-2">
            <MessageSquarePlus className="size-5 text-primary" aria-hidden="true" />
            {t('note.title')}
          </label>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Textarea
          id={id}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('note.placeholder')}
          maxLength={2000}
        />
        <PhotoPicker picked={picked} disabled={createNote.isPending} subject={t('note.photoSubject')} />
        <Button className="w-full" onClick={save} disabled={!canSaveNote(text, saving)}>
          {saving ? t('note.saving') : t('note.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
