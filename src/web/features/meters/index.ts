export { ReadingFigure } from './components/reading-figure.tsx';
export { ReadingNotesField } from './components/reading-notes-field.tsx';
export { ReadingSuggestion } from './components/reading-suggestion.tsx';
export { useReadingSuggestion } from './hooks/use-reading-suggestion.ts';
export { meterBadgeText, meterTypeName, readingText } from './lib/meter-text.ts';
