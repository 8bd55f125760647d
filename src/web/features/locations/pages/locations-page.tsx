import { CloudOff, MapPin, MapPinned, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isAdminOf } from '#core/auth/permissions.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { HeaderLinkButton } from '#web/components/header-action.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { groupByType } from '#web/features/locations/lib/location-tiles.ts';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useNow } from '#web/lib/use-now.ts';
import { LocationGridSkeleton, LocationGroup, StaleLegend } from '../components/location-grid.tsx';
import { useErrorToast } from '../hooks/use-error-toast.ts';
import { groupHeadingText } from '../lib/location-text.ts';

/** /locations: top-level locations grouped by type, as tiles with the time since their last activity. */
export function LocationsPage({ user }: SignedInPageProps) {
  const { marinaId, marina, isResolving } = useCurrentMarina();
  // Adding a location needs admin of this marina (the server's rule): others are not offered it.
  const isAdmin = marinaId !== null && isAdminOf(user.permissions, marinaId);
  const locations = useMarinaLocations(marinaId);
  const now = useNow();
  const { t, i18n } = useTranslation(['locations', 'common']);
  // Headings in the user's language, sorted as they read; the English heading stays the group's id.
  const groups = useMemo(
    () =>
      groupByType(locations.data ?? [])
        .map((group) => ({
          ...group,
          title: groupHeadingText(group.locations[0]?.typeName ?? group.heading),
        }))
        .sort((a, b) => a.title.localeCompare(b.title, i18n.language)),
    [locations.data, i18n.language],
  );
  useErrorToast(locations.error, t('list.failed'));

  let content: React.ReactNode;
  if (isResolving || locations.isLoading) {
    content = <LocationGridSkeleton />;
  } else if (!marinaId) {
    content = (
      <EmptyState icon={MapPin} title={t('list.noMarinaTitle')}>
        {t('list.noMarinaText')}
      </EmptyState>
    );
  } else if (locations.isError) {
    content = (
      <EmptyState
        icon={CloudOff}
        tone="destructive"
        title={t('list.failed')}
        action={<Button onClick={() => void locations.refetch()}>{t('common:tryAgain')}</Button>}
      >
        {t('list.checkConnection')}
      </EmptyState>
    );
  } else if (groups.length === 0) {
    content = (
      <EmptyState
        icon={MapPinned}
        title={t('list.emptyTitle')}
        action={
          isAdmin && (
            <Button asChild>
              <Link href="/add-location">
                <Plus aria-hidden="true" />
                {t('list.addLocation')}
              </Link>
            </Button>
          )
        }
      >
        {isAdmin ? t('list.emptyText') : t('list.emptyTextStaff')}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <StaleLegend />
        {groups.map((group) => (
          <LocationGroup
            key={group.heading}
            id={group.heading}
            heading={group.title}
            locations={group.locations}
            now={now}
          />
        ))}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={marina?.name}
        actions={isAdmin && <HeaderLinkButton href="/add-location" icon={Plus} label={t('list.add')} />}
      />
      <PageBody className="space-y-5">{content}</PageBody>
    </>
  );
}
