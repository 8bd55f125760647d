import type { DecodeReply, DecodeRequest } from './qr-worker-protocol.ts';

/**
 * Reads a QR code from a camera frame (ADR 0033): the browser's own BarcodeDetector where it
 * has one that reads QR codes (Chrome on Android, Safari 17+ on macOS...), otherwise the ZXing
 * WebAssembly polyfill in a worker. `decode` takes ownership of the frame (it is closed or
 * transferred).
 */
export interface QrDecoder {
  kind: 'native' | 'zxing-worker';
  decode(frame: ImageBitmap): Promise<string | null>;
  close(): void;
}

/** The part of the Barcode Detection API we use; not in TypeScript's DOM library yet. */
interface NativeDetector {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own detector, when it has one and it reads QR codes. */
export async function nativeQrDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

function workerDecoder(): QrDecoder {
  const worker = new Worker(new URL('../workers/qr-decoder.worker.ts', import.meta.url), {
    type: 'module',
    name: 'qr-decoder',
  });
  const pending = new Map<number, { resolve: (text: string | null) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<DecodeReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.text);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    failAll(`the QR decoder did not start: ${event.message || 'worker error'}`);
  });
  return {
    kind: 'zxing-worker',
    decode(frame) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request: DecodeRequest = { id, frame };
        worker.postMessage(request, [frame]);
      });
    },
    close() {
      worker.terminate();
      failAll('the QR decoder was closed');
    },
  };
}

/** The native detector when the browser reads QR codes itself, else the worker. */
export async function createQrDecoder(): Promise<QrDecoder> {
  const detector = await nativeQrDetector();
  if (!detector) return workerDecoder();
  return {
    kind: 'native',
    async decode(frame) {
      try {
        const [code] = await detector.detect(frame);
        return code?.rawValue ?? null;
      } finally {
        frame.close();
      }
    },
    close() {},
  };
}
