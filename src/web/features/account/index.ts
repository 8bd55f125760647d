/**
 * What other features may use from the account feature: the Change Password dialog, opened from
 * the dashboard's user menu.
 */
export { ChangePasswordDialog } from './components/change-password-dialog.tsx';
