/**
 * npm run bench:ocr [-- --photos 6 --seed 1 --psm 11 --frames test-results/ocr-photos]
 *
 * Meter reading suggestions (ADR 0038) on generated meter photos (scripts/bench/meter-faces.ts):
 * odometer-style and LCD-style counters, clean, tilted, blurred, noisy, dim and small, read by
 * tesseract.js with the app's settings (OCR_PARAMETERS) and judged by the app's rule
 * (suggestReading), in this Node process. For each variant: how many photos got a suggestion
 * (coverage), how many suggestions were right (precision) and the time per photo; then the same
 * over every photo for a range of confidence thresholds, with and without a previous reading, and
 * the photos with nothing to read (noise, an empty window), which must get no suggestion.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fromThousandths, toThousandths } from '#core/meters/consumption.ts';
import {
  MIN_WORD_CONFIDENCE,
  OCR_PARAMETERS,
  type OcrWord,
  type SuggestionContext,
  suggestReading,
} from '#core/meters/reading-suggestion.ts';
import {
  drawMeterPhoto,
  drawNoisePhoto,
  type MeterStyle,
  PHOTO_HEIGHT,
  PHOTO_VARIANTS,
  PHOTO_WIDTH,
  random,
  randomReading,
} from './meter-faces.ts';
import { startNodeOcr, TESSERACT_VERSION } from './ocr-node.ts';
import { png } from './png.ts';
import { machine } from './report.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    photos: { type: 'string', default: '6' },
    seed: { type: 'string', default: '1' },
    psm: { type: 'string', default: OCR_PARAMETERS.tessedit_pageseg_mode },
    frames: { type: 'string' },
  },
});
const perVariant = Number(args.photos);
const seed = Number(args.seed);
const THRESHOLDS = [0, 50, 60, 70, 75, 80, 85, 90, 95];
const STYLES: MeterStyle[] = ['odometer', 'lcd'];

/** The meter as the screen would know it: a previous reading a little below, and its average use. */
function contextFor(reading: string, next: () => number): SuggestionContext {
  const value = toThousandths(reading)!;
  const use = (value * BigInt(5 + Math.floor(next() * 25))) / 1000n + 1n; // 0.5–3 % of the counter
  const average = (use * BigInt(60 + Math.floor(next() * 90))) / 100n;
  return { previous: fromThousandths(value - use), averageUse: fromThousandths(average) };
}

interface Case {
  style: MeterStyle;
  variant: string;
  reading: string;
  words: OcrWord[];
  ms: number;
  context: SuggestionContext;
}

function judge(cases: Case[], threshold: number, withPrevious: boolean) {
  let offered = 0;
  let right = 0;
  for (const c of cases) {
    const context = withPrevious ? c.context : { previous: null, averageUse: null };
    const suggestion = suggestReading(c.words, context, threshold);
    if (suggestion === null) continue;
    offered++;
    if (suggestion === c.reading) right++;
  }
  return { offered, right, all: cases.length };
}

const share = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(0)} %` : '–');

async function main() {
  console.log('Dockwatch meter reading suggestions (OCR) bench');
  console.log(machine());
  console.log(
    `Node ${process.version}, tesseract.js ${TESSERACT_VERSION}, ` +
      `eng 4.0.0_best_int, ${perVariant} photos per variant and style, seed ${seed}, ` +
      `${PHOTO_WIDTH}×${PHOTO_HEIGHT}, page segmentation mode ${args.psm}\n`,
  );
  const framesDir = args.frames ? resolve(args.frames) : null;
  if (framesDir) mkdirSync(framesDir, { recursive: true });

  const started = performance.now();
  const ocr = await startNodeOcr(args.psm);
  console.log(`engine ready in ${(performance.now() - started).toFixed(0)} ms`);
  const read = async (image: Buffer) => {
    const t = performance.now();
    const words = await ocr.read(image);
    return { words, ms: performance.now() - t };
  };

  const cases: Case[] = [];
  for (const style of STYLES) {
    for (const [v, variant] of PHOTO_VARIANTS.entries()) {
      const next = random(seed * 1000 + v * 10 + STYLES.indexOf(style));
      for (let i = 0; i < perVariant; i++) {
        const { reading, shown } = randomReading(style, next);
        const image = png(drawMeterPhoto(shown, style, variant, next));
        if (framesDir && i === 0)
          writeFileSync(join(framesDir, `${style}-${v}-${variant.name.replace(/[^\w]+/g, '-')}.png`), image);
        const { words, ms } = await read(image);
        cases.push({ style, variant: variant.name, reading, words, ms, context: contextFor(reading, next) });
      }
    }
  }
  // Nothing to read: noise, and a meter whose window shows nothing.
  const empty: OcrWord[][] = [];
  const next = random(seed * 7919);
  for (let i = 0; i < perVariant; i++) {
    empty.push((await read(png(drawNoisePhoto(next)))).words);
    for (const style of STYLES)
      empty.push((await read(png(drawMeterPhoto(null, style, PHOTO_VARIANTS[5]!, next)))).words);
  }
  await ocr.terminate();

  const rows = [
    `| style | variant | offered (coverage) | right of offered (precision) | median ms | p95 ms |`,
    '|---|---|---:|---:|---:|---:|',
  ];
  for (const style of STYLES) {
    for (const variant of PHOTO_VARIANTS) {
      const group = cases.filter((c) => c.style === style && c.variant === variant.name);
      const { offered, right, all } = judge(group, MIN_WORD_CONFIDENCE, true);
      const times = group.map((c) => c.ms).sort((a, b) => a - b);
      rows.push(
        `| ${style} | ${variant.name} | ${offered}/${all} | ${right}/${offered} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} |`,
      );
    }
  }
  console.log(`\nWith a previous reading, threshold ${MIN_WORD_CONFIDENCE} (the app's):\n${rows.join('\n')}`);

  const sweep = [
    '| threshold | previous known: coverage | precision | no previous: coverage | precision | wrong suggestions (known / none) |',
    '|---:|---:|---:|---:|---:|---:|',
  ];
  for (const threshold of THRESHOLDS) {
    const known = judge(cases, threshold, true);
    const none = judge(cases, threshold, false);
    sweep.push(
      `| ${threshold}${threshold === MIN_WORD_CONFIDENCE ? ' (app)' : ''} | ${known.offered}/${known.all} (${share(known.offered, known.all)}) | ${known.right}/${known.offered} (${share(known.right, known.offered)}) | ${none.offered}/${none.all} (${share(none.offered, none.all)}) | ${none.right}/${none.offered} (${share(none.right, none.offered)}) | ${known.offered - known.right} / ${none.offered - none.right} |`,
    );
  }
  console.log(`\nAll ${cases.length} photos:\n${sweep.join('\n')}`);

  const emptyOffered = empty.filter(
    (words) => suggestReading(words, { previous: '10', averageUse: null }) !== null,
  ).length;
  console.log(
    `\nPhotos with nothing to read (noise, empty window): ${emptyOffered}/${empty.length} got a suggestion`,
  );
  const times = cases.map((c) => c.ms).sort((a, b) => a - b);
  console.log(
    `Recognition per photo: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
  if (framesDir) console.log(`\nphotos: ${framesDir}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
