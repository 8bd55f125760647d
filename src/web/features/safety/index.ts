/**
 * What other features use of lone-worker safety (one area: core/safety, server/modules/safety,
 * here): the safety settings' admin section (Marina Settings shows it) and the SOS button the
 * frame shows on every signed-in screen.
 */

export { AlarmWatcher } from './alarm/alarm-watcher.tsx';
export { SafetySettingsSection } from './settings/safety-settings-section.ts';
export { SosButton } from './sos/sos-button.tsx';
