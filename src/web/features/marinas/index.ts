/**
 * What other features may use of marinas (one area: core/marinas, server/modules/marinas, here):
 * the entry of Marina Settings in the dashboard's user menu. The page composes the areas' admin
 * sections, each from its own feature's index, and keeps the marina's own: the meter units.
 */
export { MarinaSettingsMenuItem } from './components/marina-settings-menu-item.tsx';
