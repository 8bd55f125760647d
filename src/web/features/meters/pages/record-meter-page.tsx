import { Gauge } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { PageProps } from '#web/lib/page-props.ts';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** /record-meter/{locationGuid}/{meterType}; available signed out too. */
export function RecordMeterPage({ params }: PageProps) {
  const meterType = params.meterType ?? '';
  return (
    <>
      <PageHeader title="Record Meter Reading" backTo="/" />
      <PageBody>
        <span className="inline-flex min-h-8 items-center rounded-full bg-primary-soft px-3 font-semibold text-primary-soft-foreground text-sm">
          {capitalise(meterType)} Meter
        </span>
        <ScreenPlaceholder icon={Gauge} title="Meter reading">
          The photo, the reading and the recent readings of this meter will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
