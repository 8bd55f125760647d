/**
 * What other features use of site plans (one area: core/site-plans, server/modules/site-plans,
 * here): the Marina Settings section, the user menu's entry and a tour drawn on the plan.
 */
export { PlanMenuItem } from './components/plan-menu-item.tsx';
export { TourPlan } from './components/tour-plan.tsx';
export { SitePlansSettingsSection } from './settings/site-plans-settings-section.ts';
