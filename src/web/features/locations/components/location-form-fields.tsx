import { useTranslation } from 'react-i18next';
import type { LocationType } from '#core/locations/location.schema.ts';
import { LOCATION_STATUSES } from '#core/locations/location.schema.ts';
import { NO_PARENT } from '#core/locations/location-form-rules.ts';
import { isSlipType } from '#core/locations/parent-candidates.ts';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { NativeSelect, namedOptions } from '#web/components/ui/native-select.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useLocationTypeName } from '#web/features/marina-locations/index.ts';
import type { ParentChoices } from '../hooks/use-parent-choices.ts';
import type { FieldErrors } from '../hooks/use-zod-form.ts';
import { statusText } from '../lib/location-text.ts';

/** The select value of the '+ Create New Type' entry. */
const CREATE_TYPE = '__create__';

export interface SharedFieldValues {
  typeId: string;
  parentId: string;
  status: string;
  hasOccupancy: boolean;
  description: string;
}

/** The part of a location form (useZodForm) that these fields read and write. */
interface SharedForm {
  values: SharedFieldValues;
  // A method, so that a form of more fields than these (the add form's names) is one too.
  set<K extends keyof SharedFieldValues>(key: K, value: SharedFieldValues[K]): void;
  errors: FieldErrors;
}

interface LocationFormFieldsProps {
  idPrefix: string;
  form: SharedForm;
  types: LocationType[];
  /** The parent select's choices for the chosen type (useParentChoices). */
  parent: Pick<ParentChoices, 'typeName' | 'options' | 'showParent'>;
  /** Adds '+ Create New Type' to the type select (the add form). */
  onCreateType?: () => void;
  /** A line under the type select (the add form tells a marina admin who adds new types). */
  typeHint?: string;
  disabled?: boolean;
}

/** Type, parent, status, Has Occupancy and description: the fields the add and edit forms share. */
export function LocationFormFields({
  idPrefix,
  form: { values, set: onChange, errors },
  types,
  parent: { typeName, options: parentOptions, showParent },
  onCreateType,
  typeHint,
  disabled,
}: LocationFormFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const { t } = useTranslation('locations');
  const typeLabel = useLocationTypeName();
  return (
    <>
      <Field id={id('type')} label={t('form.type')} error={errors.typeId}>
        <NativeSelect
          id={id('type')}
          value={values.typeId}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value === CREATE_TYPE) onCreateType?.();
            else onChange('typeId', event.target.value);
          }}
          {...fieldErrorProps(id('type'), errors.typeId)}
        >
          {!values.typeId && (
            <option value="" disabled>
              {t('form.selectType')}
            </option>
          )}
          {types.map((type) => (
            <option key={type.guid} value={type.guid}>
              {typeLabel(type.name)}
            </option>
          ))}
          {onCreateType && <option value={CREATE_TYPE}>{t('form.createType')}</option>}
        </NativeSelect>
        {typeHint && <p className="text-muted-foreground text-sm">{typeHint}</p>}
      </Field>

      {showParent && (
        <Field
          id={id('parent')}
          label={t('form.parent')}
          hint={isSlipType(typeName) ? t('form.parentRequired') : t('form.optional')}
          error={errors.parentId}
        >
          <NativeSelect
            id={id('parent')}
            value={values.parentId}
            disabled={disabled}
            onChange={(event) => onChange('parentId', event.target.value)}
            {...fieldErrorProps(id('parent'), errors.parentId)}
            options={namedOptions(parentOptions)}
          >
            <option value={NO_PARENT}>{t('form.noParent')}</option>
          </NativeSelect>
        </Field>
      )}

      <Field id={id('status')} label={t('form.status')} error={errors.status}>
        <NativeSelect
          id={id('status')}
          value={values.status}
          disabled={disabled}
          onChange={(event) => onChange('status', event.target.value)}
          {...fieldErrorProps(id('status'), errors.status)}
          options={LOCATION_STATUSES.map((status) => ({ value: status, label: statusText(status) }))}
        />
      </Field>

      <div className="flex items-start justify-between gap-4 rounded-xl border-2 border-border bg-background/60 p-3.5">
        <div className="min-w-0">
          <label htmlFor={id('occupancy')} className="block font-semibold">
            {t('form.hasOccupancy')}
          </label>
          <p id={id('occupancy-text')} className="mt-0.5 text-muted-foreground text-sm">
            {t('form.hasOccupancyText')}
          </p>
        </div>
        <Switch
          id={id('occupancy')}
          checked={values.hasOccupancy}
          disabled={disabled}
          onCheckedChange={(checked) => onChange('hasOccupancy', checked)}
          aria-describedby={id('occupancy-text')}
          className="mt-1"
        />
      </div>

      <Field
        id={id('description')}
        label={t('form.description')}
        hint={t('form.optional')}
        error={errors.description}
      >
        <Textarea
          id={id('description')}
          rows={3}
          value={values.description}
          disabled={disabled}
          onChange={(event) => onChange('description', event.target.value)}
          placeholder={t('form.descriptionPlaceholder')}
          {...fieldErrorProps(id('description'), errors.description)}
        />
      </Field>
    </>
  );
}
