import { checkpointLines } from '#web/features/tours/guard/lib/guard-view.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { useGuardRuns } from '../api/use-guard-runs.ts';
import { useGuardViewTranslate } from '../guard-view-translate.ts';

/**
 * Under a check-in's confirmation: 'Checkpoint 3 of 8 — Night round' for each open run of the
 * location's marina whose window holds the check-in's recorded time and whose tour has this
 * location as a checkpoint. From the runs kept on the phone when offline; nothing when none.
 */
export function CheckpointLines({
  marinaId,
  locationGuid,
  at,
}: {
  marinaId: string;
  locationGuid: string;
  /** When the check-in was recorded on the phone. */
  at: Date;
}) {
  const { marinas } = useCurrentMarina();
  const translate = useGuardViewTranslate();
  const timeZone = marinas.find((m) => m.guid === marinaId)?.timeZone ?? null;
  const { runs } = useGuardRuns(marinaId, timeZone, at);
  const lines = checkpointLines(runs, locationGuid, at, translate);
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 font-semibold" data-testid="check-in-tour-lines">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
