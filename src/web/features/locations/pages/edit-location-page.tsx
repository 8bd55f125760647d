import { Pencil } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /edit-location/{guid}; its content comes with its own feature work. */
export function EditLocationPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Edit Location" backTo="/locations" />
      <PageBody>
        <ScreenPlaceholder icon={Pencil} title="Location Details">
          The form to edit this location will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
