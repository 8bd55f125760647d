import { CloudOff, LoaderCircle, LocateOff, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';

function StateScreen({
  icon,
  title,
  children,
  actions,
  busy,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
}) {
  return (
    <>
      <PageHeader title="Check-in" />
      <main
        className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-6 py-12 text-center"
        aria-busy={busy || undefined}
      >
        {icon}
        <h2 className="mt-4 font-bold text-2xl">{title}</h2>
        {children && <div className="mt-2 text-muted-foreground">{children}</div>}
        {actions && <div className="mt-6 flex w-full flex-col gap-2.5">{actions}</div>}
      </main>
    </>
  );
}

const badge = 'inline-flex size-18 items-center justify-center rounded-full';

export function CheckInProcessing() {
  return (
    <StateScreen
      busy
      icon={
        <span className={`${badge} bg-primary-soft text-primary`}>
          <LoaderCircle className="size-9 animate-spin" aria-hidden="true" />
        </span>
      }
      title="Processing Check-in"
    >
      Finding the location of this tag...
    </StateScreen>
  );
}

export function CheckInLocationNotFound({ description }: { description: string }) {
  return (
    <StateScreen
      icon={
        <span className={`${badge} bg-destructive-soft text-destructive`}>
          <MapPinOff className="size-9" aria-hidden="true" />
        </span>
      }
      title="Location Not Found"
      actions={
        <Button asChild size="lg">
          <Link href="/">Go to Dashboard</Link>
        </Button>
      }
    >
      {description}
    </StateScreen>
  );
}

export function CheckInLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StateScreen
      icon={
        <span className={`${badge} bg-warning-soft text-warning`}>
          <CloudOff className="size-9" aria-hidden="true" />
        </span>
      }
      title="Cannot reach Dockwatch"
      actions={
        <Button size="lg" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      Check your connection, then try again.
    </StateScreen>
  );
}

/** GPS failed: the message of spec 000 section 8, 'Try Again' (reloads) and 'Continue Without GPS' (to /). */
export function LocationAccessRequired({ message }: { message: string }) {
  return (
    <StateScreen
      icon={
        <span className={`${badge} bg-warning-soft text-warning`}>
          <LocateOff className="size-9" aria-hidden="true" />
        </span>
      }
      title="Location Access Required"
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">Continue Without GPS</Link>
          </Button>
        </>
      }
    >
      <p className="font-semibold text-foreground" role="alert">
        {message}
      </p>
      <p className="mt-2">
        A patrol check-in records where you are. Allow location access for this site, then try again.
      </p>
    </StateScreen>
  );
}
