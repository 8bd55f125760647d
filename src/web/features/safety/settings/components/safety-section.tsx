import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type FieldErrors, type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sentence } from '#core/backend/backend-messages.ts';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { safetySettingsSchema } from '#core/safety/safety-settings.schema.ts';
import { type EscalationTier, SAFETY_LIMITS, type SafetySettings } from '#core/safety/safety-settings.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field, FieldError } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { SwitchRow } from '#web/components/ui/switch-row.tsx';
import { endpointQuery } from '#web/lib/endpoint-query.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { translatedSchemaMessage } from '#web/lib/schema-message.ts';
import { toast } from '#web/lib/toast.ts';
import { useEndpointWrite } from '#web/lib/use-endpoint-write.ts';

/** GET /api/marinas/{guid}/safety: the marina's checks, emergency number and ladder (admins). */
const settingsRead = (marinaId: string) =>
  endpointQuery(safetyEndpoints.getSettings, { params: { guid: marinaId } });

/** The form's fields: the ladder as one switch and one number per tier, marina admins first. */
interface SafetyForm {
  checksOn: boolean;
  checkIntervalMinutes: number;
  graceMinutes: number;
  emergencyPhone: string;
  marinaAdmins: boolean;
  marinaAdminsMinutes: number;
  clientAdmins: boolean;
  clientAdminsMinutes: number;
}

const TIERS: readonly EscalationTier[] = ['marina_admins', 'client_admins'];
const tierFields = {
  marina_admins: { on: 'marinaAdmins', minutes: 'marinaAdminsMinutes' },
  client_admins: { on: 'clientAdmins', minutes: 'clientAdminsMinutes' },
} as const satisfies Record<EscalationTier, { on: keyof SafetyForm; minutes: keyof SafetyForm }>;

/** A tier that is off keeps the minutes it had (or the default) for when it is turned on again. */
function formOf(settings: SafetySettings): SafetyForm {
  const step = (tier: EscalationTier) => settings.ladder.find((s) => s.tier === tier);
  return {
    checksOn: settings.checkIntervalMinutes !== null,
    checkIntervalMinutes: settings.checkIntervalMinutes ?? 60,
    graceMinutes: settings.graceMinutes,
    emergencyPhone: settings.emergencyPhone ?? '',
    marinaAdmins: step('marina_admins') !== undefined,
    marinaAdminsMinutes: step('marina_admins')?.ackMinutes ?? 2,
    clientAdmins: step('client_admins') !== undefined,
    clientAdminsMinutes: step('client_admins')?.ackMinutes ?? 2,
  };
}

const settingsOf = (form: SafetyForm) => {
  const ladder = TIERS.filter((tier) => form[tierFields[tier].on]).map((tier) => ({
    tier,
    ackMinutes: form[tierFields[tier].minutes],
  }));
  return {
    checkIntervalMinutes: form.checksOn ? form.checkIntervalMinutes : null,
    graceMinutes: form.graceMinutes,
    emergencyPhone: form.emergencyPhone,
    ladder,
  };
};

/** The field a schema issue belongs to (the ladder's steps are the tiers that are on, in order). */
function fieldOf(path: readonly PropertyKey[], form: SafetyForm): keyof SafetyForm {
  const [first, index, leaf] = path;
  if (first !== 'ladder') return first as keyof SafetyForm;
  const tier = TIERS.filter((t) => form[tierFields[t].on])[Number(index)];
  if (tier === undefined) return 'marinaAdmins';
  return leaf === 'ackMinutes' ? tierFields[tier].minutes : tierFields[tier].on;
}

