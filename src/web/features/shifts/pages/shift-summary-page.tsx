import { ClipboardList } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /shift-summary; its content comes with its own feature work. */
export function ShiftSummaryPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Shift Summary" backTo="/" />
      <PageBody>
        <ScreenPlaceholder icon={ClipboardList} title="Shift summary">
          Check-ins, occupancy checklists, meter reads and shift questions for your shift will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
