/**
 * What other features may use from the account feature: the Change Password dialog, opened from
 * the dashboard's user menu, and the start of its form's download.
 */
export { ChangePasswordDialog, preloadChangePassword } from './components/change-password-dialog.tsx';
