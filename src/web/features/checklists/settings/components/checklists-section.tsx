import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isAdminOf } from '#core/auth/permissions.ts';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { SettingsRow } from '#web/components/settings-row.tsx';
import { Chip, EditButton, RowGroup, SettingsSection } from '#web/components/settings-section.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { useChecklists } from '../../api/get-checklists.ts';
import { ChecklistDialog } from './checklist-dialog.tsx';

/** Checklist Templates of the marina (and of the whole client), with Add and Edit. */
export function ChecklistsSection({ marinaId, user }: { marinaId: string; user: AuthUser }) {
  const { t } = useTranslation(['checklists', 'settings']);
  const templates = useChecklists(marinaId);
  const [dialog, setDialog] = useState<{ checklist: Checklist | null } | null>(null);
  const clientAdmin = isAdminOf(user.permissions, null);
  const list = sortByName((templates.data ?? []).filter((c) => c.isTemplate));

  return (
    <SettingsSection
      id="settings-checklists"
      title={t('settings.title')}
      description={t('settings.description')}
      addLabel={t('settings:add')}
      onAdd={() => setDialog({ checklist: null })}
    >
      {templates.isLoading ? (
        <ListSkeleton rows={2} className="h-16" label={t('settings.loading')} />
      ) : templates.isError ? (
        <ListError title={t('settings.loadFailed')} onRetry={() => void templates.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty icon={ListChecks} title={t('settings.emptyTitle')}>
          {t('settings.emptyText')}
        </ListEmpty>
      ) : (
        <RowGroup>
          {list.map((checklist) => (
            <SettingsRow
              key={checklist.guid}
              icon={ListChecks}
              name={checklist.name}
              action={
                (checklist.marinaId !== null || clientAdmin) && (
                  <EditButton
                    label={t('settings:editNamed', { name: checklist.name })}
                    onClick={() => setDialog({ checklist })}
                  />
                )
              }
              data-testid="checklist-template-row"
            >
              <p className="line-clamp-2 break-words text-muted-foreground text-sm">
                {[checklist.description, t('settings.itemCount', { count: checklist.items.length })]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {checklist.marinaId === null && (
                <div className="mt-1">
                  <Chip>{t('settings:allMarinas')}</Chip>
                </div>
              )}
            </SettingsRow>
          ))}
        </RowGroup>
      )}
      {!clientAdmin && list.some((c) => c.marinaId === null) && (
        <p className="px-0.5 text-muted-foreground text-sm">{t('settings.sharedLocked')}</p>
      )}
      <ChecklistDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        marinaId={marinaId}
        checklist={dialog?.checklist ?? null}
      />
    </SettingsSection>
  );
}
