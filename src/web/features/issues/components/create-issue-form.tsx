import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueFormSchema } from '#core/issues/issue.schema.ts';
import { ISSUE_TITLE_MAX, type IssuePriority } from '#core/issues/issue-constants.ts';
import { MAX_RECORD_PHOTOS } from '#core/photos/photo-constants.ts';
import { PhotoPicker } from '#web/components/photo-picker.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import {
  locationOptions,
  optionLabel,
  type PickerLocation,
} from '#web/features/issues/lib/issue-location-options.ts';
import { toastPhotosLeftOut, toastQueued } from '#web/lib/offline/queued-toast.ts';
import { usePickedPhotos } from '#web/lib/photos/use-picked-photos.ts';
import { useCreateIssue } from '../api/create-issue.ts';
import { useReadyPosition } from '../hooks/use-ready-position.ts';
import { PhotosSection, PrioritySection } from './issue-form-sections.tsx';
import { issueErrorToast, issueSuccessToast } from './issue-toasts.ts';

export interface CreateIssueFormProps {
  marinaId: string;
  locations: readonly PickerLocation[];
  /** The location chosen when the dialog opens (the location page's own); none when null. */
  defaultLocationId: string | null;
}

interface FormState {
  title: string;
  description: string;
  priority: IssuePriority;
  locationId: string;
}

const emptyForm = (locationId: string | null): FormState => ({
  title: '',
  description: '',
  priority: 'medium',
  locationId: locationId ?? '',
});

/** The form of the Create Issue dialog: loaded when the dialog is about to open (it builds the issue schemas). */
export function CreateIssueForm({
  marinaId,
  locations,
  defaultLocationId,
  onDone,
}: CreateIssueFormProps & { onDone: () => void }) {
  const { t } = useTranslation(['issues', 'common']);
  const id = useId();
  const [form, setForm] = useState<FormState>(() => emptyForm(defaultLocationId));
  const options = useMemo(() => locationOptions(locations), [locations]);
  const position = useReadyPosition(true);
  const picked = usePickedPhotos(MAX_RECORD_PHOTOS);
  const createIssue = useCreateIssue({
    onSuccess: (result) => {
      if (result.outcome === 'queued') return toastQueued('issue');
      issueSuccessToast(t('messages.created'));
      if (result.photosLeftOut) toastPhotosLeftOut(result.photosLeftOut);
    },
    onError: (error) => issueErrorToast(error, t('messages.createFailed')),
  });
  // A retry of the same content keeps its guid, so the server stores the issue once.
  const attempt = useRef<{ key: string; guid: string } | null>(null);
  const parsed = issueFormSchema.safeParse(form);
  const saving = createIssue.isPending || picked.processing;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success || saving) return;
    const photos = picked.photos.map((photo) => photo.file);
    const key = JSON.stringify([parsed.data, picked.photos.map((photo) => photo.id)]);
    if (attempt.current?.key !== key) attempt.current = { key, guid: crypto.randomUUID() };
    const locationName = options.find((option) => option.guid === parsed.data.locationId)?.name;
    createIssue.mutate(
      { guid: attempt.current.guid, ...parsed.data, marinaId, ...(position ?? {}), locationName, photos },
      { onSuccess: onDone },
    );
  };

  return (
    <FormDialog
      title={t('create.title')}
      description={t('create.description')}
      onSubmit={submit}
      submitLabel={t('create.create')}
      busy={saving}
      busyLabel={t('create.creating')}
      submitDisabled={!parsed.success}
    >
      <Field id={`${id}-title`} label={t('form.title')} required>
        <Input
          id={`${id}-title`}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder={t('create.titlePlaceholder')}
          maxLength={ISSUE_TITLE_MAX}
          required
          aria-required="true"
          autoComplete="off"
          enterKeyHint="next"
        />
      </Field>
      <Field id={`${id}-description-field`} label={t('form.description')} hint={t('form.optional')}>
        <Textarea
          id={`${id}-description-field`}
          rows={3}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          placeholder={t('create.descriptionPlaceholder')}
        />
      </Field>
      <PrioritySection value={form.priority} onChange={(priority) => set('priority', priority)} />
      <Field id={`${id}-location`} label={t('form.location')} required>
        <NativeSelect
          id={`${id}-location`}
          value={form.locationId}
          onChange={(e) => set('locationId', e.target.value)}
          required
          options={options.map((option) => ({ value: option.guid, label: optionLabel(option) }))}
        >
          <option value="" disabled>
            {t('create.selectLocation')}
          </option>
        </NativeSelect>
      </Field>
      <PhotosSection hint={t('form.optional')}>
        <PhotoPicker picked={picked} disabled={createIssue.isPending} subject={t('create.photoSubject')} />
      </PhotosSection>
    </FormDialog>
  );
}
