import { QrCode } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { PageProps } from '#web/lib/page-props.ts';

/** /check-in/{guid}: the target of a location's QR code or NFC tag; available signed out too. */
export function CheckInPage(_props: PageProps) {
  return (
    <>
      <PageHeader title="Check-in" />
      <PageBody>
        <ScreenPlaceholder icon={QrCode} title="Patrol check-in">
          Scanning a location's QR code or NFC tag will check you in here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
