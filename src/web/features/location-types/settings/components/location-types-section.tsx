import { Pencil, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationType } from '#core/locations/location.schema.ts';
import { compareNames } from '#core/locations/parent-candidates.ts';
import { RowGroup, SettingsSection } from '#web/components/settings-section.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { useLocationTypeName } from '#web/features/marina-locations/index.ts';
import { useLocationTypes } from '../api/location-types.ts';
import { DeleteTypeDialog, RenameTypeDialog } from './location-type-dialogs.tsx';

/**
 * Location Types of the client: rename, and delete the unused ones. New types are made on Add
 * Location. Every marina shares them, so only a client admin gets the buttons (decision 0023); an
 * admin of one marina sees the list.
 */
export function LocationTypesSection({ marinaId, mayChange }: { marinaId: string; mayChange: boolean }) {
  const { t } = useTranslation(['locationTypes', 'settings']);
  const types = useLocationTypes(marinaId);
  const typeLabel = useLocationTypeName();
  const [renaming, setRenaming] = useState<LocationType | null>(null);
  const [deleting, setDeleting] = useState<LocationType | null>(null);

  return (
    <SettingsSection
      id="settings-types"
      title={t('settings.title')}
      description={mayChange ? t('settings.descriptionClientAdmin') : t('settings.descriptionMarinaAdmin')}
    >
      {types.isLoading ? (
        <ListSkeleton rows={3} className="h-14" label={t('settings.loading')} />
      ) : types.isError ? (
        <ListError title={t('settings.loadFailed')} onRetry={() => void types.refetch()} />
      ) : (types.data ?? []).length === 0 ? (
        <ListEmpty icon={Tags} title={t('settings.emptyTitle')}>
          {t('settings.emptyText')}
        </ListEmpty>
      ) : (
        <RowGroup>
          {(types.data ?? [])
            .map((type) => ({ type, name: typeLabel(type.name) }))
            .sort((a, b) => compareNames(a.name, b.name))
            .map(({ type, name }) => (
              <li
                key={type.guid}
                className="flex min-h-11 items-center gap-1 py-1.5 pr-1.5 pl-4"
                data-testid="location-type-row"
              >
                <span className="min-w-0 flex-1 break-words font-semibold">{name}</span>
                {mayChange && (
                  <>
                    <IconButton
                      label={t('settings.rename', { name })}
                      icon={Pencil}
                      iconClassName="text-primary"
                      onClick={() => setRenaming(type)}
                    />
                    <IconButton
                      label={t('settings.delete', { name })}
                      icon={Trash2}
                      iconClassName="text-destructive"
                      onClick={() => setDeleting(type)}
                    />
                  </>
                )}
              </li>
            ))}
        </RowGroup>
      )}
      {mayChange && (
        <>
          <RenameTypeDialog type={renaming} marinaId={marinaId} onClose={() => setRenaming(null)} />
          <DeleteTypeDialog type={deleting} marinaId={marinaId} onClose={() => setDeleting(null)} />
        </>
      )}
    </SettingsSection>
  );
}
