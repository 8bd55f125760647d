import { Gauge } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /meter-reads; its content comes with its own feature work. */
export function MeterReadsPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Meter Reads" backTo="/activity" />
      <PageBody>
        <ScreenPlaceholder icon={Gauge} title="Meter reads history">
          Power and water readings by location and date will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
