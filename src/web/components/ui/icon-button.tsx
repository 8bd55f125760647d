import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';

/**
 * A button that shows only an icon (44 px square, ghost): `label` is what a screen reader says,
 * so it names the action and its object ('Rename dock').
 */
export function IconButton({
  label,
  icon: Icon,
  iconClassName,
  ...props
}: Omit<ButtonProps, 'children' | 'size' | 'variant' | 'asChild'> & {
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
}) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
    </Button>
  );
}
