import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type PSM } from 'tesseract.js';
import { OCR_PARAMETERS, type OcrWord, ocrWords } from '#core/meters/reading-suggestion.ts';

const require = createRequire(import.meta.url);

/** The model the app serves (scripts/vite/ocr-assets.ts), from the same package. */
export const LANG_PATH = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
export const TESSERACT_VERSION: string = require('tesseract.js/package.json').version;

/**
 * tesseract.js in Node with the app's settings (OCR_PARAMETERS, LSTM only, the same model): what
 * the bench and the tests read generated meter photos with. One worker, reused.
 */
export async function startNodeOcr(pageSegmentationMode: string = OCR_PARAMETERS.tessedit_pageseg_mode) {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none' });
  await worker.setParameters({ ...OCR_PARAMETERS, tessedit_pageseg_mode: pageSegmentationMode as PSM });
  return {
    async read(image: Buffer): Promise<OcrWord[]> {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      return ocrWords(data);
    },
    terminate: () => worker.terminate(),
  };
}
