import { useTranslation } from 'react-i18next';
import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { type MeterType, meterTypes } from '#core/meters/meter-constants.ts';
import { type MeterUnit, type MeterUnits, unitOptions, unitSymbol } from '#core/meters/meter-units.ts';
import { RowGroup, SettingsSection } from '#web/components/settings-section.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetMeterUnits } from '../api/meter-units.ts';

/**
 * Meter units of the marina (issue 18 item 2, decision 0035): one tap sets a meter type's unit;
 * every reading and use of that type shows it from then on. Power has kWh only.
 */
export function MeterUnitsSection({ marina }: { marina: MarinaSummary }) {
  const { t } = useTranslation(['marinas', 'settings']);
  const save = useSetMeterUnits();

  function choose(type: MeterType, unit: MeterUnit) {
    if (marina.units[type] === unit) return;
    const units = { ...marina.units, [type]: unit } as MeterUnits;
    save.mutate(
      { marinaId: marina.guid, units },
      {
        onSuccess: () =>
          toast({
            title: t('settings:success'),
            description: t('settings.units.saved', {
              type: t(`settings.units.type.${type}`),
              unit: unitSymbol(unit),
            }),
          }),
        onError: (error) =>
          toast({
            title: t('settings:error'),
            description: errorMessage(error, t('settings.units.saveFailed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <SettingsSection
      id="settings-units"
      title={t('settings.units.title')}
      description={t('settings.units.description')}
    >
      <RowGroup>
        {meterTypes.map((type) => {
          const options = unitOptions(type);
          return (
            <li
              key={type}
              className="flex min-h-14 items-center gap-3 py-2 pr-2 pl-4"
              data-testid={`unit-row-${type}`}
            >
              <span className="w-28 shrink-0 break-words font-semibold" id={`unit-label-${type}`}>
                {t(`settings.units.type.${type}`)}
              </span>
              {options.length === 1 ? (
                <span className="px-2 font-semibold text-muted-foreground">{options[0]?.label}</span>
              ) : (
                <Segmented
                  label={t('settings.units.pickerLabel', { type: t(`settings.units.type.${type}`) })}
                  value={marina.units[type]}
                  options={options}
                  onChange={(unit) => choose(type, unit)}
                  disabled={save.isPending}
                />
              )}
            </li>
          );
        })}
      </RowGroup>
    </SettingsSection>
  );
}
