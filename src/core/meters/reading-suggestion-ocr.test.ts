/**
 * The reading suggestion end to end in Node: tesseract.js with the app's settings and model
 * (scripts/bench/ocr-node.ts) reads generated meter photos (scripts/bench/meter-faces.ts) and the
 * app's rule decides. One engine for the file: starting it takes seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawMeterPhoto, drawNoisePhoto, random } from '../../../scripts/bench/meter-faces.ts';
import { startNodeOcr } from '../../../scripts/bench/ocr-node.ts';
import { png } from '../../../scripts/bench/png.ts';
import { suggestReading } from './reading-suggestion.ts';

let ocr: Awaited<ReturnType<typeof startNodeOcr>>;
beforeAll(async () => {
  ocr = await startNodeOcr();
}, 60_000);
afterAll(() => ocr?.terminate());

const soft = { name: 'soft', digitHeight: 90, blur: 4 };

describe('meter photos read with the app settings (ADR 0038)', () => {
  it('suggests the reading of a clear odometer, its point placed after the previous reading', async () => {
    const words = await ocr.read(png(drawMeterPhoto('024318.6', 'odometer', soft, random(2))));
    expect(suggestReading(words, { previous: '24310', averageUse: null })).toBe('24318.6');
    // Without a previous reading the red tenths drum cannot be told from a digit: nothing.
    expect(suggestReading(words, { previous: null, averageUse: null })).toBeNull();
  });

  it('suggests nothing for a photo of noise or of an empty counter window', async () => {
    const next = random(1);
    for (const photo of [drawNoisePhoto(next), drawMeterPhoto(null, 'odometer', soft, next)]) {
      const words = await ocr.read(png(photo));
      expect(suggestReading(words, { previous: '10', averageUse: null })).toBeNull();
    }
  });
});
