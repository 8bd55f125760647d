import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** An on/off switch with a 44 px touch area. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        'bg-border data-[state=checked]:bg-primary disabled:opacity-60',
        // A larger invisible hit area around the 32 px high track.
        'before:-inset-1.5 before:absolute before:content-[""]',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-7 rounded-full bg-white shadow-md transition-transform data-[state=checked]:translate-x-6 data-[state=unchecked]:translate-x-0" />
    </SwitchPrimitive.Root>
  );
}
