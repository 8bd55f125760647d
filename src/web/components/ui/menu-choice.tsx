import { Check } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** One choice of a radio group in a dropdown menu (Theme, Language): a tile, ticked when chosen. */
export function MenuChoice({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      className={cn(
        'relative flex min-h-11 cursor-pointer select-none items-center justify-center rounded-lg px-1 py-1.5 text-sm outline-none',
        'data-highlighted:bg-muted data-[state=checked]:bg-primary-soft data-[state=checked]:font-semibold data-[state=checked]:text-primary-soft-foreground',
        className,
      )}
      {...props}
    >
      {children}
      <MenuPrimitive.ItemIndicator className="absolute top-1 right-1">
        <Check className="size-3.5" aria-hidden="true" />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.RadioItem>
  );
}
