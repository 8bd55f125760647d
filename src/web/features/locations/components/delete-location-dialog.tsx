import { TriangleAlert } from 'lucide-react';
import { childWarning } from '#core/locations/location-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

interface DeleteLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** Every location below this one (they are deleted with it). */
  descendants: { guid: string; name: string }[];
  deleting: boolean;
  onConfirm: () => void;
}

/** 'Delete Location': names the location, warns about and lists its child locations. */
export function DeleteLocationDialog({
  open,
  onOpenChange,
  name,
  descendants,
  deleting,
  onConfirm,
}: DeleteLocationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Location</DialogTitle>
          <DialogDescription className="text-foreground">
            Are you sure you want to delete "{name}"?
          </DialogDescription>
        </DialogHeader>
        {descendants.length > 0 && (
          <div className="rounded-xl border-2 border-warning/40 bg-warning-soft p-3" role="note">
            <p className="flex items-start gap-2 font-semibold text-warning">
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {childWarning(descendants.length)}
            </p>
            <ul
              className="mt-2 max-h-40 space-y-0.5 overflow-y-auto pl-7 text-foreground text-sm"
              aria-label="Child locations"
            >
              {descendants.map((child) => (
                <li key={child.guid} className="list-disc break-words">
                  {child.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="mt-3 font-medium text-destructive">This action cannot be undone.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={deleting} onClick={onConfirm}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
