import type { ComponentType, FormEventHandler, ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface PatternFormProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The syntax help under the box (`<id>-help`). */
  help: ComponentType<{ id: string }>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  disabled: boolean;
  /** The button's icon and words. */
  action: ReactNode;
}

/** A name fixer step's pattern: the box typed as written (no capitals, no corrections), its help, its button. */
export function PatternForm({
  id,
  label,
  value,
  onChange,
  placeholder,
  help: Help,
  onSubmit,
  disabled,
  action,
}: PatternFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={id} label={label}>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="font-mono text-lg tracking-wide"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={`${id}-help`}
        />
        <Help id={`${id}-help`} />
      </Field>
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={disabled}>
        {action}
      </Button>
    </form>
  );
}
