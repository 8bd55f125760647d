/** The look a text box, a select and a text area share: full width, a 2 px border, a focus ring, red when invalid. */
export const fieldBox = [
  'block w-full rounded-xl border-2 border-border bg-surface text-base text-foreground',
  'focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20 focus-visible:outline-none',
  'aria-invalid:border-destructive disabled:opacity-60',
].join(' ');
