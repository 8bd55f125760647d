import type { OcrWord } from '#core/meters/reading-suggestion.ts';
import type { OcrEngine } from './ocr-engine.ts';

/** The engine is closed after this long without a photo to read (its worker holds ~100 MB). */
const IDLE_MS = 5 * 60_000;
/** A photo not read by then gets no suggestion. */
export const READ_TIMEOUT_MS = 30_000;

/**
 * WebAssembly SIMD, which the core the app serves needs (every phone browser since 2021–2023):
 * a module using one SIMD instruction validates (the probe of wasm-feature-detect).
 */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98,
  11,
]);

export function ocrSupported(): boolean {
  try {
    return (
      typeof Worker === 'function' && typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE)
    );
  } catch {
    return false;
  }
}

let engine: Promise<OcrEngine> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function closeLater(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const closing = engine;
    engine = null;
    void closing?.then((e) => e.terminate()).catch(() => {});
  }, IDLE_MS);
}

/** Starts the engine (download and set-up, seconds) ahead of the first photo. */
export function prepareOcr(): Promise<OcrEngine> {
  if (!engine) {
    engine = import('./ocr-engine.ts').then((m) => m.startOcrEngine());
    // A failed start (no network and nothing cached) is retried with the next photo.
    engine.catch(() => {
      engine = null;
    });
  }
  closeLater();
  return engine;
}

/** The words of a meter photo; rejects when the engine cannot start, fails or takes too long. */
export async function readMeterPhoto(image: Blob | string): Promise<OcrWord[]> {
  const running = await prepareOcr();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      running.read(image),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the meter photo took too long to read')), READ_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    closeLater();
  }
}
