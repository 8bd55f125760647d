import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '#core/issues/issue.schema.ts';
import { ISSUE_TITLE_MAX } from '#core/issues/issue-constants.ts';
import { MAX_RECORD_PHOTOS } from '#core/photos/photo-constants.ts';
import { PhotoPicker } from '#web/components/photo-picker.tsx';
import { PhotoStrip } from '#web/components/photo-strip.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { canSaveDraft, draftOf, type IssueDraft, issuePatch } from '#web/features/issues/lib/issue-edit.ts';
import { usePickedPhotos } from '#web/lib/photos/use-picked-photos.ts';
import { useUpdateIssue } from '../api/update-issue.ts';
import { PhotosSection, PrioritySection } from './issue-form-sections.tsx';
import { issueErrorToast, issueSuccessToast } from './issue-toasts.ts';

/** The inline editor of an issue card: title (non-blank), description, priority and more photos. */
export function IssueEditForm({
  issue,
  marinaId,
  onDone,
}: {
  issue: Issue;
  marinaId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['issues', 'common']);
  const id = useId();
  const [draft, setDraft] = useState<IssueDraft>(() => draftOf(issue));
  const updateIssue = useUpdateIssue({
    onSuccess: () => issueSuccessToast(t('messages.updated')),
    onError: (error) => issueErrorToast(error, t('messages.updateFailed')),
  });
  // Older kept reads (offline) may not carry photos.
  const held = issue.photos ?? [];
  const picked = usePickedPhotos(Math.max(0, MAX_RECORD_PHOTOS - held.length));
  const saving = updateIssue.isPending || picked.processing;
  const titleBlank = !canSaveDraft(draft);
  const set = <K extends keyof IssueDraft>(key: K, value: IssueDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const patch = issuePatch(issue, draft);
    if (!patch || saving) return;
    const photos = picked.photos.map((photo) => photo.file);
    if (Object.keys(patch).length === 0 && photos.length === 0) {
      onDone();
      return;
    }
    updateIssue.mutate({ guid: issue.guid, marinaId, ...patch, photos }, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={save}
      className="space-y-3 p-4"
      aria-label={t('card.edit', { title: issue.title })}
      noValidate
    >
      <Field
        id={`${id}-title`}
        label={t('form.title')}
        required
        error={titleBlank ? t('form.titleRequired') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={ISSUE_TITLE_MAX}
            required
            autoFocus
          />
        )}
      </Field>
      <Field id={`${id}-description`} label={t('form.description')}>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          placeholder={t('edit.descriptionPlaceholder')}
        />
      </Field>
      <PrioritySection value={draft.priority} onChange={(priority) => set('priority', priority)} />
      <PhotosSection>
        <PhotoStrip photos={held} subject={issue.title} />
        {held.length < MAX_RECORD_PHOTOS && (
          <PhotoPicker
            picked={picked}
            disabled={updateIssue.isPending}
            subject={issue.title}
            held={held.length}
          />
        )}
      </PhotosSection>
      <div className="flex gap-2 pt-1">
        <Button type="button" variant="outline" className="flex-1" onClick={onDone} disabled={saving}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" className="flex-1" disabled={titleBlank || saving}>
          {saving ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
