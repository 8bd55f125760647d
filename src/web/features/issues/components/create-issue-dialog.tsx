import { Suspense } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { CreateIssueFormProps } from './create-issue-form.tsx';

/**
 * The form is its own chunk: it needs zod and the issue schemas, which a screen showing issues
 * (the location view under the check-in banner) should not load and build before it renders
 * (ADR 0019). It starts loading when a Create Issue button is touched or focused.
 */
const CreateIssueForm = lazyWithPreload(() =>
  import('./create-issue-form.tsx').then((m) => m.CreateIssueForm),
);

/** Spread on a button that opens the dialog: the form's chunk starts loading on touch or focus. */
const preloadForm = () => void CreateIssueForm.preload().catch(() => undefined);
export const createIssueIntent = { onPointerDown: preloadForm, onFocus: preloadForm };

interface CreateIssueDialogProps extends CreateIssueFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Create dialog of spec 001 section 2; a fresh form every time it opens. */
export function CreateIssueDialog({ open, onOpenChange, ...props }: CreateIssueDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <Suspense fallback={null}>
          <CreateIssueForm {...props} onDone={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
