import { afterEach, describe, expect, it } from 'vitest';
import { nativeQrDetector } from './qr-decoder.ts';

/** A stand-in for the browser's BarcodeDetector class with the formats it claims to read. */
function fakeDetectorClass(formats: string[] | Error) {
  return class {
    static getSupportedFormats() {
      return formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats);
    }
    constructor(readonly options: { formats: string[] }) {}
    detect() {
      return Promise.resolve([]);
    }
  };
}

const scope = globalThis as { BarcodeDetector?: unknown };
afterEach(() => {
  delete scope.BarcodeDetector;
});

describe('choosing the native BarcodeDetector', () => {
  it('takes none where the browser has no BarcodeDetector (then the ZXing worker reads)', async () => {
    expect(await nativeQrDetector()).toBeNull();
  });

  it('takes none when the browser detector does not read QR codes, or cannot say', async () => {
    scope.BarcodeDetector = fakeDetectorClass(['ean_13', 'code_128']);
    expect(await nativeQrDetector()).toBeNull();
    scope.BarcodeDetector = fakeDetectorClass(new Error('NotSupportedError'));
    expect(await nativeQrDetector()).toBeNull();
    scope.BarcodeDetector = fakeDetectorClass([]);
    expect(await nativeQrDetector()).toBeNull();
  });

  it('takes the browser detector, for QR codes only, when it reads them', async () => {
    scope.BarcodeDetector = fakeDetectorClass(['ean_13', 'qr_code']);
    const detector = await nativeQrDetector();
    expect(detector).not.toBeNull();
    expect((detector as unknown as { options: unknown }).options).toEqual({ formats: ['qr_code'] });
  });
});
