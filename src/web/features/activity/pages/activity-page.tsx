import { Activity } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /activity; its content comes with its own feature work. */
export function ActivityPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Activity" />
      <PageBody>
        <ScreenPlaceholder icon={Activity} title="Activity feed">
          Patrol checks, notes, issues and meter readings at your marina will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
