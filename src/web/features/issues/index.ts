/** What other features use of issues: the Issues section of a location's screen (spec 001). */
export { IssuesSection } from './components/issues-section.tsx';