/** Checks the form with the schema the server uses (core/safety), each message at its field. */
const resolver: Resolver<SafetyForm, unknown, SafetySettings> = async (form) => {
  const result = safetySettingsSchema.safeParse(settingsOf(form));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<SafetyForm> = {};
  for (const issue of result.error.issues) {
    errors[fieldOf(issue.path, form)] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

const text = (message: string | undefined) =>
  message ? sentence(translatedSchemaMessage('safety', message)) : undefined;

/**
 * Lone-worker safety of the marina (issue 33): timed "Are you OK?" checks, the emergency number a
 * guard's phone calls or texts without data, and who is alerted, in order, until someone answers.
 */
export function SafetySection({ marinaId }: { marinaId: string }) {
  const { t } = useTranslation('safety');
  const settings = useQuery(settingsRead(marinaId));

  return (
    <SettingsSection id="settings-safety" title={t('title')} description={t('description')}>
      {settings.isLoading ? (
        <ListSkeleton rows={1} className="h-72" label={t('loading')} />
      ) : settings.isError || !settings.data ? (
        <ListError title={t('loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <SafetyFormCard marinaId={marinaId} settings={settings.data} />
      )}
    </SettingsSection>
  );
}

function SafetyFormCard({ marinaId, settings }: { marinaId: string; settings: SafetySettings }) {
  const { t } = useTranslation('safety');
  // The answer (the settings as stored) replaces the read.
  const save = useEndpointWrite(
    safetyEndpoints.setSettings,
    (body: SafetySettings) => ({ params: { guid: marinaId }, body }),
    (stored, queryClient) => queryClient.setQueryData(settingsRead(marinaId).queryKey, stored),
  );
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<SafetyForm, unknown, SafetySettings>({ resolver, defaultValues: formOf(settings) });
  // What the server stored (trimmed, say) becomes the form's new starting point.
  useEffect(() => reset(formOf(settings)), [settings, reset]);

  const onSubmit = handleSubmit((valid) => {
    if (save.isPending) return;
    save.mutate(valid, {
      onSuccess: () => toast({ title: t('saved'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('failed'),
          description: serverRefusal(error, t('failedText')),
          variant: 'destructive',
        }),
    });
  });
  const number = { valueAsNumber: true } as const;
  const checksOn = watch('checksOn');

  return (
    <Card className="p-4">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('title')}>
        <div className="space-y-3">
          <SwitchRow
            id="safety-checks"
            label={t('checks.label')}
            description={t('checks.description')}
            checked={checksOn}
            onChange={(on) => setValue('checksOn', on, { shouldDirty: true })}
          />
          {checksOn && (
            <div className="grid grid-cols-2 gap-3">
              <MinutesField
                id="safety-interval"
                label={t('checks.every')}
                error={text(errors.checkIntervalMinutes?.message)}
                bounds={SAFETY_LIMITS.intervalMinutes}
                input={register('checkIntervalMinutes', number)}
              />
              <MinutesField
                id="safety-grace"
                label={t('checks.grace')}
                error={text(errors.graceMinutes?.message)}
                bounds={SAFETY_LIMITS.graceMinutes}
                input={register('graceMinutes', number)}
              />
            </div>
          )}
        </div>

        <Field
          id="safety-phone"
          label={t('phone.label')}
          hint={t('phone.optional')}
          error={text(errors.emergencyPhone?.message)}
        >
          {(control) => (
            <>
              <Input
                {...control}
                type="tel"
                autoComplete="off"
                placeholder={t('phone.placeholder')}
                aria-describedby={[control['aria-describedby'], 'safety-phone-help']
                  .filter(Boolean)
                  .join(' ')}
                {...register('emergencyPhone')}
              />
              <p id="safety-phone-help" className="text-muted-foreground text-sm">
                {t('phone.help')}
              </p>
            </>
          )}
        </Field>

        <fieldset className="space-y-3">
          <legend className="font-semibold">{t('ladder.title')}</legend>
          <p className="text-muted-foreground text-sm">{t('ladder.help')}</p>
          {TIERS.map((tier, i) => {
            const fields = tierFields[tier];
            const on = watch(fields.on);
            return (
              <div key={tier} className="space-y-2" data-testid={`safety-tier-${tier}`}>
                <SwitchRow
                  id={`safety-${tier}`}
                  label={t('ladder.tier', { n: i + 1, who: t(`ladder.${tier}`) })}
                  description={t(`ladder.${tier}Description`)}
                  checked={on}
                  onChange={(value) =>
                    setValue(fields.on, value, { shouldDirty: true, shouldValidate: true })
                  }
                />
                {on && (
                  <MinutesField
                    id={`safety-${tier}-minutes`}
                    label={t('ladder.minutes', { who: t(`ladder.${tier}`) })}
                    error={text(errors[fields.minutes]?.message)}
                    bounds={SAFETY_LIMITS.ackMinutes}
                    input={register(fields.minutes, number)}
                    className="pl-3"
                    inputClassName="max-w-32"
                  />
                )}
              </div>
            );
          })}
          <FieldError
            id="safety-ladder"
            error={text(errors.marinaAdmins?.message ?? errors.clientAdmins?.message)}
          />
        </fieldset>

        <Button type="submit" className="w-full" disabled={!isDirty || save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </Card>
  );
}

/** A whole number of minutes within bounds, with its label and error. */
function MinutesField({
  id,
  label,
  error,
  bounds,
  input,
  className,
  inputClassName,
}: {
  id: string;
  label: string;
  error: string | undefined;
  bounds: { min: number; max: number };
  input: UseFormRegisterReturn;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          className={inputClassName}
          min={bounds.min}
          max={bounds.max}
          {...input}
        />
      )}
    </Field>
  );
}
