import { MapPin, Plus } from 'lucide-react';
import { HeaderLinkButton } from '#web/components/header-action.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /locations; its content comes with its own feature work. */
export function LocationsPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader
        title="Locations"
        actions={<HeaderLinkButton href="/add-location" icon={Plus} label="Add" />}
      />
      <PageBody>
        <ScreenPlaceholder icon={MapPin} title="Your locations will be listed here">
          Docks, slips and buildings, grouped by type, with their last patrol time.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
