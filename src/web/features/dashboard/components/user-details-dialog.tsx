import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>Your Dockwatch account.</DialogDescription>
        </DialogHeader>
        <dl>
          <Field label="Email">{user.email || 'Not set'}</Field>
          <Field label="First Name">{user.firstName || 'Not set'}</Field>
          <Field label="Last Name">{user.lastName || 'Not set'}</Field>
          <Field label="Marinas">
            {user.marinas.length === 0 ? (
              'None assigned'
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
      </DialogContent>
    </Dialog>
  );
}
