import { cn } from '#web/lib/cn.ts';

/** The Dockwatch mark: a shield with an anchor over the water line. */
export function AppLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-12', className)}>
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M32 12l14 5v11c0 10-6.2 17.6-14 21-7.8-3.4-14-11-14-21V17z" fill="#ffffff" />
      <path
        d="M32 20v19m-6-15h12m-16 9c1.5 5 5.5 8 10 8s8.5-3 10-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M10 52c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5"
        fill="none"
        stroke="#7cc4f5"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
