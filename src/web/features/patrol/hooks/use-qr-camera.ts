import jsQR from 'jsqr';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { errorName } from '#web/lib/thrown.ts';

export type CameraState = 'starting' | 'scanning' | 'refused' | 'unavailable';

/** Frames are read this often: fast enough to feel instant, light on a phone's battery. */
const SCAN_INTERVAL_MS = 150;

/** The torch of a phone's camera (Chrome on Android); not in TypeScript's DOM library yet. */
interface TorchConstraint extends MediaTrackConstraintSet {
  torch?: boolean;
}

/**
 * The rear camera in `video`, each frame read for a QR code with jsQR. Calls `onCode` with the
 * text of each code seen; offers the torch where the camera track supports it.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onCode: (text: string) => void) {
  const [state, setState] = useState<CameraState>('starting');
  const [torchSupported, setTorchSupported] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const track = useRef<MediaStreamTrack | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stream: MediaStream | undefined;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
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
      if (stopped) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      const [videoTrack] = stream.getVideoTracks();
      track.current = videoTrack ?? null;
      const capabilities = videoTrack?.getCapabilities?.();
      setTorchSupported(Boolean(capabilities && 'torch' in capabilities && capabilities.torch));
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState('scanning');
      timer = setInterval(() => {
        if (!ctx || element.readyState < 2 || !element.videoWidth) return;
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        ctx.drawImage(element, 0, 0);
        const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
        if (code?.data) onCodeRef.current(code.data);
      }, SCAN_INTERVAL_MS);
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const t of stream?.getTracks() ?? []) t.stop();
      track.current = null;
    };
  }, [video]);

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

  return { state, torchSupported, torchOn, toggleTorch };
}
