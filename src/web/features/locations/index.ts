/**
 * What other features may use from the locations feature: the location view, which the check-in
 * screen embeds below its banner (spec 000 section 2).
 */
export { LocationView } from './components/location-view.tsx';
