import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPIED_CONFIRMATION_MS } from '#core/locations/location-links.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard not available');
  await navigator.clipboard.writeText(text);
}

interface CopyLinkButtonProps {
  /** The full address to copy. */
  link: string;
  /** What the link is for, for screen readers: 'Copy Check-in link'. */
  label: string;
  /** Called when copying failed, so the caller can show the link for copying by hand. */
  onFailed: (link: string) => void;
}

/** Copies a link; shows 'Copied' for 2 s, or on failure 'Failed to copy' with the link. */
export function CopyLinkButton({ link, label, onFailed }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const { t } = useTranslation('locations');
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const onClick = async () => {
    try {
      await copyText(link);
      setCopied(true);
    } catch {
      toast({ title: t('actions.copyFailed'), description: link, variant: 'destructive' });
      onFailed(link);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-label={copied ? t('actions.copied') : label}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 font-semibold text-sm',
        copied ? 'bg-success-soft text-success' : 'text-primary hover:bg-primary-soft',
      )}
    >
      {copied ? (
        <Check className="size-5" aria-hidden="true" />
      ) : (
        <Copy className="size-5" aria-hidden="true" />
      )}
      <span aria-hidden="true">{copied ? t('actions.copied') : t('actions.copy')}</span>
    </button>
  );
}
