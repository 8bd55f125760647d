/**
 * The meter photo reader (ADR 0038), loaded only by the meter screens (a dynamic import): the
 * tesseract.js worker with every file served by this app from one hashed folder (the worker
 * script, the SIMD LSTM core and its .wasm, the English model), never a CDN. The service worker
 * keeps them once fetched (CacheFirst), so suggestions work offline after the first meter screen.
 */
import { createWorker, OEM, type PSM } from 'tesseract.js';
import { OCR_PARAMETERS, type OcrWord, ocrWords } from '#core/meters/reading-suggestion.ts';

/** '/assets/ocr-<hash>/', set by the build (scripts/vite/ocr-assets.ts). */
declare const __OCR_ASSETS__: string;

export interface OcrEngine {
  read(image: Blob | string): Promise<OcrWord[]>;
  terminate(): Promise<void>;
}

/** Every file the worker loads. */
const OCR_FILES = [
  'worker.min.js',
  'tesseract-core-simd-lstm.js',
  'tesseract-core-simd-lstm.wasm',
  'eng.traineddata.gz',
];

/**
 * Whether the engine can have every file it loads, without downloading any (the engine then
 * fetches each once; fetching them here as well downloaded each twice, issue 30 item 20): a file
 * the service worker keeps is there offline; any other must answer a HEAD now. A file that cannot
 * be had (no connection, nothing kept yet) is a quiet rejection here, and no suggestion, instead
 * of the engine aborting inside its worker with errors on the page.
 */
async function checkOcrFiles(base: string): Promise<void> {
  await Promise.all(
    OCR_FILES.map(async (file) => {
      const url = `${base}${file}`;
      if ('caches' in self && (await caches.match(url))) return;
      const response = await fetch(url, { method: 'HEAD' });
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
    }),
  );
}

export async function startOcrEngine(): Promise<OcrEngine> {
  const base = new URL(__OCR_ASSETS__, self.location.origin).href;
  await checkOcrFiles(base);
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    // A worker of this site's own script (not a blob: URL), so it runs under the app's CSP.
    workerPath: `${base}worker.min.js`,
    workerBlobURL: false,
    corePath: `${base}tesseract-core-simd-lstm.js`,
    langPath: base,
    // The service worker caches the model; tesseract's own IndexedDB copy would be a second one.
    cacheMethod: 'none',
  });
  await worker.setParameters({
    ...OCR_PARAMETERS,
    tessedit_pageseg_mode: OCR_PARAMETERS.tessedit_pageseg_mode as PSM,
  });
  return {
    async read(image) {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      return ocrWords(data);
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
