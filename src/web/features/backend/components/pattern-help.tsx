/** One wildcard of the pattern syntax, as a key cap and what it does. */
function Token({ symbol, children }: { symbol: string; children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <kbd className="inline-flex min-w-6 items-center justify-center rounded-md border border-border bg-surface px-1.5 font-bold font-mono text-foreground text-sm">
        {symbol}
      </kbd>
      <span>{children}</span>
    </span>
  );
}

/** The short help under the search pattern: * any characters, # one digit, . one character. */
export function SearchPatternHelp({ id }: { id: string }) {
  return (
    <p id={id} className="flex flex-wrap gap-x-4 gap-y-1.5 whitespace-nowrap text-muted-foreground text-sm">
      <Token symbol="*">any characters</Token>
      <Token symbol="#">one digit</Token>
      <Token symbol=".">one character</Token>
    </p>
  );
}

/** The short help under the replacement pattern: ^ inserts the captured values. */
export function ReplacementPatternHelp({ id }: { id: string }) {
  return (
    <p id={id} className="space-y-1 text-muted-foreground text-sm">
      <Token symbol="^">inserts what each wildcard matched, in order.</Token>
      <span className="block">
        Example: <span className="font-mono text-foreground">Dock A-#</span> →{' '}
        <span className="font-mono text-foreground">A^</span> renames Dock A-1 to A1.
      </span>
    </p>
  );
}
