import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '#core/tours/tour-form.ts';
import { FieldError } from '#web/components/ui/field.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

interface Option {
  guid: string;
  name: string;
}

/**
 * The tour's checkpoints in walking order: each with up, down and remove, and a select of the
 * marina's other locations to add one at the end.
 */
export function TourCheckpointsField({
  id,
  value,
  onChange,
  locations,
  names,
  error,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** The marina's live locations, by name. */
  locations: readonly Option[];
  /** Names by guid, for checkpoints the list does not hold (yet). */
  names: ReadonlyMap<string, string>;
  error?: string | undefined;
}) {
  const { t } = useTranslation(['tours', 'settings']);
  const available = locations.filter((l) => !value.includes(l.guid));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold text-base">
        {t('settings.dialog.checkpoints')}
        <span className="ml-1.5 font-normal text-muted-foreground text-sm tabular-nums">
          ({value.length})
        </span>
      </legend>
      {value.length > 0 && (
        <ol
          className="divide-y divide-border rounded-xl border-2 border-border"
          aria-label={t('settings.dialog.checkpointsInOrder')}
        >
          {value.map((guid, i) => {
            const name = names.get(guid) ?? t('settings.dialog.unknownLocation');
            return (
              <li key={guid} className="flex items-center gap-1 py-1 pr-1 pl-3" data-testid="tour-checkpoint">
                <span className="w-6 shrink-0 font-semibold text-muted-foreground tabular-nums">
                  {i + 1}.
                </span>
                <span className="min-w-0 flex-1 break-words">{name}</span>
                <IconButton
                  label={t('settings.dialog.moveUp', { name })}
                  icon={ArrowUp}
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(value, i, -1))}
                />
                <IconButton
                  label={t('settings.dialog.moveDown', { name })}
                  icon={ArrowDown}
                  disabled={i === value.length - 1}
                  onClick={() => onChange(moveItem(value, i, 1))}
                />
                <IconButton
                  label={t('settings.dialog.remove', { name })}
                  icon={X}
                  onClick={() => onChange(value.filter((g) => g !== guid))}
                />
              </li>
            );
          })}
        </ol>
      )}
      <Label htmlFor={`${id}-add`} className="sr-only">
        {t('settings.dialog.addCheckpoint')}
      </Label>
      <NativeSelect
        id={`${id}-add`}
        value=""
        disabled={available.length === 0}
        {...(error ? { 'aria-invalid': true } : {})}
        onChange={(e) => e.target.value && onChange([...value, e.target.value])}
      >
        <option value="">
          {available.length === 0
            ? t('settings.dialog.noMoreLocations')
            : t('settings.dialog.addCheckpointChoice')}
        </option>
        {available.map((l) => (
          <option key={l.guid} value={l.guid}>
            {l.name}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
