/**
 * npm run bench:qr [-- --labels 12 --seed 1 --frames test-results/qr-frames]
 *
 * QR decoding on generated camera frames of Dockwatch labels (scripts/bench/qr-labels.ts):
 * the `barcode-detector` polyfill (ZXing-C++ WebAssembly, the decoder the scanner runs in its
 * worker where the browser has no BarcodeDetector) and jsQR (the scanner's decoder before
 * ADR 0033), side by side on the same frames, in this Node process (V8, the engine of Chrome).
 * For each variant: the share of frames decoded to the right text and the median and p95 time per
 * frame. --frames writes each variant's first frame as a PNG, to look at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { png } from './png.ts';
import { drawFrame, type Frame, labelTexts, random, VARIANTS } from './qr-labels.ts';
import { machine } from './report.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    labels: { type: 'string', default: '12' },
    seed: { type: 'string', default: '1' },
    frames: { type: 'string' },
  },
});
const perVariant = Number(args.labels);
const seed = Number(args.seed);

// The polyfill checks its input with `instanceof ImageData` and answers DOMRectReadOnly boxes:
// browser classes Node does not have. These stand-ins carry what it reads.
const g = globalThis as Record<string, unknown>;
g.ImageData ??= class ImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
  get [Symbol.toStringTag]() {
    return 'ImageData';
  }
};
g.DOMRectReadOnly ??= class DOMRectReadOnly {
  constructor(
    readonly x: number,
    readonly y: number,
    readonly width: number,
    readonly height: number,
  ) {}
};

const require = createRequire(import.meta.url);
const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } = await import('barcode-detector/ponyfill');
const { default: jsQR } = await import('jsqr');
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
  fireImmediately: true,
});
const detector = new BarcodeDetector({ formats: ['qr_code'] });

type Decode = (frame: Frame) => Promise<string | null> | string | null;

const decoders: { name: string; decode: Decode }[] = [
  {
    name: `ZXing wasm ${ZXING_WASM_VERSION} (barcode-detector polyfill)`,
    decode: async (frame) => {
      const image = new (g.ImageData as new (d: Uint8ClampedArray, w: number, h: number) => ImageData)(
        frame.data,
        frame.width,
        frame.height,
      );
      const [code] = await detector.detect(image);
      return code?.rawValue ?? null;
    },
  },
  {
    name: 'jsQR 1.4.0 (inversionAttempts attemptBoth, as the scanner ran it)',
    decode: (frame) =>
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null,
  },
];

interface Result {
  decoded: number;
  frames: number;
  times: number[];
}

async function main() {
  console.log('Dockwatch QR decoding bench');
  console.log(machine());
  console.log(`Node ${process.version}, ${perVariant} labels per variant, seed ${seed}, 1280×720 frames\n`);
  const texts = labelTexts(perVariant, seed);
  const framesDir = args.frames ? resolve(args.frames) : null;
  if (framesDir) mkdirSync(framesDir, { recursive: true });

  // Warm-up: compile the wasm and let V8 optimise both decoders before anything is timed.
  const warm = drawFrame(texts[0]!, VARIANTS[0]!, random(seed));
  for (let i = 0; i < 5; i++) for (const d of decoders) await d.decode(warm);

  const results = new Map<string, Map<string, Result>>(decoders.map((d) => [d.name, new Map()]));
  for (const [v, variant] of VARIANTS.entries()) {
    const next = random(seed * 1000 + v);
    for (const [i, text] of texts.entries()) {
      const frame = drawFrame(text, variant, next);
      if (framesDir && i === 0) {
        writeFileSync(join(framesDir, `${v}-${variant.name.replace(/[^\w]+/g, '-')}.png`), png(frame));
      }
      for (const d of decoders) {
        const result = results.get(d.name)!.get(variant.name) ?? { decoded: 0, frames: 0, times: [] };
        results.get(d.name)!.set(variant.name, result);
        const started = performance.now();
        const decoded = await d.decode(frame);
        result.times.push(performance.now() - started);
        result.frames++;
        if (decoded === text) result.decoded++;
      }
    }
  }

  const header = [
    'variant',
    ...decoders.flatMap((_, i) => [`${'AB'[i]} decoded`, `${'AB'[i]} median ms`, `${'AB'[i]} p95 ms`]),
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i ? '---:' : '---')).join('|')}|`];
  const totals = decoders.map(() => ({ decoded: 0, frames: 0, times: [] as number[] }));
  for (const variant of VARIANTS) {
    const cells = [variant.name];
    decoders.forEach((d, i) => {
      const r = results.get(d.name)!.get(variant.name)!;
      const sorted = [...r.times].sort((a, b) => a - b);
      cells.push(
        `${r.decoded}/${r.frames}`,
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 95).toFixed(1),
      );
      totals[i]!.decoded += r.decoded;
      totals[i]!.frames += r.frames;
      totals[i]!.times.push(...r.times);
    });
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const all = ['**all**'];
  for (const t of totals) {
    const sorted = t.times.sort((a, b) => a - b);
    all.push(
      `**${t.decoded}/${t.frames} (${((100 * t.decoded) / t.frames).toFixed(0)} %)**`,
      `**${percentile(sorted, 50).toFixed(1)}**`,
      `**${percentile(sorted, 95).toFixed(1)}**`,
    );
  }
  lines.push(`| ${all.join(' | ')} |`);
  for (const [i, d] of decoders.entries()) console.log(`${'AB'[i]}: ${d.name}`);
  console.log(`\n${lines.join('\n')}`);
  if (framesDir) console.log(`\nframes: ${framesDir}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
