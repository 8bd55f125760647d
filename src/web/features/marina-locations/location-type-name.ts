import { useTranslation } from 'react-i18next';
import { capitalise } from '#core/common/text.ts';
import { isBuiltInLocationType } from '#core/locations/location-types.ts';

/**
 * How a location type's name is shown (selects, Marina Settings, child lists, labels): a built-in
 * type (core: location-types.ts) in the user's language, any other as its user typed it,
 * capitalised. The stored name is unchanged: a rename field still edits what was typed.
 */
export function useLocationTypeName(): (name: string) => string {
  const { t } = useTranslation('locations');
  return (name) => (isBuiltInLocationType(name) ? t(`typeNames.${name}`) : capitalise(name));
}
