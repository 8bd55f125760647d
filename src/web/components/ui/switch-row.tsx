import { Switch } from './switch.tsx';

/** A labelled on/off setting as one 44 px+ row. */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  onChange,
  switchClassName,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Classes for the switch itself (a red 'on' for a setting that locks someone out, say). */
  switchClassName?: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border-2 border-border p-3">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block font-semibold">{label}</span>
        <span className="block text-muted-foreground text-sm">{description}</span>
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} className={switchClassName} />
    </div>
  );
}
