import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendMarina } from '#core/backend/backend.schema.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import {
  type AccessState,
  setClientAdmin,
  setMarinaAccess,
  setMarinaAdmin,
} from '#web/features/backend/lib/user-access.ts';
import { RowDetail, RowName } from './admin-list.tsx';
import { CheckChip } from './check-chip.tsx';

/**
 * Marina access of the user dialog: 'Admin of the whole client', then per marina of the user's
 * client an Access and an Admin checkbox (admin includes access).
 */
export function MarinaAccessEditor({
  marinas,
  clientName,
  state,
  onChange,
  disabled,
}: {
  marinas: readonly BackendMarina[];
  clientName: string | null;
  state: AccessState;
  onChange: (state: AccessState) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('backend');
  const id = useId();
  if (!clientName) {
    return <p className="text-muted-foreground">{t('access.chooseClient')}</p>;
  }
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 rounded-xl border-2 border-border p-3">
        <label htmlFor={`${id}-client-admin`} className="min-w-0 flex-1 cursor-pointer">
          <span className="block font-semibold">{t('access.clientAdmin')}</span>
          <span className="block text-muted-foreground text-sm">
            {t('access.clientAdminHelp', { client: clientName })}
          </span>
        </label>
        <Switch
          id={`${id}-client-admin`}
          checked={state.clientAdmin}
          disabled={disabled}
          onCheckedChange={(on) => onChange(setClientAdmin(state, on))}
        />
      </div>
      {marinas.length === 0 ? (
        <p className="rounded-xl bg-muted px-3 py-3 text-muted-foreground">
          {t('access.noMarinas', { client: clientName })}
        </p>
      ) : (
        <ul
          className="divide-y divide-border rounded-xl border border-border"
          aria-label={t('access.listLabel')}
        >
          {marinas.map((marina) => (
            <li
              key={marina.guid}
              className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
            >
              <RowName name={marina.name}>
                {marina.location && <RowDetail>{marina.location}</RowDetail>}
              </RowName>
              <div className="flex shrink-0 gap-2">
                <CheckChip
                  label={t('access.access')}
                  srSuffix={t('access.accessTo', { marina: marina.name })}
                  checked={state.clientAdmin || state.access.has(marina.guid)}
                  disabled={disabled || state.clientAdmin}
                  onChange={(on) => onChange(setMarinaAccess(state, marina.guid, on))}
                />
                <CheckChip
                  label={t('access.admin')}
                  srSuffix={t('access.adminOf', { marina: marina.name })}
                  checked={state.clientAdmin || state.admin.has(marina.guid)}
                  disabled={disabled || state.clientAdmin}
                  onChange={(on) => onChange(setMarinaAdmin(state, marina.guid, on))}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The user dialog's Marina Access section: a note for super admins, a placeholder while loading, else the editor. */
export function MarinaAccessSection({
  superAdmin,
  ready,
  ...props
}: { superAdmin: boolean; ready: boolean } & Parameters<typeof MarinaAccessEditor>[0]) {
  const { t } = useTranslation('backend');
  if (superAdmin) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-3 py-2.5 text-primary-soft-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('access.superAdmin')}
      </p>
    );
  }
  if (!ready) {
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">{t('access.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return <MarinaAccessEditor {...props} />;
}
