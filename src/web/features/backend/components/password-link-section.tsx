import { format } from 'date-fns';
import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { absoluteLink } from '#core/backend/account-forms.ts';
import type { BackendUser } from '#core/backend/backend.schema.ts';
import { BACKEND_MESSAGES, failure } from '#core/backend/backend-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreatePasswordLink } from '../api/create-password-link.ts';

const COPIED_MS = 2000;

/** 'Create set-password link': a one-time link the admin copies and sends; shows where it leads and until when. */
export function PasswordLinkSection({ user }: { user: BackendUser }) {
  const id = useId();
  const create = useCreatePasswordLink();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const link = create.data ? absoluteLink(window.location.origin, create.data.url) : null;

  // The new link shows below the button: bring it into view inside the scrolling dialog.
  useEffect(() => {
    if (link) box.current?.scrollIntoView({ block: 'center' });
  }, [link]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const onCreate = () =>
    create.mutate(user.guid, {
      onError: (error) => toast(failure(serverRefusal(error, BACKEND_MESSAGES.passwordLinkFailed))),
    });

  const onCopy = async () => {
    if (!link) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      input.current?.select();
      toast({
        title: 'Failed to copy',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-muted-foreground">
        {user.hasPassword ? 'This user has a password.' : 'This user has no password yet.'} A set-password
        link lets them choose one. It works once, signs them out everywhere and replaces any older link.
      </p>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        onClick={onCreate}
        disabled={create.isPending}
      >
        <Link2 aria-hidden="true" />
        {create.isPending ? 'Creating...' : link ? 'Create a new link' : 'Create set-password link'}
      </Button>
      {link && create.data && (
        <div ref={box} className="space-y-2 rounded-xl border-2 border-primary/30 bg-primary-soft/50 p-3">
          <label htmlFor={`${id}-link`} className="block font-semibold">
            Set-password link
          </label>
          <div className="flex gap-2">
            <Input
              ref={input}
              id={`${id}-link`}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 bg-surface font-mono text-sm"
              data-testid="password-link"
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => void onCopy()}
              aria-label={copied ? 'Copied' : 'Copy link'}
              className={cn('shrink-0 px-3', copied && 'border-success text-success')}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
            </Button>
          </div>
          <p className="text-sm">
            Valid until{' '}
            <time dateTime={create.data.expiresAt} className="font-semibold">
              {format(new Date(create.data.expiresAt), "d MMM yyyy 'at' HH:mm")}
            </time>
            . Send it to {user.email}.
          </p>
        </div>
      )}
    </div>
  );
}
