import { z } from 'zod';
import { singleLine } from '#core/common/single-line.ts';
import { isoDateTimeSchema } from '#core/common/wire.schema.ts';

/** A site plan's bounds (issue 34, docs/security.md): far above a real marina's, below a flood's. */
export const PLAN_LIMITS = {
  plansPerMarina: 20,
  nameLength: 100,
  /** A marina's locations pinned on one plan. */
  pins: 2000,
  calibrationMin: 3,
  calibrationMax: 10,
  /** The plan image's sides, in pixels: a drawing scanned at 300 dpi on A0 is ~14000 × 10000. */
  imageSide: 16_000,
  /** The overlay's window: a month at most, as the other reports. */
  overlayDays: 31,
  /** Check-in fixes drawn on one overlay; past it the newest are drawn. */
  overlayFixes: 5000,
} as const;

const unitMessage = 'must be from 0 to 1 (a share of the image)';
const unit = z.number(unitMessage).min(0, unitMessage).max(1, unitMessage);

/** A location on the plan: x from the left, y from the top, in shares of the image's width and height. */
export const pinSchema = z.strictObject({ locationId: z.uuid(), x: unit, y: unit });
export type Pin = z.infer<typeof pinSchema>;

const coordinate = (max: number, message: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,3}(\.\d{1,15})?$/, message),
    ])
    .transform(Number)
    .pipe(z.number().min(-max, message).max(max, message));

/** A spot of the plan tied to where it is: tapped on the picture, its GPS from the phone or typed. */
export const calibrationPointSchema = z.strictObject({
  x: unit,
  y: unit,
  gpsLatitude: coordinate(90, 'must be a latitude between -90 and 90'),
  gpsLongitude: coordinate(180, 'must be a longitude between -180 and 180'),
});
export type CalibrationPointInput = z.input<typeof calibrationPointSchema>;

const planName = singleLine(z.string().trim().min(1, 'is required').max(PLAN_LIMITS.nameLength));

/** POST /api/marinas/:guid/plans: a name and an uploaded image (PNG or JPEG). */
export const createPlanBodySchema = z.strictObject({
  guid: z.uuid().optional(),
  name: planName,
  photoId: z.uuid({ error: 'must be the guid of an uploaded image' }).transform((v) => v.toLowerCase()),
});
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;

/** PUT /api/plans/:guid: any of the name, a new image, the pins (all of them, replacing). */
export const updatePlanBodySchema = z.strictObject({
  name: planName.optional(),
  photoId: z
    .uuid({ error: 'must be the guid of an uploaded image' })
    .transform((v) => v.toLowerCase())
    .optional(),
  pins: z
    .array(pinSchema)
    .max(PLAN_LIMITS.pins, `at most ${PLAN_LIMITS.pins} pins`)
    .refine(
      (pins) => new Set(pins.map((p) => p.locationId.toLowerCase())).size === pins.length,
      'pins a location twice',
    )
    .optional(),
});
export type UpdatePlanBody = z.input<typeof updatePlanBodySchema>;

/** PUT /api/plans/:guid/calibration: 3 to 10 points; fewer (none) clears the calibration. */
export const calibrationBodySchema = z.strictObject({
  points: z
    .array(calibrationPointSchema)
    .max(PLAN_LIMITS.calibrationMax, `at most ${PLAN_LIMITS.calibrationMax} points`),
});
export type CalibrationBody = z.input<typeof calibrationBodySchema>;

export const calibrationSchema = z.object({
  points: z.array(
    z.object({ x: z.number(), y: z.number(), gpsLatitude: z.number(), gpsLongitude: z.number() }),
  ),
  /** How far the worst point is from where the others put it, in metres: a typing slip shows here. */
  largestResidualMetres: z.number(),
  /** Each point's, in their order: the one to check is the largest. */
  residualsMetres: z.array(z.number()),
});

export const planSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  name: z.string(),
  photoId: z.uuid(),
  /** The image, loaded with the session as every photo (/img/…?plan=1: the phone keeps it offline). */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pins: z.array(z.object({ locationId: z.uuid(), x: z.number(), y: z.number() })),
  calibration: calibrationSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type SitePlan = z.infer<typeof planSchema>;

/** GET /api/plans/:guid/overlay: a period (tonight's 12 hours when not given), at most a month. */
export const overlayQuerySchema = z
  .object({ from: isoDateTimeSchema.optional(), to: isoDateTimeSchema.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
    else if (span > PLAN_LIMITS.overlayDays * 86_400_000)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${PLAN_LIMITS.overlayDays} days after from`,
      });
  });
export type OverlayQuery = z.input<typeof overlayQuerySchema>;

/** What happened at one pin in the period, and when it was last visited at all. */
export const pinOverlaySchema = z.object({
  locationId: z.uuid(),
  checkIns: z.number().int(),
  openIssues: z.number().int(),
  missedCheckpoints: z.number().int(),
  lastVisitAt: isoDateTimeSchema.nullable(),
});

/** A check-in's GPS fix on a calibrated plan, and how far it was from its location's pin. */
export const fixOverlaySchema = z.object({
  activityId: z.uuid(),
  locationId: z.uuid(),
  x: z.number(),
  y: z.number(),
  accuracyMeters: z.number().nullable(),
  distanceFromPinMeters: z.number(),
  /** Farther from the pin than the GPS flags allow (FAR_THRESHOLD_M). */
  far: z.boolean(),
});

export const overlaySchema = z.object({
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  pins: z.array(pinOverlaySchema),
  /** Empty without a calibration. */
  fixes: z.array(fixOverlaySchema),
  /** Whether more fixes happened than were drawn (PLAN_LIMITS.overlayFixes, the newest). */
  fixesTruncated: z.boolean(),
});
export type PlanOverlay = z.infer<typeof overlaySchema>;
