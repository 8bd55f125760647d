import { oneOf } from '#core/common/one-of.ts';

/**
 * Night mode (ADR 0020): 'system' follows prefers-color-scheme; 'light' and 'dark' are the
 * user's choice on this device, kept in local storage and applied as data-theme on <html>.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'dockwatch-theme';

export function storedTheme(): Theme {
  try {
    return oneOf(THEMES, window.localStorage.getItem(THEME_STORAGE_KEY)) ?? 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

export function saveTheme(theme: Theme): void {
  try {
    if (theme === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  applyTheme(theme);
}

/** At start, before the first render. */
export const applyStoredTheme = (): void => applyTheme(storedTheme());
