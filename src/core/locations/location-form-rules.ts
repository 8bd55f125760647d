import { z } from 'zod';
import { capitalise } from '#core/common/text.ts';
import {
  descriptionSchema,
  LOCATION_STATUSES,
  type LocationDetail,
  locationFormSchema,
  locationNameSchema,
  locationStatusSchema,
  locationTypeIdSchema,
  parentIdSchema,
  parseNameLines,
} from './location.schema.ts';
import { isSlipType } from './parent-candidates.ts';

/** The screen rules of the add and edit location forms (spec 000 sections 2 and 5). */

export const HAS_OCCUPANCY_TEXT =
  'Does this location need a checklist of which sub-locations are occupied each day?';

/** The select value standing for no parent. */
export const NO_PARENT = 'none';

/** Status options of the form: value and the label the spec shows (Active, Occupied, Maintenance). */
export const STATUS_OPTIONS = LOCATION_STATUSES.map((value) => ({ value, label: capitalise(value) }));

/** The parent field is shown for slips, or when candidate parents exist. */
export function showParentField(typeName: string | null | undefined, candidateCount: number): boolean {
  return isSlipType(typeName) || candidateCount > 0;
}

/** The text after 'Parent Location'. */
export function parentFieldHint(typeName: string | null | undefined): string {
  return isSlipType(typeName) ? '(Required for slips)' : '(Optional)';
}

/** The values the form holds (strings for the inputs); the zod schema turns them into the wire body. */
export interface LocationFormFields {
  name: string;
  typeId: string;
  parentId: string;
  status: string;
  hasOccupancy: boolean;
  description: string;
}

export const emptyLocationForm = (): LocationFormFields => ({
  name: '',
  typeId: '',
  parentId: NO_PARENT,
  status: 'active',
  hasOccupancy: false,
  description: '',
});

/** The edit form starts from the location as it is. */
export function locationToForm(location: LocationDetail): LocationFormFields {
  return {
    name: location.name,
    typeId: location.typeId,
    parentId: location.parentId ?? NO_PARENT,
    status: location.status,
    hasOccupancy: location.hasOccupancy,
    description: location.description ?? '',
  };
}

export { locationFormSchema as editLocationFormSchema };

/** The add form: one name, or in bulk mode one name per line. */
export const addLocationFormSchema = z
  .object({
    bulk: z.boolean(),
    name: z.string(),
    names: z.string(),
    typeId: locationTypeIdSchema,
    parentId: parentIdSchema,
    status: locationStatusSchema,
    hasOccupancy: z.boolean().default(false),
    description: descriptionSchema,
  })
  .superRefine((form, ctx) => {
    if (form.bulk) {
      if (parseNameLines(form.names).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['names'], message: 'Location name is required' });
      }
      return;
    }
    const name = locationNameSchema.safeParse(form.name);
    if (!name.success) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0]!.message });
    }
  });
export type AddLocationFormInput = z.input<typeof addLocationFormSchema>;
export type AddLocationFormValues = z.output<typeof addLocationFormSchema>;

/** POST /api/locations body: `name` (one location) or `names` (bulk), plus the shared fields. */
export function toCreateBody(form: AddLocationFormValues, marinaId: string) {
  const shared = {
    marinaId,
    typeId: form.typeId,
    parentId: form.parentId,
    status: form.status,
    hasOccupancy: form.hasOccupancy,
    ...(form.description ? { description: form.description } : {}),
  };
  return form.bulk ? { ...shared, names: parseNameLines(form.names) } : { ...shared, name: form.name.trim() };
}

/** Appends generated names to the bulk text box, one per line. */
export function appendNames(current: string, generated: readonly string[]): string {
  const existing = current.replace(/\s+$/, '');
  const added = generated.join('\n');
  return existing ? `${existing}\n${added}` : added;
}
