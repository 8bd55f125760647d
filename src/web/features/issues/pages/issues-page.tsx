import { TriangleAlert } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';

/** Signed-in screen /issues; its content comes with its own feature work. */
export function IssuesPage(_props: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Issues" />
      <PageBody>
        <ScreenPlaceholder icon={TriangleAlert} title="Issues">
          Reported problems at your marina, with their status and priority, will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
