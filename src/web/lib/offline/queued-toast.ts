import { i18n } from '../i18n/i18n.ts';
import { toast } from '../toast.ts';

/** The kinds of save a 'Saved on this phone' toast names, each its own sentence in the catalogue. */
const QUEUED_KINDS = [
  'note',
  'issue',
  'reading',
  'answers',
  'newChecklist',
  'completedChecklist',
  'newOccupancyChecklist',
  'finalizedChecklist',
] as const;
export type QueuedKind = (typeof QUEUED_KINDS)[number];

/**
 * A save kept on the phone for lack of a network (ADR 0021): 'Saved on this phone', 'No
 * connection: the note will be sent as soon as there is one.' `kind` is the kind of save: its
 * whole sentence in each language.
 */
export function toastQueued(kind: QueuedKind): void {
  toast({ title: i18n.t('shell:offline.queuedTitle'), description: i18n.t(`shell:offline.queued.${kind}`) });
}

/** A record that arrived without a photo the server refused (the text is kept; ADR 0032). */
export function toastPhotosLeftOut(reason: string): void {
  toast({ title: i18n.t('shell:offline.photoNotSaved'), description: reason, variant: 'destructive' });
}
