import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation as useWouterLocation } from 'wouter';
import { hasAdminRole, isClientAdmin } from '#core/auth/permissions.ts';
import {
  addLocationFormSchema,
  appendNames,
  emptyLocationForm,
  type LocationFormFields as FormFieldValues,
  toCreateBody,
} from '#core/locations/location-form-rules.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { prefixForParent } from '#web/features/locations/lib/location-names.ts';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { toastFailure } from '#web/lib/failure-toast.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { toast } from '#web/lib/toast.ts';
import { isBulkResult, useCreateLocation } from '../api/create-location.ts';
import { useLocationTypes } from '../api/get-location-types.ts';
import { AdminOnly } from '../components/admin-only.tsx';
import { CreateTypeDialog } from '../components/create-type-dialog.tsx';
import { LocationFormFields } from '../components/location-form-fields.tsx';
import { NameGeneratorDialog } from '../components/name-generator-dialog.tsx';
import { NameInputSection } from '../components/name-input-section.tsx';
import { useParentChoices } from '../hooks/use-parent-choices.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { addedToast, bulkCreateToastText } from '../lib/location-text.ts';

type AddFormState = FormFieldValues & { bulk: boolean; names: string };
const initial: AddFormState = { ...emptyLocationForm(), bulk: false, names: '' };

/** /add-location: one location or many (bulk, with the name generator). */
export function AddLocationPage({ user }: SignedInPageProps) {
  const { t } = useTranslation('locations');
  if (!hasAdminRole(user.permissions)) return <AdminOnly title={t('form.addTitle')} backTo="/locations" />;
  return <AddLocationForm mayCreateTypes={isClientAdmin(user.permissions)} />;
}

/**
 * The types are shared by every marina of the client, so only a client admin gets '+ Create New
 * Type' (decision 0023); an admin of one marina picks from the list.
 */
function AddLocationForm({ mayCreateTypes }: { mayCreateTypes: boolean }) {
  const [, navigate] = useWouterLocation();
  const { t } = useTranslation(['locations', 'common']);
  const { marinaId, isResolving } = useCurrentMarina();
  const types = useLocationTypes(marinaId);
  const locations = useMarinaLocations(marinaId);
  const form = useZodForm(addLocationFormSchema, initial);
  const { values, set, errors } = form;
  const [typeDialogOpen, setTypeDialogOpen] = useState(false);
  const [generatorOpen, setGeneratorOpen] = useState(false);
  const createLocation = useCreateLocation();
  // One guid per single-name attempt, reused when the same form is sent again after a failure.
  const attempt = useRef<{ key: string; guid: string } | null>(null);

  const parent = useParentChoices({
    locations: locations.data,
    types: types.data,
    form,
    mode: 'add',
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed || !marinaId) return;
    const body = toCreateBody(parsed, marinaId);
    const key = JSON.stringify(body);
    if (!parsed.bulk && attempt.current?.key !== key) attempt.current = { key, guid: crypto.randomUUID() };
    const leaveTo = parsed.parentId ? `/location/${parsed.parentId}` : '/locations';
    createLocation.mutate(parsed.bulk ? body : { ...body, guid: attempt.current!.guid }, {
      onSuccess: (answer) => {
        if (!isBulkResult(answer)) {
          toast(addedToast());
          navigate(leaveTo);
          return;
        }
        toast(bulkCreateToastText(answer));
        const failed = answer.results.failed.map((f) => f.name);
        // Only the names that failed stay in the box, to be fixed and sent again.
        if (failed.length === 0) navigate(leaveTo);
        else set('names', failed.join('\n'));
      },
      onError: (failure) => toastFailure(t('common:error'), failure),
    });
  };

  const loading = isResolving || types.isLoading || locations.isLoading;
  const pending = createLocation.isPending;

  return (
    <>
      <PageHeader title={t('form.addTitle')} backTo="/locations" />
      <PageBody>
        {loading ? (
          <Skeleton className="h-[28rem] w-full rounded-2xl" />
        ) : (
          <Card>
            <CardContent>
              <form onSubmit={submit} noValidate className="space-y-5">
                <NameInputSection
                  bulk={values.bulk}
                  onBulkChange={(bulk) => set('bulk', bulk)}
                  name={values.name}
                  onNameChange={(name) => set('name', name)}
                  names={values.names}
                  onNamesChange={(names) => set('names', names)}
                  nameError={errors.name}
                  namesError={errors.names}
                  onOpenGenerator={() => setGeneratorOpen(true)}
                />
                <LocationFormFields
                  idPrefix="add"
                  form={form}
                  types={types.data ?? []}
                  parent={parent}
                  onCreateType={mayCreateTypes ? () => setTypeDialogOpen(true) : undefined}
                  typeHint={mayCreateTypes ? undefined : t('form.typesByClientAdmin')}
                  disabled={pending}
                />
                <div className="grid grid-cols-[auto_1fr] gap-2 pt-1">
                  <Button asChild variant="outline">
                    <Link href="/locations">{t('common:cancel')}</Link>
                  </Button>
                  <Button type="submit" disabled={pending || !marinaId}>
                    {pending ? t('form.adding') : t('form.add')}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
        )}
      </PageBody>
      {marinaId && mayCreateTypes && (
        <CreateTypeDialog
          open={typeDialogOpen}
          onOpenChange={setTypeDialogOpen}
          marinaId={marinaId}
          onCreated={(type) => set('typeId', type.guid)}
        />
      )}
      <NameGeneratorDialog
        open={generatorOpen}
        onOpenChange={setGeneratorOpen}
        initialPrefix={prefixForParent(parent.parentName)}
        onAdd={(names) => set('names', appendNames(values.names, names))}
      />
    </>
  );
}
