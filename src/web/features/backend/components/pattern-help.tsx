import { Trans, useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('backend');
  return (
    <p id={id} className="flex flex-wrap gap-x-4 gap-y-1.5 whitespace-nowrap text-muted-foreground text-sm">
      <Token symbol="*">{t('fixer.help.any')}</Token>
      <Token symbol="#">{t('fixer.help.digit')}</Token>
      <Token symbol=".">{t('fixer.help.character')}</Token>
    </p>
  );
}

/** The short help under the replacement pattern: ^ inserts the captured values. */
export function ReplacementPatternHelp({ id }: { id: string }) {
  const { t } = useTranslation('backend');
  return (
    <p id={id} className="space-y-1 text-muted-foreground text-sm">
      <Token symbol="^">{t('fixer.help.insert')}</Token>
      <span className="block">
        <Trans
          t={t}
          i18nKey="fixer.help.example"
          components={{ code: <span className="font-mono text-foreground" /> }}
        />
      </span>
    </p>
  );
}
