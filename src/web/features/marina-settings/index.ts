/** What other features may use from Marina Settings: its entry in the dashboard's user menu. */
export { MarinaSettingsMenuItem } from './components/marina-settings-menu-item.tsx';
