import { z } from 'zod';
import { multiLine, singleLine } from '#core/common/single-line.ts';
import { isoDateTimeSchema } from '#core/common/wire.schema.ts';

/** Locations and location types on the wire, and the location form rules of spec 000 section 5. */
export const LOCATION_STATUSES = ['active', 'occupied', 'maintenance'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
export const LOCATION_NAME_MAX = 200;
export const LOCATION_DESCRIPTION_MAX = 2000;
export const BULK_NAMES_MAX = 500;

const tooLong = (max: number) => `must be at most ${max} characters`;

export const locationNameSchema = singleLine(
  z
    .string({ error: 'Location name is required' })
    .trim()
    .min(1, 'Location name is required')
    .max(LOCATION_NAME_MAX, tooLong(LOCATION_NAME_MAX)),
);

export const locationTypeIdSchema = z
  .string({ error: 'Location type is required' })
  .trim()
  .min(1, 'Location type is required')
  .pipe(z.uuid('must be a location type guid'));

/** 'none', blank, null or absent: no parent. */
export const parentIdSchema = z
  .string()
  .nullish()
  .transform((v) => {
    const value = v?.trim() ?? '';
    return value === '' || value.toLowerCase() === 'none' ? null : value;
  })
  .pipe(z.uuid('must be a location guid').nullable());

export const locationStatusSchema = z.enum(LOCATION_STATUSES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Status is required'
      : 'must be active, occupied or maintenance',
});

/** Trimmed; blank becomes absent. */
export const descriptionSchema = multiLine(
  z.string().trim().max(LOCATION_DESCRIPTION_MAX, tooLong(LOCATION_DESCRIPTION_MAX)),
)
  .nullish()
  .transform((v) => v || undefined);

/** The add/edit location form (web) and the fields PUT /api/locations/{guid} takes. */
export const locationFormSchema = z.object({
  name: locationNameSchema,
  typeId: locationTypeIdSchema,
  parentId: parentIdSchema,
  status: locationStatusSchema,
  hasOccupancy: z.boolean().default(false),
  description: descriptionSchema,
});
export type LocationFormInput = z.input<typeof locationFormSchema>;
export type LocationFormValues = z.output<typeof locationFormSchema>;

/** Bulk mode's text box: one name per line, trimmed, blank lines dropped. */
export const parseNameLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** POST /api/locations: `name` for one location, or `names` (bulk) for many. */
export const createLocationBodySchema = locationFormSchema
  .extend({
    marinaId: z.uuid(),
    guid: z.uuid().optional(),
    name: locationNameSchema.optional(),
    names: z
      .array(singleLine(z.string().trim().max(LOCATION_NAME_MAX, tooLong(LOCATION_NAME_MAX))))
      .max(BULK_NAMES_MAX, `must hold at most ${BULK_NAMES_MAX} names`)
      .transform((names) => names.filter(Boolean))
      .optional(),
    status: locationStatusSchema.default('active'),
  })
  .superRefine((body, ctx) => {
    if (body.name !== undefined && body.names !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['names'], message: 'send either name or names, not both' });
    } else if (body.name === undefined && !body.names?.length) {
      ctx.addIssue({
        code: 'custom',
        path: [body.names ? 'names' : 'name'],
        message: 'Location name is required',
      });
    } else if (body.names && body.guid) {
      ctx.addIssue({ code: 'custom', path: ['guid'], message: 'only allowed with a single name' });
    }
  });
export type CreateLocationBody = z.output<typeof createLocationBodySchema>;
export type CreateLocationRequest = z.input<typeof createLocationBodySchema>;

/** PUT /api/locations/{guid}: the form fields plus clientId and marinaId (both checked, never trusted). */
export const updateLocationBodySchema = locationFormSchema.extend({
  clientId: z.uuid().optional(),
  marinaId: z.uuid().optional(),
});
export type UpdateLocationBody = z.output<typeof updateLocationBodySchema>;
export type UpdateLocationRequest = z.input<typeof updateLocationBodySchema>;

/** The list's opt-in second shape (decision 0045); the default answer is the full one. */
export const LOCATION_LIST_VIEWS = ['compact'] as const;

export const listLocationsQuerySchema = z.object({
  marinaId: z.uuid(),
  /** 'all' or absent: every type; otherwise a type guid or a type name. */
  type: z.string().trim().max(LOCATION_NAME_MAX).optional(),
  /** Only the children of this location. */
  parentId: z.uuid().optional(),
  /** 'compact': the short wire shape the web app reads (decision 0045); absent: the full list. */
  view: z
    .enum(LOCATION_LIST_VIEWS, { error: 'must be compact (or absent, for the full list)' })
    .optional()
    .describe('compact: the same list in the short shape (types once, one-letter keys, epoch milliseconds)'),
});
export type ListLocationsQuery = z.input<typeof listLocationsQuerySchema>;
export const optionalMarinaQuerySchema = z.object({ marinaId: z.uuid().optional() });
export type OptionalMarinaQuery = z.input<typeof optionalMarinaQuerySchema>;

