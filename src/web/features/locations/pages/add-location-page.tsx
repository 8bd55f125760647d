import { Plus } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /add-location; its content comes with its own feature work. */
export function AddLocationPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Add Location" backTo="/locations" />
      <PageBody>
        <ScreenPlaceholder icon={Plus} title="New locations">
          The form to add one location or many at once will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
