/** What other features may use from notifications: the header's bell and the user menu's switches. */
export { EmailAlertsMenuItem } from './components/email-alerts-menu-item.tsx';
export { NotificationBell } from './components/notification-bell.tsx';
export { PhoneAlertsMenuItem } from './components/phone-alerts-menu-item.tsx';
