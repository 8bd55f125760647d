import { toast } from '../toast.ts';

/** A save kept on the phone for lack of a network (ADR 0021): 'Saved on this phone'. */
export function toastQueued(what: string): void {
  toast({
    title: 'Saved on this phone',
    description: `No connection: ${what} will be sent as soon as there is one.`,
  });
}

/** A record that arrived without a photo the server refused (the text is kept; ADR 0032). */
export function toastPhotosLeftOut(reason: string): void {
  toast({ title: 'A photo was not saved', description: reason, variant: 'destructive' });
}
