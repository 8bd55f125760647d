import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { validationText } from '../lib/location-text.ts';

export type FieldErrors = Partial<Record<string, string>>;

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= validationText(issue);
  }
  return errors;
}

/**
 * Form state checked with the zod schema the server uses (src/core). Errors show after the first
 * submit attempt and then follow every change.
 */
export function useZodForm<V extends object, O>(schema: z.ZodType<O>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!submitted) return;
    const result = schema.safeParse(values);
    setErrors(result.success ? {} : errorsOf(result.error));
  }, [schema, values, submitted]);

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  /** The parsed values, or null with the errors shown. */
  const validate = useCallback((): O | null => {
    setSubmitted(true);
    const result = schema.safeParse(values);
    setErrors(result.success ? {} : errorsOf(result.error));
    return result.success ? result.data : null;
  }, [schema, values]);

  return { values, set, setValues, errors, validate };
}
