import { Printer, QrCode } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminOf } from '#core/auth/permissions.ts';
import {
  LABELS_PER_SHEET,
  type LabelSelection,
  labelCodes,
  selectLabelLocations,
} from '#core/patrol/labels.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { LabelControls, type LabelOptions } from '../components/label-controls.tsx';
import { type Label, LabelSheet } from '../components/label-sheet.tsx';

/** /labels: admins print QR label sheets for a dock, a location type or hand-picked locations. */
export function LabelsPage({ user }: SignedInPageProps) {
  const { marinaId } = useCurrentMarina();
  const { t } = useTranslation('patrol');
  const locations = useMarinaLocations(marinaId);
  const [options, setOptions] = useState<LabelOptions>({
    selection: { mode: 'parent', parentId: '' },
    withMeters: false,
    paper: 'a4',
  });
  const all = locations.data ?? [];
  const labels = useMemo<Label[]>(() => {
    const names = new Map(all.map((l) => [l.guid, l.name]));
    const selection: LabelSelection = options.selection;
    return selectLabelLocations(all, selection).map((l) => ({
      guid: l.guid,
      name: l.name,
      parentName: l.parentId ? (names.get(l.parentId) ?? null) : null,
      codes: labelCodes(window.location.origin, l.guid, options.withMeters),
    }));
  }, [all, options]);

  const isAdmin = marinaId !== null && isAdminOf(user.permissions, marinaId);
  return (
    <>
      <PageHeader
        title={t('labels.title')}
        subtitle={t('labels.subtitle')}
        backTo="/locations"
        actions={
          isAdmin && (
            <Button
              size="sm"
              className="bg-white px-3.5 text-primary shadow-none hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground"
              disabled={labels.length === 0}
              onClick={() => window.print()}
            >
              <Printer aria-hidden="true" />
              {t('labels.print')}
            </Button>
          )
        }
      />
      <PageBody>
        {!isAdmin ? (
          <Card>
            <CardContent>{t('labels.adminOnly')}</CardContent>
          </Card>
        ) : (
          <>
            <LabelControls
              locations={all}
              loading={locations.isPending}
              options={options}
              onChange={setOptions}
            />
            {labels.length === 0 ? (
              <p className="label-controls flex items-center gap-2 text-muted-foreground">
                <QrCode className="size-5" aria-hidden="true" />
                {t('labels.empty')}
              </p>
            ) : (
              <>
                <p className="label-controls text-muted-foreground text-sm" aria-live="polite">
                  {t('labels.summary', {
                    labels: t('labels.labelCount', { count: labels.length }),
                    sheets: t('labels.sheetCount', {
                      count: Math.ceil(labels.length / LABELS_PER_SHEET),
                      paper: t(`labels.papers.${options.paper}`),
                    }),
                  })}
                </p>
                <LabelSheet labels={labels} paper={options.paper} />
              </>
            )}
          </>
        )}
      </PageBody>
    </>
  );
}
