import { useTranslation } from 'react-i18next';
import { isAdminOf, isClientAdmin } from '#core/auth/permissions.ts';
import { AdminRequired } from '#web/components/admin-required.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ChecklistsSettingsSection } from '#web/features/checklists/index.ts';
import { LocationTypesSettingsSection } from '#web/features/location-types/index.ts';
import { SafetySettingsSection } from '#web/features/safety/index.ts';
import { ShiftQuestionsSettingsSection } from '#web/features/shifts/index.ts';
import { SitePlansSettingsSection } from '#web/features/site-plans/index.ts';
import { ToursSettingsSection } from '#web/features/tours/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { MeterUnitsSection } from '../components/meter-units-section.tsx';

// Each area's section is a chunk of its own, so the area's index stays free of the form libraries
// for the pages that show data (ADR 0019): all of them start downloading with the page, instead of
// one after the other as the page renders them.
const sections = [
  ShiftQuestionsSettingsSection,
  ChecklistsSettingsSection,
  ToursSettingsSection,
  LocationTypesSettingsSection,
  SafetySettingsSection,
  SitePlansSettingsSection,
];
for (const section of sections) void section.preload().catch(() => undefined);

/** /marina-settings: shift questions, checklist templates, tours, safety, meter units and location types of the current marina (admins). */
export function MarinaSettingsPage({ user }: SignedInPageProps) {
  const { t } = useTranslation('marinas');
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const header = <PageHeader title={t('settings.title')} subtitle={marina?.name} backTo="/" />;

  if (isResolving) return <LoadingScreen />;
  if (!marinaId || !isAdminOf(user.permissions, marinaId)) {
    return <AdminRequired header={header}>{t('settings.adminOnly')}</AdminRequired>;
  }

  return (
    <>
      {header}
      <PageBody className="space-y-8 pb-8">
        <ShiftQuestionsSettingsSection marinaId={marinaId} user={user} />
        <ChecklistsSettingsSection marinaId={marinaId} user={user} />
        <ToursSettingsSection marinaId={marinaId} />
        <SafetySettingsSection marinaId={marinaId} />
        <SitePlansSettingsSection marinaId={marinaId} />
        {marina && <MeterUnitsSection marina={marina} />}
        <LocationTypesSettingsSection marinaId={marinaId} mayChange={isClientAdmin(user.permissions)} />
      </PageBody>
    </>
  );
}
