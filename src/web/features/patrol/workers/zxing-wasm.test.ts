import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  BarcodeDetector,
  prepareZXingModule,
  ZXING_WASM_SHA256,
  ZXING_WASM_VERSION,
} from 'barcode-detector/ponyfill';
import { describe, expect, it } from 'vitest';
import { drawFrame, labelTexts, random, VARIANTS } from '../../../../../scripts/bench/qr-labels.ts';

const require = createRequire(import.meta.url);
const wasmFile = require.resolve('zxing-wasm/reader/zxing_reader.wasm');

describe('the ZXing wasm the scanner worker serves', () => {
  it('is the very build the barcode-detector polyfill was made for (version and SHA-256)', () => {
    const installed = JSON.parse(readFileSync(join(dirname(wasmFile), '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(ZXING_WASM_VERSION);
    expect(createHash('sha256').update(readFileSync(wasmFile)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });

  it('reads labels as the label sheet prints them: check-in and meter URLs, rotated and small', async () => {
    // The polyfill checks its input with instanceof ImageData, a browser class; Node has none.
    class NodeImageData {
      readonly colorSpace = 'srgb';
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    }
    const scope = globalThis as { ImageData?: unknown; DOMRectReadOnly?: unknown };
    scope.ImageData ??= NodeImageData;
    scope.DOMRectReadOnly ??= class {
      constructor(
        readonly x: number,
        readonly y: number,
        readonly width: number,
        readonly height: number,
      ) {}
    };
    await prepareZXingModule({
      overrides: { wasmBinary: readFileSync(wasmFile).buffer as ArrayBuffer },
      fireImmediately: true,
    });
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    const texts = labelTexts(3, 7);
    expect(texts[2]).toMatch(/\/record-meter\/[0-9a-f-]{36}\/(power|water)#AutoCamera$/);
    for (const name of ['clean, 360 px', 'rotated 45°', 'small, 90 px, rotated 15°']) {
      const variant = VARIANTS.find((v) => v.name === name)!;
      const next = random(11);
      for (const text of texts) {
        const frame = drawFrame(text, variant, next);
        const image = new (scope.ImageData as typeof NodeImageData)(frame.data, frame.width, frame.height);
        const codes = await detector.detect(image as unknown as ImageData);
        expect(
          codes.map((c) => c.rawValue),
          name,
        ).toEqual([text]);
      }
    }
  });
});
