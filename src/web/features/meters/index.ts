export { ReadingFigure } from './components/reading-figure.tsx';
export { ReadingSuggestion } from './components/reading-suggestion.tsx';
export { useReadingSuggestion } from './hooks/use-reading-suggestion.ts';
