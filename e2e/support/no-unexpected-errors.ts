import { afterEach } from 'vitest';
import { takeUnexpectedErrors } from './page-watch.ts';

/** Each browser test fails on page errors, console errors and failed requests it did not expect. */
afterEach(async () => {
  const errors = await takeUnexpectedErrors();
  if (errors.length > 0) {
    throw new Error(`unexpected errors in the browser:\n${errors.join('\n')}`);
  }
});
