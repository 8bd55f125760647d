/**
 * What other features use of site plans (one area: core/site-plans, server/modules/site-plans,
 * here): the Marina Settings section and the user menu's entry.
 */
export { PlanMenuItem } from './components/plan-menu-item.tsx';
export { SitePlansSettingsSection } from './settings/site-plans-settings-section.ts';
