import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import {
  DEFAULT_START,
  DEFAULT_SUFFIXES,
  generateNames,
} from '#web/features/locations/lib/location-names.ts';

interface NameGeneratorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** '<parent name>-' when a parent is chosen, else empty. */
  initialPrefix: string;
  onAdd: (names: string[]) => void;
}

const PADDINGS = [1, 2, 3, 4] as const;

/** The name generator: prefix + each value of a number or letter range + each suffix line. */
export function NameGeneratorDialog({ open, onOpenChange, initialPrefix, onAdd }: NameGeneratorDialogProps) {
  // Mounted per opening, so each opening starts from the parent's prefix and the defaults.
  return (
    <Generator
      key={open ? 'open' : 'closed'}
      open={open}
      onClose={() => onOpenChange(false)}
      initialPrefix={initialPrefix}
      onAdd={(names) => {
        onAdd(names);
        onOpenChange(false);
      }}
    />
  );
}

function Generator({
  open,
  onClose,
  initialPrefix,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  initialPrefix: string;
  onAdd: (names: string[]) => void;
}) {
  const [prefix, setPrefix] = useState(initialPrefix);
  const { t } = useTranslation('locations');
  const [start, setStart] = useState(DEFAULT_START);
  const [end, setEnd] = useState('');
  const [padding, setPadding] = useState(1);
  const [suffixes, setSuffixes] = useState(DEFAULT_SUFFIXES);
  const names = useMemo(
    () => generateNames({ prefix, start, end, padding, suffixes }),
    [prefix, start, end, padding, suffixes],
  );

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('generator.title')}
      description={t('generator.description')}
      confirmLabel={t('generator.add')}
      confirmVariant="primary"
      confirmDisabled={names.length === 0}
      onConfirm={() => onAdd(names)}
    >
      <div className="space-y-4">
        <Field id="gen-prefix" label={t('generator.prefix')}>
          <Input
            id="gen-prefix"
            value={prefix}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setPrefix(e.target.value)}
          />
        </Field>
        <div className="grid grid-cols-3 gap-2.5">
          <Field id="gen-start" label={t('generator.start')}>
            <Input
              id="gen-start"
              value={start}
              autoComplete="off"
              onChange={(e) => setStart(e.target.value)}
            />
          </Field>
          <Field id="gen-end" label={t('generator.end')}>
            <Input id="gen-end" value={end} autoComplete="off" onChange={(e) => setEnd(e.target.value)} />
          </Field>
          <Field id="gen-padding" label={t('generator.digits')}>
            <NativeSelect
              id="gen-padding"
              value={padding}
              onChange={(e) => setPadding(Number(e.target.value))}
              options={PADDINGS.map((p) => ({ value: String(p), label: String(p) }))}
            />
          </Field>
        </div>
        <Field id="gen-suffixes" label={t('generator.suffixes')} hint={t('generator.onePerLine')}>
          <Textarea
            id="gen-suffixes"
            rows={2}
            className="min-h-20"
            value={suffixes}
            onChange={(e) => setSuffixes(e.target.value)}
          />
        </Field>
        <Field
          id="gen-results"
          label={t('generator.results')}
          hint={t('generator.resultsCount', { count: names.length })}
        >
          <Textarea
            id="gen-results"
            readOnly
            rows={4}
            className="font-mono text-sm"
            value={names.join('\n')}
            placeholder={t('generator.resultsPlaceholder')}
          />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
