/**
 * The QR decoder where the browser has no BarcodeDetector (ADR 0033): the `barcode-detector`
 * polyfill (ZXing-C++ compiled to WebAssembly) in this worker, so decoding never blocks the page.
 * The .wasm is a file of this app's build (precached by the service worker, so it works offline),
 * never the polyfill's default CDN address.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmPath from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DecodeReply, DecodeRequest } from '../lib/qr-worker-protocol.ts';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? new URL(wasmPath, self.location.origin).href : prefix + path,
  },
});

const detector = new BarcodeDetector({ formats: ['qr_code'] });

function reply(message: DecodeReply): void {
  self.postMessage(message);
}

self.addEventListener('message', async (event: MessageEvent<DecodeRequest>) => {
  const { id, frame } = event.data;
  try {
    const codes = await detector.detect(frame);
    reply({ id, text: codes[0]?.rawValue ?? null });
  } catch (error) {
    reply({ id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  } finally {
    frame.close();
  }
});
