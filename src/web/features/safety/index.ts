/**
 * What other features use of lone-worker safety (one area: core/safety, server/modules/safety,
 * here): the safety settings' admin section (Marina Settings shows it), and what the frame shows
 * on every signed-in screen: the SOS button, the admin's alarm and the guard's timed checks; and a
 * period's alerts for the reports that list them (the shift summary, the activity page).
 */

export { AlarmWatcher } from './alarm/alarm-watcher.tsx';
export { useAlertsInPeriod } from './alerts/api/alerts-in-period.ts';
export { AlertRows } from './alerts/components/alert-rows.tsx';
export { SafetyCheckPrompt } from './checks/lazy-safety-check-prompt.tsx';
export { SafetySettingsSection } from './settings/safety-settings-section.ts';
export { SosButton } from './sos/sos-button.tsx';
