import { useCallback, useEffect, useMemo } from 'react';
import type { LocationListItem, LocationType } from '#core/locations/location.schema.ts';
import { NO_PARENT, showParentField } from '#core/locations/location-form-rules.ts';
import { parentCandidates } from '#core/locations/parent-candidates.ts';

interface ParentChoicesInput {
  locations: LocationListItem[] | undefined;
  types: LocationType[] | undefined;
  /** The form's type and parent (useZodForm); a parent the chosen type cannot have is set back to none. */
  form: {
    values: { typeId: string; parentId: string };
    set(key: 'parentId', value: string): void;
  };
  /** The location being edited (edit form). */
  guid?: string;
  /** Its parent when the form opened: kept as a choice so opening and saving never drops it. */
  originalParentId?: string | null;
  mode: 'add' | 'edit';
}

export type ParentChoices = ReturnType<typeof useParentChoices>;

/** The chosen type's name, the parent choices for it, and whether the parent field shows. */
export function useParentChoices(input: ParentChoicesInput) {
  const { locations, types, guid, originalParentId, mode } = input;
  const { typeId, parentId } = input.form.values;
  const { set } = input.form;
  const onParentReset = useCallback(() => set('parentId', NO_PARENT), [set]);
  const typeName = types?.find((t) => t.guid === typeId)?.name ?? null;
  const options = useMemo(() => {
    if (!typeId || !locations) return [];
    const candidates = parentCandidates(locations, { guid: guid ?? null, typeId, typeName }, mode);
    const original = originalParentId && locations.find((l) => l.guid === originalParentId);
    return original && !candidates.some((c) => c.guid === original.guid)
      ? [original, ...candidates]
      : candidates;
  }, [locations, typeId, typeName, guid, originalParentId, mode]);
  const showParent = typeId !== '' && showParentField(typeName, options.length);

  // A parent that the chosen type cannot have is dropped.
  useEffect(() => {
    if (!locations || parentId === NO_PARENT) return;
    if (!options.some((o) => o.guid === parentId)) onParentReset();
  }, [locations, options, parentId, onParentReset]);

  const parentName = options.find((o) => o.guid === parentId)?.name ?? null;
  return { typeName, options, showParent, parentName };
}
