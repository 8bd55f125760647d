import { describe, expect, it } from 'vitest';
import { describeIssueChanges, issueChanges, parseIssueChanges } from '#core/issues/issue-changes.ts';
import type { TreeLocation } from '#core/locations/parent-candidates.ts';
import {
  DEFAULT_ISSUE_FILTERS,
  type FilterableIssue,
  filterIssues,
  issueCountLine,
  locationScope,
  matchesSearch,
} from './issue-filters.ts';

const loc = (guid: string, parentId: string | null): TreeLocation => ({
  guid,
  name: guid,
  parentId,
  typeId: 't',
  typeName: 'dock',
});
const tree = [loc('dock-a', null), loc('a-1', 'dock-a'), loc('a-1-box', 'a-1'), loc('dock-b', null)];
const issue = (
  title: string,
  status: FilterableIssue['status'],
  locationId: string | null,
  description = '',
) => ({
  title,
  description: description || null,
  status,
  locationId,
  locationName: locationId,
});
const issues = [
  issue('Broken cleat', 'open', 'a-1', 'Starboard side'),
  issue('Light out', 'fixed', 'dock-a'),
  issue('Loose board', 'open', 'a-1-box'),
  issue('Gate sticks', 'wontfix', 'dock-b', 'needs grease'),
  issue('No location', 'open', null),
];
const titles = (list: { title: string }[]) => list.map((i) => i.title);

describe('issue filters', () => {
  it('default to open issues at every location', () => {
    expect(titles(filterIssues(issues, DEFAULT_ISSUE_FILTERS, tree))).toEqual([
      'Broken cleat',
      'Loose board',
      'No location',
    ]);
  });

  it('filter by status, or not at all with all', () => {
    const base = { ...DEFAULT_ISSUE_FILTERS };
    expect(titles(filterIssues(issues, { ...base, status: 'fixed' }, tree))).toEqual(['Light out']);
    expect(titles(filterIssues(issues, { ...base, status: 'wontfix' }, tree))).toEqual(['Gate sticks']);
    expect(filterIssues(issues, { ...base, status: 'all' }, tree)).toHaveLength(5);
  });

  it('include child locations, at any depth, in the location filter', () => {
    const all = { ...DEFAULT_ISSUE_FILTERS, status: 'all' as const };
    expect(titles(filterIssues(issues, { ...all, locationId: 'dock-a' }, tree))).toEqual([
      'Broken cleat',
      'Light out',
      'Loose board',
    ]);
    expect(titles(filterIssues(issues, { ...all, locationId: 'a-1' }, tree))).toEqual([
      'Broken cleat',
      'Loose board',
    ]);
    expect(titles(filterIssues(issues, { ...all, locationId: 'unknown' }, tree))).toEqual([]);
    expect(locationScope(tree, 'all')).toBeNull();
  });

  it('search title, description and location name, case-insensitive, every word', () => {
    expect(matchesSearch(issues[0]!, '  CLEAT ')).toBe(true);
    expect(matchesSearch(issues[0]!, 'starboard cleat')).toBe(true);
    expect(matchesSearch(issues[0]!, 'port cleat')).toBe(false);
    expect(matchesSearch(issues[3]!, 'grease')).toBe(true);
    expect(matchesSearch(issues[3]!, 'dock-b')).toBe(true);
    expect(matchesSearch(issues[3]!, '')).toBe(true);
    const all = { ...DEFAULT_ISSUE_FILTERS, status: 'all' as const, search: 'lo' };
    expect(titles(filterIssues(issues, all, tree))).toEqual(['Loose board', 'No location']);
  });

  it("count line reads 'x of y issues'", () => {
    expect(issueCountLine(2, 5)).toBe('2 of 5 issues');
  });
});

describe('describeIssueChanges', () => {
  const before = { title: 'Cleat', description: null, priority: 'medium' as const, status: 'open' as const };

  it('names each changed field, with the labels the screens use', () => {
    expect(describeIssueChanges(before, { ...before, status: 'fixed' })).toBe('Status: Open → Fixed');
    expect(describeIssueChanges(before, { ...before, status: 'wontfix' })).toBe("Status: Open → Won't Fix");
    expect(describeIssueChanges(before, { ...before, title: 'Big cleat', priority: 'high' })).toBe(
      'Title: Cleat → Big cleat; Priority: Medium → High',
    );
    expect(describeIssueChanges(before, { ...before, description: 'x' })).toBe('Description updated');
    expect(describeIssueChanges({ ...before, description: 'x' }, before)).toBe('Description removed');
  });

  it('is null when nothing changed', () => {
    expect(describeIssueChanges(before, { ...before })).toBeNull();
  });

  it('names the photos added, after the field changes', () => {
    expect(describeIssueChanges(before, { ...before }, 2)).toBe('Photos added: 2');
    expect(describeIssueChanges(before, { ...before, status: 'fixed' }, 1)).toBe(
      'Status: Open → Fixed; Photos added: 1',
    );
  });
});

describe('parseIssueChanges', () => {
  const before = { title: 'Cleat', description: null, priority: 'medium' as const, status: 'open' as const };

  it('reads back every text describeIssueChanges writes', () => {
    for (const [after, photos] of [
      [{ ...before, status: 'fixed' as const }, 0],
      [{ ...before, status: 'wontfix' as const, title: 'Big → cleat; east', priority: 'high' as const }, 0],
      [{ ...before, description: 'x' }, 3],
      [{ ...before }, 1],
    ] as const) {
      const text = describeIssueChanges(before, after, photos);
      expect(parseIssueChanges(text), String(text)).toEqual(issueChanges(before, after, photos));
    }
  });

  it('is null for any other text', () => {
    expect(parseIssueChanges('Fixed the cleat')).toBeNull();
    expect(parseIssueChanges('Status: Open → Closed')).toBeNull();
    expect(parseIssueChanges('')).toBeNull();
    expect(parseIssueChanges(null)).toBeNull();
  });
});
