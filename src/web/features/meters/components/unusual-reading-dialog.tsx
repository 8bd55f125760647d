import { TriangleAlert } from 'lucide-react';
import type { UnusualReading } from '#core/meters/consumption.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

interface UnusualReadingDialogProps {
  warning: UnusualReading | null;
  onConfirm: (warning: UnusualReading) => void;
  onCancel: () => void;
}

/**
 * Beyond the spec (issue 4): a reading lower than the previous one, or a use of more than 3 times
 * the meter's recent average, is confirmed before it is saved; the warning is kept with it.
 */
export function UnusualReadingDialog({ warning, onConfirm, onCancel }: UnusualReadingDialogProps) {
  return (
    <Dialog open={warning !== null} onOpenChange={(open) => !open && onCancel()}>
      {warning && (
        <DialogContent role="alertdialog" onCloseAutoFocus={(e) => e.preventDefault()}>
          <DialogHeader>
            <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
              <TriangleAlert className="size-6" aria-hidden="true" />
            </span>
            <DialogTitle>
              {warning.kind === 'lower' ? 'Lower Than Last Reading' : 'Unusually High Use'}
            </DialogTitle>
            <DialogDescription className="text-foreground">{warning.message}</DialogDescription>
          </DialogHeader>
          <p className="text-muted-foreground">
            Check the meter and the number you typed. If the meter really shows this value, save it anyway:
            the warning is kept with the reading for billing.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              Correct Reading
            </Button>
            <Button
              className="bg-warning text-warning-foreground hover:bg-warning/90"
              onClick={() => onConfirm(warning)}
            >
              Save Anyway
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
