import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where the back button goes; no back button when absent. */
  backTo?: string;
  /** Buttons on the right (an Add button, the user menu). */
  actions?: ReactNode;
}

/** The sticky screen header: back button, title, optional subtitle and actions. */
export function PageHeader({ title, subtitle, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 bg-header pt-[env(safe-area-inset-top)] text-header-foreground shadow-md">
      <div className="mx-auto flex min-h-header max-w-3xl items-center gap-1 px-2 py-2">
        {backTo ? (
          <Link
            href={backTo}
            aria-label={t('back')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
          >
            <ChevronLeft className="size-7" aria-hidden="true" />
          </Link>
        ) : (
          <span className="w-2 shrink-0" />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-bold text-xl leading-tight">{title}</h1>
          {subtitle && <p className="truncate text-sm text-white/80">{subtitle}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
