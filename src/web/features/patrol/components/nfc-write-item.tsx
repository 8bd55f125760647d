import { Nfc } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteLink } from '#core/locations/location-links.ts';
import { errorName } from '#web/lib/thrown.ts';

/** Web NFC (Chrome on Android); not in TypeScript's DOM library yet. */
interface NdefWriter {
  write(
    message: { records: { recordType: 'url'; data: string }[] },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
}
declare global {
  interface Window {
    NDEFReader?: new () => NdefWriter;
  }
}

type Phase = 'idle' | 'waiting' | 'written' | 'failed' | 'refused';

/**
 * 'Write NFC Tag' in a location's Actions menu: writes the check-in URL as a URL record, which the
 * phone's system opens when a guard taps the tag. Elsewhere it says what is needed.
 */
export function NfcWriteItem({ guid }: { guid: string }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const { t } = useTranslation('patrol');
  const Reader = window.NDEFReader;
  if (!Reader) {
    return (
      <li className="flex min-h-11 items-center gap-3 px-3 text-muted-foreground" data-testid="nfc-item">
        <Nfc className="size-5 shrink-0" aria-hidden="true" />
        <span>{t('nfc.unsupported')}</span>
      </li>
    );
  }
  const write = async () => {
    setPhase('waiting');
    try {
      const url = absoluteLink(window.location.origin, `/check-in/${encodeURIComponent(guid)}`);
      await new Reader().write({ records: [{ recordType: 'url', data: url }] });
      setPhase('written');
    } catch (error) {
      setPhase(errorName(error) === 'NotAllowedError' ? 'refused' : 'failed');
    }
  };
  const status = phase === 'idle' ? null : t(`nfc.${phase}`);
  return (
    <li data-testid="nfc-item">
      <button
        type="button"
        onClick={() => void write()}
        disabled={phase === 'waiting'}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-base hover:bg-muted"
      >
        <Nfc className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        {t('nfc.write')}
      </button>
      {status && (
        <p role="status" className="px-3 pb-2 text-muted-foreground text-sm">
          {status}
        </p>
      )}
    </li>
  );
}
