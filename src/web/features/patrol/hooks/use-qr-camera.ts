import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { errorName } from '#web/lib/thrown.ts';
import { createQrDecoder, type QrDecoder } from '../lib/qr-decoder.ts';
import { nextFrameDelay, smoothDecodeMs } from '../lib/scan-pacing.ts';
import { usePageVisible } from './use-page-visible.ts';

export type CameraState = 'starting' | 'scanning' | 'refused' | 'unavailable' | 'failed';

/** Frames in a row that may fail to decode (not "no code": an error) before the scanner gives up. */
const MAX_FAILURES = 3;

/** The torch of a phone's camera (Chrome on Android); not in TypeScript's DOM library yet. */
interface TorchConstraint extends MediaTrackConstraintSet {
  torch?: boolean;
}

/**
 * The rear camera in `video`, its frames read for a QR code by the browser's BarcodeDetector or
 * the ZXing worker (lib/qr-decoder.ts), one frame at a time, paced by lib/scan-pacing.ts. Calls
 * `onCode` with the text of each code seen; offers the torch where the camera track supports it.
 * The camera is off while the page is hidden (app in the background, phone locked) and after the
 * screen is left.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onCode: (text: string) => void) {
  const visible = usePageVisible();
  const [state, setState] = useState<CameraState>('starting');
  const [decoderKind, setDecoderKind] = useState<QrDecoder['kind'] | null>(null);
  const [torchSupported, setTorchSupported] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const track = useRef<MediaStreamTrack | null>(null);
  const decoder = useRef<Promise<QrDecoder> | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  // One decoder (and worker) while the screen is open, kept while the page is hidden.
  useEffect(() => {
    const created = createQrDecoder();
    decoder.current = created;
    created.then((d) => setDecoderKind(d.kind)).catch(() => undefined);
    return () => {
      decoder.current = null;
      created.then((d) => d.close()).catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    if (!visible) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stream: MediaStream | undefined;
    const stopCamera = () => {
      for (const t of stream?.getTracks() ?? []) t.stop();
      track.current = null;
    };

    const start = async () => {
      setState('starting');
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        const name = errorName(error);
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable');
        return;
      }
      if (stopped) return stopCamera();
      const [videoTrack] = stream.getVideoTracks();
      track.current = videoTrack ?? null;
      const capabilities = videoTrack?.getCapabilities?.();
      setTorchSupported(Boolean(capabilities && 'torch' in capabilities && capabilities.torch));
      const element = video.current;
      // No worker at all (a browser without module workers): say so, the typed code still works.
      const reader = await decoder.current?.catch(() => null);
      if (reader === null && !stopped) setState('failed');
      if (!element || !reader || stopped) return stopCamera();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      if (stopped) return;
      setState('scanning');

      let decodeMs: number | null = null;
      let failures = 0;
      const tick = async () => {
        if (stopped) return;
        if (element.readyState >= 2 && element.videoWidth) {
          const started = performance.now();
          try {
            const text = await reader.decode(await createImageBitmap(element));
            decodeMs = smoothDecodeMs(decodeMs, performance.now() - started);
            failures = 0;
            if (text && !stopped) onCodeRef.current(text);
          } catch {
            if (stopped) return;
            if (++failures >= MAX_FAILURES) {
              stopCamera();
              setState('failed');
              return;
            }
          }
        }
        if (!stopped) timer = setTimeout(tick, nextFrameDelay(decodeMs ?? 0));
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopCamera();
      setTorchOn(false);
    };
  }, [video, visible]);

  const toggleTorch = useCallback(async () => {
    const next = !torchOn;
    try {
      const torch: TorchConstraint = { torch: next };
      await track.current?.applyConstraints({ advanced: [torch] });
      setTorchOn(next);
    } catch {
      setTorchSupported(false);
    }
  }, [torchOn]);

  return { state, decoderKind, torchSupported, torchOn, toggleTorch };
}
