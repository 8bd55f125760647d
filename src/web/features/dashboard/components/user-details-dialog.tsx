import { useTranslation } from 'react-i18next';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { Dialog, DialogPanel } from '#web/components/ui/dialog.tsx';

interface UserDetailsDialogProps {
  user: AuthUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-border border-b py-3 last:border-b-0">
      <dt className="font-semibold text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-0.5 break-words text-base">{children}</dd>
    </div>
  );
}

/** 'User Details' (spec 000 section 2): email, names and marinas, with 'Not set' / 'None assigned'. */
export function UserDetailsDialog({ user, open, onOpenChange }: UserDetailsDialogProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const notSet = t('common:notSet');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel title={t('details.title')} description={t('details.description')}>
        <dl>
          <Field label={t('details.email')}>{user.email || notSet}</Field>
          <Field label={t('details.firstName')}>{user.firstName || notSet}</Field>
          <Field label={t('details.lastName')}>{user.lastName || notSet}</Field>
          <Field label={t('details.marinas')}>
            {user.marinas.length === 0 ? (
              t('details.noneAssigned')
            ) : (
              <ul className="space-y-1">
                {user.marinas.map((marina) => (
                  <li key={marina.guid}>
                    <span className="font-medium">{marina.name}</span>
                    {marina.location && <span className="text-muted-foreground"> · {marina.location}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Field>
        </dl>
      </DialogPanel>
    </Dialog>
  );
}
