import { CameraOff, Flashlight, FlashlightOff, ScanLine } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { SCAN_MESSAGES } from '#core/patrol/scan-target.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useOpenCode } from '../hooks/use-open-code.ts';
import { type CameraState, useQrCamera } from '../hooks/use-qr-camera.ts';

/** What the scanner says instead of the camera picture when it cannot scan. */
const BLOCKED_MESSAGES: Partial<Record<CameraState, string>> = {
  refused: SCAN_MESSAGES.cameraRefused,
  unavailable: SCAN_MESSAGES.cameraMissing,
  failed: SCAN_MESSAGES.scannerFailed,
};

/** /scan: the rear camera reads check-in and meter codes; a typed code works too. */
export function ScanPage() {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [code, setCode] = useState('');
  const { open, message, checking, clearMessage } = useOpenCode();
  const camera = useQrCamera(video, (text) => void open(text));
  const blockedMessage = BLOCKED_MESSAGES[camera.state];
  const blocked = blockedMessage !== undefined;

  return (
    <>
      <PageHeader title="Scan" subtitle="Point the camera at a Dockwatch code" backTo="/" />
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
            aria-label="Camera"
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
            <p className="absolute inset-x-0 bottom-3 text-center text-white">Starting camera...</p>
          )}
          {blocked && (
            <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-white">
              <CameraOff className="size-10" aria-hidden="true" />
              <p>{blockedMessage}</p>
            </div>
          )}
          {camera.torchSupported && (
            <Button
              variant="secondary"
              size="icon"
              className="absolute top-3 right-3"
              aria-pressed={camera.torchOn}
              aria-label={camera.torchOn ? 'Torch off' : 'Torch on'}
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
              OK
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
              <Label htmlFor={id}>Enter code</Label>
              <Input
                id={id}
                value={code}
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                placeholder="Link or code from the label"
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="submit" className="w-full" disabled={!code.trim() || checking}>
                <ScanLine aria-hidden="true" />
                {checking ? 'Opening...' : 'Open'}
              </Button>
            </form>
          </CardContent>
        </Card>
      </PageBody>
    </>
  );
}
