import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Draws the app anew when the language changes, so that every text and every number or date
 * written through Intl (which no hook watches) is in the new language at once.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Fragment key={i18n.language}>{children}</Fragment>;
}
