import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation as useWouterLocation } from 'wouter';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { editLocationFormSchema, locationToForm } from '#core/locations/location-form-rules.ts';
import { descendantGuids, sortByName } from '#core/locations/parent-candidates.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { toastFailure } from '#web/lib/failure-toast.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocationTypes } from '../api/get-location-types.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { useParentChoices } from '../hooks/use-parent-choices.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { deletedToastText, updatedToast } from '../lib/location-text.ts';
import { ChildLocationsCard } from './child-locations-card.tsx';
import { DeleteLocationDialog } from './delete-location-dialog.tsx';
import { LocationFormFields } from './location-form-fields.tsx';
import { LocationLoading } from './location-states.tsx';

const showError = (failure: unknown) => toastFailure(i18n.t('common:error'), failure);

/** The edit screen of a loaded location: 'Location Details', Save Changes / Cancel / Delete, children. */
export function EditLocationForm({ location, clientId }: { location: LocationDetail; clientId: string }) {
  const [, navigate] = useWouterLocation();
  const { t } = useTranslation(['locations', 'common']);
  const types = useLocationTypes(location.marinaId);
  const locations = useMarinaLocations(location.marinaId);
  const form = useZodForm(editLocationFormSchema, locationToForm(location));
  const { values, set, errors } = form;
  const [deleteOpen, setDeleteOpen] = useState(false);
  const update = useUpdateLocation();
  const remove = useDeleteLocation();

  const parent = useParentChoices({
    locations: locations.data,
    types: types.data,
    form,
    guid: location.guid,
    originalParentId: location.parentId,
    mode: 'edit',
  });

  // Everything below this location goes with it; until the list is in, the direct children.
  const descendants = useMemo(() => {
    if (!locations.data) return location.children;
    const below = descendantGuids(locations.data, location.guid);
    return sortByName(locations.data.filter((l) => below.has(l.guid)));
  }, [locations.data, location]);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    update.mutate(
      { guid: location.guid, body: { ...parsed, clientId, marinaId: location.marinaId } },
      {
        onSuccess: () => {
          toast(updatedToast());
          navigate('/locations');
        },
        onError: showError,
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(
      { guid: location.guid, marinaId: location.marinaId },
      {
        onSuccess: (result) => {
          toast(deletedToastText(result.childCount));
          navigate('/locations');
        },
        onError: (failure) => {
          setDeleteOpen(false);
          showError(failure);
        },
      },
    );

  const busy = update.isPending || remove.isPending;
  // The parent select needs the marina's locations to show the current parent.
  if (types.isLoading || locations.isLoading) return <LocationLoading title={t('form.editTitle')} />;

  return (
    <>
      <PageHeader title={t('form.editTitle')} subtitle={location.name} backTo="/locations" />
      <PageBody>
        <Card>
          <CardHeader>
            <CardTitle>{t('form.details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={save} noValidate className="space-y-5">
              <Field id="edit-name" label={t('form.name')} error={errors.name}>
                <Input
                  id="edit-name"
                  value={values.name}
                  autoComplete="off"
                  disabled={busy}
                  onChange={(event) => set('name', event.target.value)}
                  {...fieldErrorProps('edit-name', errors.name)}
                />
              </Field>
              <LocationFormFields
                idPrefix="edit"
                form={form}
                types={types.data ?? []}
                parent={parent}
                disabled={busy}
              />
              <div className="space-y-2 pt-1">
                <Button type="submit" className="w-full" disabled={busy}>
                  {update.isPending ? t('form.saving') : t('form.save')}
                </Button>
                <div className="grid grid-cols-2 gap-2">
                  <Button asChild variant="outline">
                    <Link href="/locations">{t('common:cancel')}</Link>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    className="border-destructive/40 text-destructive hover:bg-destructive-soft"
                    disabled={busy}
                    onClick={() => setDeleteOpen(true)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('form.delete')}
                  </Button>
                </div>
              </div>
            </form>
          </CardContent>
        </Card>
        <ChildLocationsCard locations={location.children} isAdmin defaultOpen={false} />
      </PageBody>
      <DeleteLocationDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        name={location.name}
        descendants={descendants}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
