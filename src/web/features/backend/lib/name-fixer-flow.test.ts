import { describe, expect, it } from 'vitest';
import { NAME_FIXER_MESSAGES } from '#core/backend/backend-messages.ts';
import {
  canCommit,
  commitPlan,
  initialNameFixerState,
  type NameFixerProblem,
  type NameFixerState,
  nameFixerReducer,
  previewProblem,
  searchProblem,
} from './name-fixer-flow.ts';

const found = [
  { guid: 'g1', name: 'Dock A-1' },
  { guid: 'g2', name: 'Dock A-2' },
];
const chosen: NameFixerState = { ...initialNameFixerState, clientId: 'c1', marinaId: 'm1' };

describe('nameFixerReducer', () => {
  it('prefills an empty replacement from the searched pattern, wildcards as ^', () => {
    const state = nameFixerReducer(
      { ...chosen, searchPattern: 'Dock A-#' },
      { type: 'searched', pattern: 'Dock A-#', locations: found },
    );
    expect(state.replacementPattern).toBe('Dock A-^');
    expect(state.results).toEqual({ pattern: 'Dock A-#', locations: found });
  });

  it('keeps a replacement that was typed', () => {
    const state = nameFixerReducer(
      { ...chosen, replacementPattern: 'A^' },
      { type: 'searched', pattern: 'Dock A-#', locations: found },
    );
    expect(state.replacementPattern).toBe('A^');
  });

  it('clears the preview on a new search', () => {
    const previewed: NameFixerState = {
      ...chosen,
      results: { pattern: 'Dock A-#', locations: found },
      preview: [{ guid: 'g1', originalName: 'Dock A-1', newName: 'A1' }],
    };
    const state = nameFixerReducer(previewed, { type: 'searched', pattern: 'Dock *', locations: [] });
    expect(state.preview).toBeNull();
    expect(state.results?.pattern).toBe('Dock *');
  });

  it('clears results and both patterns after a commit, keeping the marina', () => {
    const state = nameFixerReducer(
      {
        ...chosen,
        searchPattern: 'Dock A-#',
        replacementPattern: 'A^',
        results: { pattern: 'Dock A-#', locations: found },
        preview: [],
      },
      { type: 'committed' },
    );
    expect(state).toEqual({ ...chosen });
  });

  it('clears the marina, results and preview when the client changes, and results when the marina does', () => {
    const withResults: NameFixerState = {
      ...chosen,
      results: { pattern: '*', locations: found },
      preview: [],
      searchPattern: '*',
    };
    expect(nameFixerReducer(withResults, { type: 'client', clientId: 'c2' })).toEqual({
      ...withResults,
      clientId: 'c2',
      marinaId: '',
      results: null,
      preview: null,
    });
    expect(nameFixerReducer(withResults, { type: 'client', clientId: 'c1' })).toBe(withResults);
    expect(nameFixerReducer(withResults, { type: 'marina', marinaId: 'm2' })).toMatchObject({
      marinaId: 'm2',
      results: null,
      preview: null,
    });
    expect(nameFixerReducer(withResults, { type: 'marina', marinaId: 'm1' })).toBe(withResults);
  });

  it('takes typed patterns and the preview', () => {
    let state = nameFixerReducer(chosen, { type: 'searchPattern', value: 'X*' });
    state = nameFixerReducer(state, { type: 'replacementPattern', value: 'Y^' });
    state = nameFixerReducer(state, { type: 'previewed', entries: [] });
    expect(state).toMatchObject({ searchPattern: 'X*', replacementPattern: 'Y^', preview: [] });
  });
});

/** The English a problem key stands for. */
const english = (problem: NameFixerProblem | null) => (problem ? NAME_FIXER_MESSAGES[problem] : null);

describe('validation', () => {
  it('needs both a client and a marina', () => {
    expect(english(searchProblem(initialNameFixerState))).toBe('Please select both a client and marina');
    expect(english(searchProblem({ ...initialNameFixerState, clientId: 'c1', searchPattern: '*' }))).toBe(
      'Please select both a client and marina',
    );
    expect(english(previewProblem({ ...initialNameFixerState, marinaId: 'm1' }))).toBe(
      'Please select both a client and marina',
    );
  });

  it('needs a search pattern to search', () => {
    expect(english(searchProblem(chosen))).toBe('Please enter a search pattern');
    expect(english(searchProblem({ ...chosen, searchPattern: ' ' }))).toBeNull();
  });

  it('needs search results and a non-blank replacement to preview', () => {
    expect(english(previewProblem(chosen))).toBe('Please search for locations first');
    expect(english(previewProblem({ ...chosen, results: { pattern: '*', locations: [] } }))).toBe(
      'Please search for locations first',
    );
    const searched = { ...chosen, results: { pattern: '*', locations: found } };
    expect(english(previewProblem({ ...searched, replacementPattern: '  ' }))).toBe(
      'Please enter a replacement pattern',
    );
    expect(english(previewProblem({ ...searched, replacementPattern: 'A^' }))).toBeNull();
  });
});

describe('commitPlan', () => {
  it('sends only real changes, trimmed, and counts unchanged names', () => {
    const plan = commitPlan([
      { guid: 'g1', originalName: 'Dock A-1', newName: ' A1 ' },
      { guid: 'g2', originalName: 'A2', newName: 'A2' },
    ]);
    expect(plan).toEqual({
      updates: [{ guid: 'g1', newName: 'A1' }],
      unchanged: 1,
      blank: [],
      duplicates: [],
    });
    expect(canCommit(plan)).toBe(true);
  });

  it('stops at blank new names and reports repeated ones', () => {
    const plan = commitPlan([
      { guid: 'g1', originalName: 'Dock 1', newName: ' ' },
      { guid: 'g2', originalName: 'Dock A-2', newName: 'A' },
      { guid: 'g3', originalName: 'Dock B-2', newName: 'A' },
    ]);
    expect(plan.blank).toEqual(['Dock 1']);
    expect(plan.duplicates).toEqual(['A']);
    expect(canCommit(plan)).toBe(false);
    expect(canCommit(commitPlan([{ guid: 'g', originalName: 'A', newName: 'A' }]))).toBe(false);
    expect(canCommit(commitPlan([]))).toBe(false);
  });
});
