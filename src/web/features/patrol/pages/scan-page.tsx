import { CameraOff, Flashlight, FlashlightOff, ScanLine } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useOpenCode } from '../hooks/use-open-code.ts';
import { type CameraState, useQrCamera } from '../hooks/use-qr-camera.ts';

/** What the scanner says instead of the camera picture when it cannot scan. */
const BLOCKED_MESSAGES = {
  refused: 'scanMessages.cameraRefused',
  unavailable: 'scanMessages.cameraMissing',
  failed: 'scanMessages.scannerFailed',
} as const satisfies Partial<Record<CameraState, string>>;

const blockedKey = (state: CameraState) =>
  Object.hasOwn(BLOCKED_MESSAGES, state)
    ? BLOCKED_MESSAGES[state as keyof typeof BLOCKED_MESSAGES]
    : undefined;

/** /scan: the rear camera reads check-in and meter codes; a typed code works too. */
export function ScanPage() {
  const id = useId();
  const { t } = useTranslation('patrol');
  const video = useRef<HTMLVideoElement>(null);
  const [code, setCode] = useState('');
  const { open, message, checking, clearMessage } = useOpenCode();
  const camera = useQrCamera(video, (text) => void open(text));
  const blockedMessage = blockedKey(camera.state);
  const blocked = blockedMessage !== undefined;

  return (
    <>
      <PageHeader title={t('scan.title')} subtitle={t('scan.subtitle')} backTo="/" />
      <PageBody>
        <div
          className="relative overflow-hidden rounded-2xl bg-black shadow-sm"
          data-testid="scanner"
          data-decoder={camera.decoderKind ?? undefined}
        >
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('scan.camera')}
            className={blocked ? 'hidden' : 'aspect-[3/4] max-h-[55dvh] w-full object-cover'}
          />
          {!blocked && (
            <div
              className="pointer-events-none absolute inset-0 flex items-center justify-center"
              aria-hidden="true"
            >
              <div className="size-3/5 max-w-64 rounded-3xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgb(0_0_0/0.35)]" />
            </div>
          )}
          {camera.state === 'starting' && (
            <p className="absolute inset-x-0 bottom-3 text-center text-white">{t('scan.starting')}</p>
          )}
          {blocked && (
            <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-white">
              <CameraOff className="size-10" aria-hidden="true" />
              <p>{t(blockedMessage)}</p>
            </div>
          )}
          {camera.torchSupported && (
            <Button
              variant="secondary"
              size="icon"
              className="absolute top-3 right-3"
              aria-pressed={camera.torchOn}
              aria-label={camera.torchOn ? t('scan.torchOff') : t('scan.torchOn')}
              onClick={() => void camera.toggleTorch()}
            >
              {camera.torchOn ? <FlashlightOff aria-hidden="true" /> : <Flashlight aria-hidden="true" />}
            </Button>
          )}
        </div>

        {message && (
          <div
            role="alert"
            className="flex items-start justify-between gap-3 rounded-2xl bg-destructive-soft p-4 font-medium text-foreground"
          >
            <p>{message}</p>
            <Button variant="ghost" size="sm" onClick={clearMessage}>
              {t('scan.ok')}
            </Button>
          </div>
        )}

        <Card>
          <CardContent>
            <form
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                void open(code);
              }}
            >
              <Label htmlFor={id}>{t('scan.enterCode')}</Label>
              <Input
                id={id}
                value={code}
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                placeholder={t('scan.codePlaceholder')}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="submit" className="w-full" disabled={!code.trim() || checking}>
                <ScanLine aria-hidden="true" />
                {checking ? t('scan.opening') : t('scan.open')}
              </Button>
            </form>
          </CardContent>
        </Card>
      </PageBody>
    </>
  );
}
