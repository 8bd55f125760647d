import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordForm, changePasswordFormSchema } from '#core/backend/account-forms.ts';
import { ACCOUNT_MESSAGES, sentence } from '#core/backend/backend-messages.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordInput } from './password-input.tsx';

const LABELS = { currentPassword: 'The password you entered', newPassword: 'The new password' };

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Change Password' of the user menu: current, new and confirm; other devices are signed out. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <ChangePasswordFormBody onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ChangePasswordFormBody({ onDone }: { onDone: () => void }) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    ({ currentPassword, newPassword }) =>
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: () => {
            toast({
              title: ACCOUNT_MESSAGES.passwordChanged,
              description: ACCOUNT_MESSAGES.passwordChangedDetail,
              variant: 'success',
            });
            onDone();
          },
        },
      ),
    () => change.reset(),
  );

  const serverError =
    change.isError && !change.isPending
      ? serverRefusal(change.error, ACCOUNT_MESSAGES.changePasswordFailed, LABELS)
      : null;

  return (
    <FormDialog
      title="Change Password"
      description="At least 8 characters. Your other devices will be signed out."
      onSubmit={onSubmit}
      submitLabel="Change Password"
      busy={change.isPending}
      error={serverError}
    >
      <Field id={f('current')} label="Current Password" error={sentence(errors.currentPassword?.message)}>
        <PasswordInput
          id={f('current')}
          autoComplete="current-password"
          {...fieldErrorProps(f('current'), errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
      </Field>
      <Field id={f('new')} label="New Password" error={sentence(errors.newPassword?.message)}>
        <PasswordInput
          id={f('new')}
          autoComplete="new-password"
          {...fieldErrorProps(f('new'), errors.newPassword?.message)}
          {...register('newPassword')}
        />
      </Field>
      <Field id={f('confirm')} label="Confirm New Password" error={sentence(errors.confirmPassword?.message)}>
        <PasswordInput
          id={f('confirm')}
          autoComplete="new-password"
          {...fieldErrorProps(f('confirm'), errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </Field>
    </FormDialog>
  );
}
