import type { z } from 'zod';

/**
 * Text that is one line: a name, a title, a label (issue 30 item 9). A line break in a tour's or a
 * location's name went into an alert e-mail's body as a line of its own, and could pose as ours
 * ("In Dockwatch: https://evil.example/login"). Single-line fields refuse every control character
 * (C0, DEL, C1: tab, CR and LF among them) and the Unicode line and paragraph separators; text that
 * may run over lines (descriptions, notes, comments) keeps CR, LF and tab and refuses the rest.
 */
export const SINGLE_LINE = 'must be one line, without control characters';
export const MULTI_LINE = 'must not contain control characters other than line breaks and tabs';

const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

export const isSingleLine = (value: string): boolean => !NOT_ONE_LINE.test(value);
export const isMultiLine = (value: string): boolean => !CONTROL_BUT_LINES.test(value);

/** The string schema, refusing anything but one line (after its own trim, if it trims). */
export const singleLine = <T extends z.ZodString>(schema: T): T => schema.refine(isSingleLine, SINGLE_LINE);

/** The string schema, refusing control characters but line breaks and tabs. */
export const multiLine = <T extends z.ZodString>(schema: T): T => schema.refine(isMultiLine, MULTI_LINE);

/**
 * Stored text as one line: each run of control characters or line separators (with the spaces
 * beside it) becomes one space. For text put where a line break would mean something, such as an
 * alert e-mail's body, whatever the text was stored under.
 */
export const asOneLine = (text: string): string => text.replace(/\s*[\p{Cc}\u2028\u2029]+\s*/gu, ' ');
