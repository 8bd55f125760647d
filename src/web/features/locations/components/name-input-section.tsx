import { ListPlus, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseNameLines } from '#core/locations/location.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';

interface NameInputSectionProps {
  bulk: boolean;
  onBulkChange: (bulk: boolean) => void;
  name: string;
  onNameChange: (name: string) => void;
  names: string;
  onNamesChange: (names: string) => void;
  nameError: string | undefined;
  namesError: string | undefined;
  onOpenGenerator: () => void;
}

function ModeButton({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'min-h-11 flex-1 rounded-lg px-3 font-semibold text-base transition-colors',
        active ? 'bg-surface text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/** One name, or in bulk mode a multi-line box (one name per line) fed by the name generator. */
export function NameInputSection(props: NameInputSectionProps) {
  const count = parseNameLines(props.names).length;
  const { t } = useTranslation('locations');
  return (
    <div className="space-y-3">
      <fieldset className="flex gap-1 rounded-xl bg-muted p-1">
        <legend className="sr-only">{t('form.howMany')}</legend>
        <ModeButton active={!props.bulk} onClick={() => props.onBulkChange(false)}>
          {t('form.single')}
        </ModeButton>
        <ModeButton active={props.bulk} onClick={() => props.onBulkChange(true)}>
          {t('form.bulk')}
        </ModeButton>
      </fieldset>
      {props.bulk ? (
        <>
          <Field
            id="location-names"
            label={t('form.names')}
            hint={count > 0 ? t('form.namesHintCount', { count }) : t('form.namesHint')}
            error={props.namesError}
          >
            <Textarea
              id="location-names"
              rows={6}
              className="font-mono"
              value={props.names}
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => props.onNamesChange(event.target.value)}
              placeholder={t('form.namesPlaceholder')}
              {...fieldErrorProps('location-names', props.namesError)}
            />
          </Field>
          <Button type="button" variant="secondary" className="w-full" onClick={props.onOpenGenerator}>
            <Wand2 aria-hidden="true" />
            {t('form.generate')}
          </Button>
        </>
      ) : (
        <Field id="location-name" label={t('form.name')} error={props.nameError}>
          <Input
            id="location-name"
            value={props.name}
            autoComplete="off"
            onChange={(event) => props.onNameChange(event.target.value)}
            placeholder={t('form.namePlaceholder')}
            {...fieldErrorProps('location-name', props.nameError)}
          />
        </Field>
      )}
      {!props.bulk && (
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <ListPlus className="size-4 shrink-0" aria-hidden="true" />
          {t('form.bulkTip')}
        </p>
      )}
    </div>
  );
}
