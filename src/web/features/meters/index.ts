export { ReadingFigure } from './components/reading-figure.tsx';
