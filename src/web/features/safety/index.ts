/**
 * What other features use of lone-worker safety (one area: core/safety, server/modules/safety,
 * here): the safety settings' admin section (Marina Settings shows it).
 */
export { SafetySettingsSection } from './settings/safety-settings-section.ts';
