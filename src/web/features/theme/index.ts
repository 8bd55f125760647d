export { ThemeMenuItems } from './components/theme-menu-items.tsx';
export { applyStoredTheme } from './lib/theme.ts';
