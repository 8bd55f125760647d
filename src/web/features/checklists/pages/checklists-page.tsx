import { ClipboardCheck } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /checklists; its content comes with its own feature work. */
export function ChecklistsPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Checklists" />
      <PageBody>
        <ScreenPlaceholder icon={ClipboardCheck} title="Checklists">
          Active checklists, templates and recently completed checklists will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
