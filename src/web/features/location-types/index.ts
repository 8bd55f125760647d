/**
 * What other features use of location types (one area: core/location-types,
 * server/modules/location-types, here): the types' admin section (Marina Settings shows it).
 */
export { LocationTypesSettingsSection } from './settings/location-types-settings-section.ts';
