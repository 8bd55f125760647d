import { Check, ChevronDown, MapPin } from 'lucide-react';
import { Select } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { canSwitchMarina } from '#core/marinas/marina-selection.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';

interface ChangeMarinaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shiftActive: boolean;
}

/** Name plus location, on two lines so long names are not cut off. */
function MarinaText({ marina }: { marina: MarinaSummary }) {
  return (
    <>
      <span className="block break-words font-semibold leading-snug">{marina.name}</span>
      {marina.location && (
        <span className="block break-words text-muted-foreground text-sm leading-snug">
          {marina.location}
        </span>
      )}
    </>
  );
}

/** 'Change Marina' (spec 000 sections 2 and 5): pick another marina; not while a shift is active. */
export function ChangeMarinaDialog({ open, onOpenChange, shiftActive }: ChangeMarinaDialogProps) {
  // A new choice at every opening, so it starts at the current marina.
  return (
    <ChangeMarinaChoice
      key={open ? 'open' : 'closed'}
      open={open}
      onClose={() => onOpenChange(false)}
      shiftActive={shiftActive}
    />
  );
}

function ChangeMarinaChoice({
  open,
  onClose,
  shiftActive,
}: {
  open: boolean;
  onClose: () => void;
  shiftActive: boolean;
}) {
  const { marinaId, marina, marinas, switchMarina } = useCurrentMarina();
  const [target, setTarget] = useState<string>(marinaId ?? '');
  const allowed = canSwitchMarina(target || null, marinaId, shiftActive);
  const { t } = useTranslation('dashboard');

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('changeMarina.title')}
      description={t('changeMarina.description')}
      confirmLabel={t('changeMarina.switch')}
      confirmVariant="primary"
      confirmDisabled={!allowed}
      onConfirm={() => {
        if (allowed && switchMarina(target)) onClose();
      }}
    >
      {marina && (
        <div className="mb-4 flex items-center gap-3 rounded-xl bg-primary-soft p-3 text-primary-soft-foreground">
          <MapPin className="size-6 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium text-sm">{t('changeMarina.current')}</p>
            <p className="break-words font-bold leading-snug" data-testid="change-marina-current">
              {marina.name}
            </p>
            {marina.location && <p className="break-words text-sm">{marina.location}</p>}
          </div>
        </div>
      )}
      <Label htmlFor="change-marina-select">{t('changeMarina.marina')}</Label>
      <Select.Root value={target} onValueChange={setTarget}>
        <Select.Trigger
          id="change-marina-select"
          className="mt-1.5 flex min-h-14 w-full items-center gap-3 rounded-xl border-2 border-border bg-surface px-3.5 py-2 text-left text-base text-foreground focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20 data-[placeholder]:text-muted-foreground"
        >
          <span className="min-w-0 flex-1">
            <Select.Value placeholder={t('changeMarina.choose')} />
          </span>
          <Select.Icon>
            <ChevronDown className="size-5 text-muted-foreground" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            collisionPadding={12}
            className="z-[60] max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-surface p-1.5 text-surface-foreground shadow-lg"
          >
            <Select.Viewport>
              {marinas.map((m) => (
                <Select.Item
                  key={m.guid}
                  value={m.guid}
                  className="flex min-h-14 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-muted data-[state=checked]:bg-primary-soft"
                >
                  <span className="min-w-0 flex-1">
                    <Select.ItemText>
                      <MarinaText marina={m} />
                    </Select.ItemText>
                  </span>
                  {m.guid === marinaId && (
                    <span className="shrink-0 rounded-md bg-muted px-1.5 py-0.5 font-semibold text-muted-foreground text-xs">
                      {t('changeMarina.currentTag')}
                    </span>
                  )}
                  <Select.ItemIndicator>
                    <Check className="size-5 text-primary" aria-hidden="true" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {shiftActive && <p className="mt-3 text-sm text-warning">{t('changeMarina.endShiftFirst')}</p>}
    </ConfirmDialog>
  );
}