export const locationSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  typeId: z.uuid(),
  typeName: z.string(),
  parentId: z.uuid().nullable(),
  description: z.string().nullable(),
  status: z.enum(LOCATION_STATUSES),
  hasOccupancy: z.boolean(),
  marinaId: z.uuid(),
  createdAt: isoDateTimeSchema,
});
export type Location = z.infer<typeof locationSchema>;

export const locationListItemSchema = locationSchema.extend({
  lastActivityAt: isoDateTimeSchema.nullable(),
  /** Newest patrol_check, meter_read or checklist activity: the tile is stale 12 h after it. */
  lastPatrolAt: isoDateTimeSchema.nullable(),
});
export type LocationListItem = z.infer<typeof locationListItemSchema>;

const epochMs = z.number().int().nonnegative();
const listIndex = z.number().int().nonnegative();

/**
 * One location of `view=compact` (decision 0045): the list item's fields under one-letter keys,
 * times as epoch milliseconds, a field at its usual value left out. Expanded back into a
 * `LocationListItem` by `expandLocationList` (compact-location-list.ts).
 */
export const compactLocationSchema = z.object({
  g: z.uuid().describe('guid'),
  n: z.string().describe('name'),
  t: listIndex.describe("the location's type: its index in `types`"),
  p: z
    .union([listIndex, z.uuid()])
    .optional()
    .describe(
      'the parent: its index in `locations`, or its guid when this (filtered) list does not hold it; absent: none',
    ),
  s: z.enum(LOCATION_STATUSES).optional().describe("status; absent: 'active'"),
  o: z.literal(true).optional().describe('hasOccupancy; absent: false'),
  d: z.string().optional().describe('description; absent: none'),
  c: epochMs.describe('createdAt, epoch milliseconds'),
  a: epochMs.optional().describe('lastActivityAt, epoch milliseconds; absent: none'),
  l: epochMs.optional().describe('lastPatrolAt, epoch milliseconds; absent: none'),
});
export type CompactLocation = z.infer<typeof compactLocationSchema>;

/** GET /api/locations?view=compact: the same list in about a third of the bytes (decision 0045). */
export const compactLocationListSchema = z.object({
  marinaId: z.uuid(),
  /** The types the listed locations have, each sent once. */
  types: z.array(z.object({ guid: z.uuid(), name: z.string() })),
  locations: z.array(compactLocationSchema),
});
export type CompactLocationList = z.infer<typeof compactLocationListSchema>;

export const locationRefSchema = z.object({ guid: z.uuid(), name: z.string() });
export type LocationRef = z.infer<typeof locationRefSchema>;

export const childLocationSchema = locationRefSchema.extend({
  typeName: z.string(),
  status: z.enum(LOCATION_STATUSES),
  hasOccupancy: z.boolean(),
});

/** GET /api/locations/{guid} and GET /api/check-in/{guid}. */
export const locationDetailSchema = locationSchema.extend({
  parent: locationRefSchema.nullable(),
  children: z.array(childLocationSchema),
  descendantCount: z.number().int(),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;

export const bulkCreateResultSchema = z.object({
  results: z.object({
    created: z.array(locationSchema),
    failed: z.array(z.object({ name: z.string(), reason: z.string() })),
  }),
});
export type BulkCreateResult = z.infer<typeof bulkCreateResultSchema>;

export const deleteLocationResultSchema = z.object({
  deletedCount: z.number().int(),
  childCount: z.number().int(),
});
export type DeleteLocationResult = z.infer<typeof deleteLocationResultSchema>;

export const locationTypeSchema = z.object({ guid: z.uuid(), name: z.string() });
export type LocationType = z.infer<typeof locationTypeSchema>;

/** The '+ Create New Type' dialog. */
export const locationTypeFormSchema = z.object({
  name: singleLine(
    z
      .string({ error: 'Location type name is required' })
      .trim()
      .min(1, 'Location type name is required')
      .max(LOCATION_NAME_MAX, tooLong(LOCATION_NAME_MAX)),
  ),
});
export const createLocationTypeBodySchema = locationTypeFormSchema.extend({
  marinaId: z.uuid().optional(),
  guid: z.uuid().optional(),
});
export type CreateLocationTypeRequest = z.input<typeof createLocationTypeBodySchema>;
/** PUT /api/location-types/{guid}: the new name; a named marina must be one of the user's. */
export const renameLocationTypeBodySchema = locationTypeFormSchema.extend({ marinaId: z.uuid().optional() });
export type RenameLocationTypeRequest = z.input<typeof renameLocationTypeBodySchema>;
