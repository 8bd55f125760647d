import { errorMessage } from './api-client.ts';
import { toast } from './toast.ts';

/** A red toast saying why an action failed: the server's words, else `fallback`. */
export const toastFailure = (title: string, failure: unknown, fallback?: string) =>
  toast({ title, description: errorMessage(failure, fallback), variant: 'destructive' });
