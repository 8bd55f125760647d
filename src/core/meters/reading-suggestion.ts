import { unusualReading } from './consumption.ts';
import { READING_PATTERN } from './meter-constants.ts';
import { plainReading } from './reading-format.ts';

/**
 * Meter reading suggestions (ADR 0038): the settings tesseract reads a meter photo with, and the
 * rule that turns what it read into a suggestion, or into nothing when it is unsure. The app (in
 * its OCR worker) and the bench (scripts/bench/ocr-digits.ts) use these same values and rule.
 */
export const OCR_PARAMETERS = {
  // Digits and a decimal point only: a meter shows nothing else worth reading.
  tessedit_char_whitelist: '0123456789.',
  // Sparse text: the counter is one line of digits somewhere in a photo of the whole meter.
  tessedit_pageseg_mode: '11',
  // Tesseract's progress notes ('Estimating resolution as 1197') go nowhere, not to the console.
  debug_file: '/dev/null',
} as const;

/** A word tesseract found, with its confidence (0–100). */
export interface OcrWord {
  text: string;
  confidence: number;
}

/** What the screen knows of the meter: its newest reading and recent average use, if any. */
export interface SuggestionContext {
  previous: string | null;
  averageUse: string | null;
}

/** Below this word confidence nothing is offered (chosen on the bench: docs/performance.md). */
export const MIN_WORD_CONFIDENCE = 75;
/** A counter has at least this many digits; shorter words are screws, scratches and noise. */
export const MIN_DIGITS = 3;

/** The values `digits` can mean when the decimal point was not read: 0 to 3 decimals. */
function decimalPlacings(digits: string): string[] {
  const placings: string[] = [];
  for (let decimals = 0; decimals <= 3 && decimals < digits.length; decimals++) {
    const value = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
    const plain = plainReading(value);
    if (plain !== null && !placings.includes(plain)) placings.push(plain);
  }
  return placings;
}

/**
 * The suggestion for a photo, or null. Only the longest word of digits counts (the counter), and
 * only when it is read with at least MIN_WORD_CONFIDENCE, is the only word that long, and has
 * MIN_DIGITS digits and at most one point. Where the point was read the value is taken as read;
 * where it was not (an odometer's tenths are a red drum, not a dot), the previous reading decides
 * where it goes: the smallest placing that is not lower than the previous reading. No previous
 * reading and no point read: nothing. A value the save would warn about (lower than the previous
 * reading, or more than three times the average use) is never offered.
 */
export function suggestReading(
  words: readonly OcrWord[],
  context: SuggestionContext,
  minConfidence = MIN_WORD_CONFIDENCE,
): string | null {
  const counters = words
    .map((w) => ({ text: w.text.trim(), confidence: w.confidence }))
    .filter((w) => /^[\d.]+$/.test(w.text) && (w.text.match(/\./g) ?? []).length <= 1)
    .map((w) => ({ ...w, digits: w.text.replace('.', '') }))
    .filter((w) => w.digits.length >= MIN_DIGITS && !w.text.startsWith('.') && !w.text.endsWith('.'));
  if (counters.length === 0) return null;
  const longest = Math.max(...counters.map((w) => w.digits.length));
  const candidates = counters.filter((w) => w.digits.length === longest);
  if (candidates.length !== 1) return null;
  const [word] = candidates;
  if (!word || word.confidence < minConfidence) return null;

  const accept = (value: string | null): string | null => {
    if (value === null || !READING_PATTERN.test(value)) return null;
    return unusualReading(value, context.previous, context.averageUse) ? null : value;
  };
  if (word.text.includes('.')) return accept(plainReading(word.text));
  if (context.previous === null || plainReading(context.previous) === null) return null;
  for (const value of decimalPlacings(word.digits).reverse()) {
    // Smallest first: the placing with the most decimals that still reaches the previous reading.
    const accepted = accept(value);
    if (accepted !== null) return accepted;
  }
  return null;
}

/** The shape of tesseract's answer that the rule reads (recognize with the `blocks` output). */
export interface OcrPage {
  blocks: { paragraphs: { lines: { words: OcrWord[] }[] }[] }[] | null;
}

/** Every word of a recognized page, in reading order. */
export function ocrWords(page: OcrPage): OcrWord[] {
  return (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
}
