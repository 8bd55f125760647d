import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

interface Named {
  guid: string;
  name: string;
}

interface FinalizeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationName: string;
  present: readonly Named[];
  notPresent: readonly Named[];
  finalizing: boolean;
  /** Why the last Finalize failed (the server's words); the dialog stays open to try again. */
  error: string | null;
  onConfirm: () => void;
}

function NameList({ title, names, present }: { title: string; names: readonly Named[]; present: boolean }) {
  const { t } = useTranslation('occupancy');
  const Icon = present ? CircleCheck : CircleDashed;
  return (
    <section
      aria-label={title}
      className="space-y-1.5"
      data-testid={present ? 'present-list' : 'not-present-list'}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon
          className={present ? 'size-5 text-success' : 'size-5 text-muted-foreground'}
          aria-hidden="true"
        />
        {title}
        <span className="text-muted-foreground tabular-nums">({names.length})</span>
      </h3>
      {names.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('finalize.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {names.map((n) => (
            <li
              key={n.guid}
              className={
                present
                  ? 'rounded-lg bg-success-soft px-2.5 py-1 font-medium text-sm text-success'
                  : 'rounded-lg bg-muted px-2.5 py-1 font-medium text-foreground text-sm'
              }
            >
              {n.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Finalize's confirmation: the names of the present and not present children, then read-only. */
export function FinalizeDialog({
  open,
  onOpenChange,
  locationName,
  present,
  notPresent,
  finalizing,
  error,
  onConfirm,
}: FinalizeDialogProps) {
  const { t } = useTranslation('occupancy');
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('finalize.title')}
      description={t('finalize.summary', {
        location: locationName,
        present: present.length,
        notPresent: notPresent.length,
        total: present.length + notPresent.length,
      })}
      error={error}
      confirmLabel={t('finalize.confirm')}
      confirmVariant="success"
      busy={finalizing}
      busyLabel={t('finalize.busy')}
      closableWhileBusy
      onConfirm={onConfirm}
    >
      <div className="space-y-4">
        <NameList title={t('finalize.present')} names={present} present />
        <NameList title={t('finalize.notPresent')} names={notPresent} present={false} />
      </div>
    </ConfirmDialog>
  );
}
