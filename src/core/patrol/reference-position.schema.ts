import { z } from 'zod';

/** GET/PUT/DELETE /api/locations/{guid}/reference-position (ADR 0020). */
export const REFERENCE_SOURCES = ['admin', 'check-ins'] as const;

export const referencePositionSchema = z.object({
  reference: z
    .object({
      latitude: z.string(),
      longitude: z.string(),
      source: z.enum(REFERENCE_SOURCES),
      setAt: z.string().nullable(),
    })
    .nullable(),
});
export type ReferencePosition = z.infer<typeof referencePositionSchema>;

const coordinate = (limit: number, what: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,3}(\.\d{1,15})?$/),
      ],
      { error: `must be a ${what}` },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: `must be a ${what}` })
        .min(-limit, `must be between -${limit} and ${limit}`)
        .max(limit, `must be between -${limit} and ${limit}`),
    );

export const setReferenceBodySchema = z.object({
  latitude: coordinate(90, 'latitude'),
  longitude: coordinate(180, 'longitude'),
  marinaId: z.uuid().optional(),
});
export type SetReferenceBody = z.input<typeof setReferenceBodySchema>;
export type SetReferenceParsed = z.output<typeof setReferenceBodySchema>;
