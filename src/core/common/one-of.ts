/**
 * `value` typed as one of `options` when it is one of them, else undefined: for a string that
 * can only be one of a fixed list (a select's value, a stored choice) without asserting it is.
 */
export const oneOf = <const T>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);
