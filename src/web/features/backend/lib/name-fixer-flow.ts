import type { NAME_FIXER_MESSAGES } from '#core/backend/backend-messages.ts';
import { type NamedLocation, type NamePreviewEntry, prefillReplacement } from '#core/backend/name-pattern.ts';

/**
 * The name fixer's flow (spec 001 sections 4 and 5): choose client and marina, search, preview,
 * commit. A new search clears any preview; a commit clears results and both patterns. Results
 * belong to one marina and one search pattern, so choosing another marina clears them too.
 */
export interface NameFixerState {
  clientId: string;
  marinaId: string;
  searchPattern: string;
  replacementPattern: string;
  /** The last search: the pattern it used and what it found; null before a search. */
  results: { pattern: string; locations: NamedLocation[] } | null;
  preview: NamePreviewEntry[] | null;
}

export type NameFixerAction =
  | { type: 'client'; clientId: string }
  | { type: 'marina'; marinaId: string }
  | { type: 'searchPattern'; value: string }
  | { type: 'replacementPattern'; value: string }
  | { type: 'searched'; pattern: string; locations: NamedLocation[] }
  | { type: 'previewed'; entries: NamePreviewEntry[] }
  | { type: 'committed' };

export const initialNameFixerState: NameFixerState = {
  clientId: '',
  marinaId: '',
  searchPattern: '',
  replacementPattern: '',
  results: null,
  preview: null,
};

export function nameFixerReducer(state: NameFixerState, action: NameFixerAction): NameFixerState {
  switch (action.type) {
    case 'client':
      if (action.clientId === state.clientId) return state;
      return { ...state, clientId: action.clientId, marinaId: '', results: null, preview: null };
    case 'marina':
      if (action.marinaId === state.marinaId) return state;
      return { ...state, marinaId: action.marinaId, results: null, preview: null };
    case 'searchPattern':
      return { ...state, searchPattern: action.value };
    case 'replacementPattern':
      return { ...state, replacementPattern: action.value };
    case 'searched':
      return {
        ...state,
        results: { pattern: action.pattern, locations: action.locations },
        preview: null,
        replacementPattern:
          state.replacementPattern === '' ? prefillReplacement(action.pattern) : state.replacementPattern,
      };
    case 'previewed':
      return { ...state, preview: action.entries };
    case 'committed':
      return { ...state, searchPattern: '', replacementPattern: '', results: null, preview: null };
  }
}

/**
 * Why a step cannot run yet: a key of NAME_FIXER_MESSAGES (its English text), which the web
 * shows through the message catalogue.
 */
export type NameFixerProblem = keyof Pick<
  typeof NAME_FIXER_MESSAGES,
  'selectClientAndMarina' | 'enterSearch' | 'searchFirst' | 'enterReplacement'
>;

/** Why Search Locations cannot run yet, or null. */
export function searchProblem(state: NameFixerState): NameFixerProblem | null {
  if (!state.clientId || !state.marinaId) return 'selectClientAndMarina';
  if (state.searchPattern === '') return 'enterSearch';
  return null;
}

/** Why Preview Replacements cannot run yet, or null. */
export function previewProblem(state: NameFixerState): NameFixerProblem | null {
  if (!state.clientId || !state.marinaId) return 'selectClientAndMarina';
  if (!state.results || state.results.locations.length === 0) return 'searchFirst';
  if (state.replacementPattern.trim() === '') return 'enterReplacement';
  return null;
}

export interface CommitPlan {
  /** What Commit Changes sends: the entries whose name really changes. */
  updates: { guid: string; newName: string }[];
  /** Entries whose new name equals the old one (nothing to do). */
  unchanged: number;
  /** Original names whose new name would be blank (the server refuses those). */
  blank: string[];
  /** New names given to more than one location of the preview. */
  duplicates: string[];
}

/** Splits a preview into the updates to send and what stops or needs no commit. */
export function commitPlan(preview: readonly NamePreviewEntry[]): CommitPlan {
  const plan: CommitPlan = { updates: [], unchanged: 0, blank: [], duplicates: [] };
  const seen = new Map<string, number>();
  for (const entry of preview) {
    const newName = entry.newName.trim();
    if (newName === '') plan.blank.push(entry.originalName);
    else if (newName === entry.originalName) plan.unchanged += 1;
    else plan.updates.push({ guid: entry.guid, newName });
    if (newName !== '') seen.set(newName, (seen.get(newName) ?? 0) + 1);
  }
  plan.duplicates = [...seen].filter(([, count]) => count > 1).map(([name]) => name);
  return plan;
}

/** A plan that can be committed: something changes and no new name is blank. */
export const canCommit = (plan: CommitPlan): boolean => plan.updates.length > 0 && plan.blank.length === 0;
