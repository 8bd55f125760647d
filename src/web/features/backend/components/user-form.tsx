import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isSuperAdmin } from '#core/auth/permissions.ts';
import { userFormSchema } from '#core/backend/account-forms.ts';
import type { BackendMarina, BackendUser, Client } from '#core/backend/backend.schema.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { SwitchRow } from '#web/components/ui/switch-row.tsx';
import { marinasOfClient, userDisplayName } from '#web/features/backend/lib/backend-lists.ts';
import {
  type AccessState,
  accessChanges,
  accessStateOf,
  emptyAccess,
} from '#web/features/backend/lib/user-access.ts';
import { refusalMessage } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useUserPermissions } from '../api/get-user-permissions.ts';
import { useSaveUser } from '../hooks/use-save-user.ts';
import { failureToast, successToast } from '../lib/backend-texts.ts';
import { ClientField } from './client-field.tsx';
import { EmailInput } from './email-input.tsx';
import { MarinaAccessSection } from './marina-access-editor.tsx';
import { PasswordLinkSection } from './password-link-section.tsx';
import { SchemaField } from './schema-field.tsx';

interface UserFormProps {
  user: BackendUser | null;
  justCreated: boolean;
  clients: readonly Client[];
  marinas: readonly BackendMarina[];
  selfId: string;
  onCreated: (user: BackendUser) => void;
  onDone: () => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 border-border border-t pt-4">
      <h3 className="font-bold text-lg">{title}</h3>
      {children}
    </section>
  );
}

/** The user dialog's content: details, marina access, sign-in (edit only). */
export function UserForm({ user, justCreated, clients, marinas, selfId, onCreated, onDone }: UserFormProps) {
  const { t } = useTranslation(['backend', 'common']);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const isSelf = user?.guid === selfId;
  const superAdmin = user ? isSuperAdmin(user.permissions) : false;
  const permissions = useUserPermissions(user?.guid ?? null);
  const save = useSaveUser();
  const guidFor = useRetryGuid();
  const {
    register,
    handleSubmit,
    control,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      clientId: user?.clientId ?? (clients.length === 1 ? clients[0]!.guid : ''),
      password: '',
      disabled: user?.disabled ?? false,
    },
  });

  const clientId = watch('clientId');
  const clientMarinas = useMemo(() => marinasOfClient(marinas, clientId), [marinas, clientId]);
  const clientName = clients.find((c) => c.guid === clientId)?.name ?? null;
  // What the user holds now for the chosen client (moving to another client drops it all).
  const baseline = useMemo<AccessState>(() => {
    if (!user || clientId !== user.clientId) return emptyAccess;
    return accessStateOf(permissions.data ?? user.permissions);
  }, [user, clientId, permissions.data]);
  const [edited, setEdited] = useState<{ clientId: string; state: AccessState } | null>(null);
  const access = edited && edited.clientId === clientId ? edited.state : baseline;
  const accessReady = user === null || !permissions.isLoading;

  const failed = t(user ? 'messages.updateUserFailed' : 'messages.createUserFailed');
  const onSubmit = handleSubmit((values) => {
    if (save.isPending) return;
    const { password, disabled, ...fields } = values;
    const changes = superAdmin
      ? []
      : accessChanges(
          baseline,
          access,
          clientMarinas.map((m) => m.guid),
        );
    const input =
      user === null
        ? {
            kind: 'create' as const,
            body: { ...fields, password, guid: guidFor({ ...fields, password }) },
            changes,
          }
        : {
            kind: 'update' as const,
            guid: user.guid,
            body: { ...fields, ...(isSelf ? {} : { disabled }) },
            changes,
          };
    save.mutate(input, {
      onSuccess: ({ user: saved, adminFailed }) => {
        toast(
          adminFailed
            ? failureToast(t('messages.adminPermissionFailed'))
            : successToast(t(user ? 'messages.userUpdated' : 'messages.userCreated')),
        );
        if (user === null && !password) onCreated(saved);
        else onDone();
      },
      onError: (error) => toast(failureToast(refusalMessage(error, failed))),
    });
  });

  return (
    <FormDialog
      title={t(user ? 'userDialog.editTitle' : 'userDialog.addTitle')}
      description={user ? userDisplayName(user) : t('userDialog.addDescription')}
      banner={
        justCreated &&
        user && (
          <div
            role="status"
            className="mb-4 flex items-start gap-2 rounded-xl bg-success-soft p-3 font-medium text-success"
          >
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{t('userDialog.created', { email: user.email })}</span>
          </div>
        )
      }
      onSubmit={onSubmit}
      submitLabel={t(user ? 'form.saveChanges' : 'userDialog.create')}
      busy={save.isPending}
      submitDisabled={!accessReady}
      error={save.isError ? refusalMessage(save.error, failed) : null}
      cancelLabel={justCreated ? t('userDialog.close') : t('common:cancel')}
      stickyFooter
      className="max-w-lg"
    >
      <SchemaField id={f('email')} label={t('userDialog.email')} required error={errors.email}>
        {(control) => (
          <EmailInput {...control} autoComplete="off" aria-required="true" {...register('email')} />
        )}
      </SchemaField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SchemaField id={f('first')} label={t('userDialog.firstName')} optional error={errors.firstName}>
          <Input id={f('first')} autoComplete="off" {...register('firstName')} />
        </SchemaField>
        <SchemaField id={f('last')} label={t('userDialog.lastName')} optional error={errors.lastName}>
          <Input id={f('last')} autoComplete="off" {...register('lastName')} />
        </SchemaField>
      </div>
      <ClientField
        id={f('client')}
        clients={clients}
        error={errors.clientId}
        // Moving one's own account to another client would cut one off mid-session.
        fixedClient={isSelf ? user?.clientName : undefined}
        {...register('clientId')}
      />
      {user && clientId !== user.clientId && clientId !== '' && (
        <p className="rounded-xl bg-warning-soft px-3 py-2.5 font-medium text-warning">
          {t('userDialog.moveWarning', { client: user.clientName })}
        </p>
      )}
      {user === null && (
        <SchemaField
          id={f('password')}
          label={t('userDialog.initialPassword')}
          optional
          error={errors.password}
        >
          {(control) => (
            <>
              <Input {...control} type="password" autoComplete="new-password" {...register('password')} />
              <p className="text-muted-foreground text-sm">{t('userDialog.initialPasswordHelp')}</p>
            </>
          )}
        </SchemaField>
      )}
      {user && !isSelf && (
        <Controller
          control={control}
          name="disabled"
          render={({ field }) => (
            <SwitchRow
              id={f('disabled')}
              label={t('userDialog.disabled')}
              description={t('userDialog.disabledHelp')}
              checked={field.value ?? false}
              onChange={field.onChange}
              switchClassName="data-[state=checked]:bg-destructive"
            />
          )}
        />
      )}

      <Section title={t('userDialog.marinaAccess')}>
        <MarinaAccessSection
          superAdmin={superAdmin}
          ready={accessReady}
          marinas={clientMarinas}
          clientName={clientName}
          state={access}
          onChange={(state) => setEdited({ clientId, state })}
          disabled={save.isPending}
        />
      </Section>

      {user && (
        <Section title={t('userDialog.signIn')}>
          {isSelf ? (
            <p className="text-muted-foreground">{t('userDialog.ownPassword')}</p>
          ) : (
            <PasswordLinkSection user={user} />
          )}
        </Section>
      )}
    </FormDialog>
  );
}
