/** What other features use of checklists: the templates' admin section (Marina Settings shows it). */
export { ChecklistsSettingsSection } from './settings/checklists-settings-section.ts';
