/** What other features may use from the backend feature: its entry in the dashboard's user menu. */
export { BackendMenuItem } from './components/backend-menu-item.tsx';
