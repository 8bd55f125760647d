import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { absoluteLink } from '#core/backend/account-forms.ts';
import type { BackendUser } from '#core/backend/backend.schema.ts';
import { perLocale } from '#core/common/format-locale.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreatePasswordLink } from '../api/create-password-link.ts';
import { failureToast } from '../lib/backend-texts.ts';

const COPIED_MS = 2000;

/** When the link stops working, as the user's locale writes a date and time: '5 mar 2026, 21:02'. */
const expiryFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** 'Create set-password link': a one-time link the admin copies and sends; shows where it leads and until when. */
export function PasswordLinkSection({ user }: { user: BackendUser }) {
  const { t } = useTranslation('backend');
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
      onError: (error) => toast(failureToast(serverRefusal(error, t('messages.passwordLinkFailed')))),
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
        title: t('passwordLink.copyFailed'),
        description: t('passwordLink.copyByHand'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-muted-foreground">
        {t(user.hasPassword ? 'passwordLink.hasPassword' : 'passwordLink.noPassword')}
      </p>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        onClick={onCreate}
        disabled={create.isPending}
      >
        <Link2 aria-hidden="true" />
        {t(
          create.isPending
            ? 'passwordLink.creating'
            : link
              ? 'passwordLink.createNew'
              : 'passwordLink.create',
        )}
      </Button>
      {link && create.data && (
        <div ref={box} className="space-y-2 rounded-xl border-2 border-primary/30 bg-primary-soft/50 p-3">
          <label htmlFor={`${id}-link`} className="block font-semibold">
            {t('passwordLink.label')}
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
              aria-label={t(copied ? 'passwordLink.copied' : 'passwordLink.copyLink')}
              className={cn('shrink-0 px-3', copied && 'border-success text-success')}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span aria-hidden="true">{t(copied ? 'passwordLink.copied' : 'passwordLink.copy')}</span>
            </Button>
          </div>
          <p className="text-sm">
            <Trans
              t={t}
              i18nKey="passwordLink.validUntil"
              values={{ when: expiryFormat().format(new Date(create.data.expiresAt)), email: user.email }}
              components={{ time: <time dateTime={create.data.expiresAt} className="font-semibold" /> }}
            />
          </p>
        </div>
      )}
    </div>
  );
}
