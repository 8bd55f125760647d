import { useTranslation } from 'react-i18next';
import { oneOf } from '#core/common/one-of.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { compareNames } from '#core/locations/parent-candidates.ts';
import { type LabelSelection, PAPER_SIZES, type PaperSize } from '#core/patrol/labels.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect, namedOptions } from '#web/components/ui/native-select.tsx';
import { useLocationTypeName } from '#web/features/marina-locations/index.ts';
import { cn } from '#web/lib/cn.ts';

export interface LabelOptions {
  selection: LabelSelection;
  withMeters: boolean;
  paper: PaperSize;
}

interface LabelControlsProps {
  locations: LocationListItem[];
  loading: boolean;
  options: LabelOptions;
  onChange: (options: LabelOptions) => void;
}

const MODES = ['parent', 'type', 'pick'] as const;

const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

/** Which labels, with or without meter codes, on which paper. Hidden when printing. */
export function LabelControls({ locations, loading, options, onChange }: LabelControlsProps) {
  const { selection } = options;
  const { t } = useTranslation('patrol');
  const parents = locations.filter((l) => locations.some((c) => c.parentId === l.guid)).sort(byName);
  const typeLabel = useLocationTypeName();
  const types = [...new Map(locations.map((l) => [l.typeId, typeLabel(l.typeName)])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const set = (patch: Partial<LabelOptions>) => onChange({ ...options, ...patch });

  return (
    <Card className="label-controls">
      <CardContent className="space-y-4">
        <div
          className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1"
          role="radiogroup"
          aria-label={t('labels.chooseBy')}
        >
          {MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={selection.mode === mode}
              className={cn(
                'min-h-11 rounded-lg font-semibold',
                selection.mode === mode ? 'bg-surface text-primary shadow-sm' : 'text-muted-foreground',
              )}
              onClick={() =>
                set({
                  selection:
                    mode === 'parent'
                      ? { mode, parentId: '' }
                      : mode === 'type'
                        ? { mode, typeId: '' }
                        : { mode, ids: [] },
                })
              }
            >
              {t(`labels.modes.${mode}`)}
            </button>
          ))}
        </div>
        {selection.mode !== 'pick' && (
          <ChooseField
            key={selection.mode}
            id={`label-${selection.mode}`}
            label={t(`labels.${selection.mode}`)}
            value={selection.mode === 'parent' ? selection.parentId : selection.typeId}
            disabled={loading}
            onChange={(id) =>
              set({
                selection:
                  selection.mode === 'parent'
                    ? { mode: 'parent', parentId: id }
                    : { mode: 'type', typeId: id },
              })
            }
            options={
              selection.mode === 'parent'
                ? namedOptions(parents)
                : types.map(([value, label]) => ({ value, label }))
            }
          />
        )}
        {selection.mode === 'pick' && (
          <fieldset>
            <legend className="mb-1.5 font-semibold">{t('labels.locations')}</legend>
            <ul className="max-h-64 space-y-0.5 overflow-y-auto rounded-xl border-2 border-border p-1">
              {[...locations].sort(byName).map((l) => {
                const checked = selection.ids.includes(l.guid);
                return (
                  <li key={l.guid}>
                    <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-muted">
                      <input
                        type="checkbox"
                        className="size-5 accent-primary"
                        checked={checked}
                        onChange={() =>
                          set({
                            selection: {
                              mode: 'pick',
                              ids: checked
                                ? selection.ids.filter((id) => id !== l.guid)
                                : [...selection.ids, l.guid],
                            },
                          })
                        }
                      />
                      {l.name}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={options.withMeters}
            onChange={(e) => set({ withMeters: e.target.checked })}
          />
          {t('labels.withMeters')}
        </label>
        <Field id="label-paper" label={t('labels.paper')}>
          <NativeSelect
            id="label-paper"
            value={options.paper}
            onChange={(e) => {
              const paper = oneOf(PAPER_SIZES, e.target.value);
              if (paper) set({ paper });
            }}
            options={PAPER_SIZES.map((paper) => ({ value: paper, label: t(`labels.papers.${paper}`) }))}
          />
        </Field>
      </CardContent>
    </Card>
  );
}

/** A labelled list to choose one from, starting at 'Choose…' (the parent, the type). */
function ChooseField(props: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('patrol');
  return (
    <Field id={props.id} label={props.label}>
      <NativeSelect
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        options={props.options}
      >
        <option value="">{t('labels.choose')}</option>
      </NativeSelect>
    </Field>
  );
}
