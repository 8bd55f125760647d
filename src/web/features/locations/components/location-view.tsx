import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { locationBackTarget } from '#core/locations/location-links.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { LocationActionsMenu } from './location-actions-menu.tsx';
import { LocationSections } from './location-sections.tsx';
import { StatusBadge } from './status-badge.tsx';

interface LocationViewProps {
  location: LocationDetail;
  isAdmin: boolean;
  /** Shown above the sections (the check-in banner). */
  banner?: ReactNode;
}

/**
 * A location's screen (spec 000 section 2, Location detail), also embedded by the check-in
 * screen: header with back button, name and description, the admin Actions menu, child
 * locations, Occupancy, Issues, Add Note and the Activity Feed.
 */
/** Longer descriptions would be cut off in the header; they show in full at the top of the page. */
const HEADER_DESCRIPTION_MAX = 40;

export function LocationView({ location, isAdmin, banner }: LocationViewProps) {
  const { t } = useTranslation('locations');
  const description = location.description?.trim() || null;
  const inHeader = description !== null && description.length <= HEADER_DESCRIPTION_MAX;
  return (
    <>
      <PageHeader
        title={location.name}
        subtitle={inHeader ? description : null}
        backTo={locationBackTarget(location.parentId)}
        actions={isAdmin && <LocationActionsMenu guid={location.guid} />}
      />
      <PageBody>
        {banner}
        {description && !inHeader && (
          <p className="whitespace-pre-wrap break-words rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-border">
            {description}
          </p>
        )}
        {(location.parent || location.status !== 'active') && (
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            {location.parent && (
              <span>
                <Trans
                  t={t}
                  i18nKey="detail.inParent"
                  values={{ name: location.parent.name }}
                  components={{ parent: <span className="font-semibold text-foreground" /> }}
                />
              </span>
            )}
            <StatusBadge status={location.status} />
          </p>
        )}
        <LocationSections location={location} isAdmin={isAdmin} />
      </PageBody>
    </>
  );
}
