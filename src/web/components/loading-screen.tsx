import { LoaderCircle } from 'lucide-react';

/** Shown while the signed-in state is still being fetched. */
export function LoadingScreen() {
  return (
    <main className="flex flex-1 items-center justify-center py-24" aria-busy="true">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading</span>
    </main>
  );
}
