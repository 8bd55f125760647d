import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The files the meter reading suggestions need (ADR 0038), served by the app itself: tesseract.js's
 * worker script, the SIMD LSTM-only core (its JavaScript and its .wasm, which the core looks for
 * beside the worker script) and the English LSTM model from `@tesseract.js-data/eng`.
 */
export const OCR_FILES = [
  require.resolve('tesseract.js/dist/worker.min.js'),
  require.resolve('tesseract.js-core/tesseract-core-simd-lstm.js'),
  require.resolve('tesseract.js-core/tesseract-core-simd-lstm.wasm'),
  require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'),
];

function contents(file: string): Buffer {
  const bytes = readFileSync(file);
  // The worker's source map is not shipped: drop the comment that would ask for it.
  return file.endsWith('.js')
    ? Buffer.from(bytes.toString('utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'))
    : bytes;
}

/** `assets/ocr-<hash>/`: one folder, named by what is in it, so its files are cached for good. */
export function ocrAssetDir(): string {
  const hash = createHash('sha256');
  for (const file of OCR_FILES) hash.update(basename(file)).update(contents(file));
  return `assets/ocr-${hash.digest('hex').slice(0, 10)}/`;
}

/**
 * Emits the OCR files into one hashed folder of the build (served like every asset: precompressed,
 * cached for a year) and tells the app where with the constant `__OCR_ASSETS__` ('/assets/ocr-…/').
 * The dev server answers the same paths from node_modules.
 */
export function ocrAssets(): Plugin {
  const dir = ocrAssetDir();
  return {
    name: 'dockwatch:ocr-assets',
    config: () => ({ define: { __OCR_ASSETS__: JSON.stringify(`/${dir}`) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const file = path.startsWith(`/${dir}`) && OCR_FILES.find((f) => `/${dir}${basename(f)}` === path);
        if (!file) return next();
        const type = file.endsWith('.wasm')
          ? 'application/wasm'
          : file.endsWith('.js')
            ? 'text/javascript'
            : 'application/gzip';
        response.setHeader('Content-Type', type);
        response.end(contents(file));
      });
    },
    generateBundle() {
      for (const file of OCR_FILES) {
        this.emitFile({ type: 'asset', fileName: `${dir}${basename(file)}`, source: contents(file) });
      }
    },
  };
}
