import { MapPin } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /location/{guid}; its content comes with its own feature work. */
export function LocationDetailPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Location" backTo="/locations" />
      <PageBody>
        <ScreenPlaceholder icon={MapPin} title="Location details">
          Child locations, occupancy, issues, notes and the activity feed will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
