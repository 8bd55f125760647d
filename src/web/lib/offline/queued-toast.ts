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

/** The English phrases callers passed before the catalogue, each mapped to its sentence. */
const FROM_PHRASE: Record<string, QueuedKind> = {
  'the note': 'note',
  'the issue': 'issue',
  'the reading and its photo': 'reading',
  'your answers': 'answers',
  'the new checklist': 'newChecklist',
  'the completed checklist': 'completedChecklist',
  'the new occupancy checklist': 'newOccupancyChecklist',
  'the finalized checklist': 'finalizedChecklist',
};

const isKind = (what: string): what is QueuedKind => (QUEUED_KINDS as readonly string[]).includes(what);

/**
 * A save kept on the phone for lack of a network (ADR 0021): 'Saved on this phone', 'No
 * connection: the note will be sent as soon as there is one.' `what` is the kind of save (its
 * whole sentence in each language); an English phrase ('the note') still names its kind.
 */
export function toastQueued(what: QueuedKind | (string & {})): void {
  const kind = isKind(what) ? what : FROM_PHRASE[what];
  toast({
    title: i18n.t('shell:offline.queuedTitle'),
    description: kind
      ? i18n.t(`shell:offline.queued.${kind}`)
      : i18n.t('shell:offline.queued.other', { what }),
  });
}

/** A record that arrived without a photo the server refused (the text is kept; ADR 0032). */
export function toastPhotosLeftOut(reason: string): void {
  toast({ title: i18n.t('shell:offline.photoNotSaved'), description: reason, variant: 'destructive' });
}
