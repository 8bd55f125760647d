import { cn } from '#web/lib/cn.ts';

/**
 * A unit after a number ('m³' after a reading): smaller and muted, so the figure stays the thing
 * read. Nothing when there is no unit. A plain space before it keeps the text readable when copied.
 */
export function UnitSuffix({ symbol, className }: { symbol: string; className?: string }) {
  if (!symbol) return null;
  return (
    <>
      {' '}
      <span className={cn('whitespace-nowrap font-semibold text-[0.65em] text-muted-foreground', className)}>
        {symbol}
      </span>
    </>
  );
}
