import type { NamePreviewEntry } from '#core/backend/name-pattern.ts';
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
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NamePreviewList } from './name-preview-list.tsx';

/** 'Commit Changes' asks first, listing every rename. */
export function CommitDialog({
  open,
  onOpenChange,
  changes,
  marinaName,
  committing,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  changes: readonly NamePreviewEntry[];
  marinaName: string;
  committing: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const n = changes.length;
  return (
    <Dialog open={open} onOpenChange={(next) => !committing && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Commit Changes?</DialogTitle>
          <DialogDescription>
            {n === 1 ? '1 location' : `${n} locations`} at {marinaName} will be renamed. Their history stays
            with them.
          </DialogDescription>
        </DialogHeader>
        <NamePreviewList
          entries={changes}
          label="Changes to commit"
          className="max-h-[40dvh] overflow-y-auto"
        />
        {error && (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={committing}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" onClick={onConfirm} disabled={committing}>
            {committing ? 'Committing...' : n === 1 ? 'Rename 1 Location' : `Rename ${n} Locations`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
