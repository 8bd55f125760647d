import type { ReactNode } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

interface ReadingNotesFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (notes: string) => void;
}

/** The Notes box of the reading dialogs (edit a reading, transcribe one from its photo). */
export function ReadingNotesField({ id, label, value, onChange }: ReadingNotesFieldProps) {
  return (
    <Field id={id} label={label}>
      <Textarea
        id={id}
        rows={3}
        className="min-h-20"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
