import { describe, expect, it } from 'vitest';
import { ISSUE_MESSAGES, preferServerMessage } from '#core/issues/issue-messages.ts';
import { canSaveDraft, draftOf, issuePatch } from './issue-edit.ts';
import { issuesWithin, locationOptions, optionLabel } from './issue-location-options.ts';

const loc = (guid: string, name: string, parentId: string | null = null) => ({ guid, name, parentId });
const locations = [
  loc('b', 'Dock B'),
  loc('a', 'Dock A'),
  loc('a10', 'A-10L', 'a'),
  loc('a2', 'A-02L', 'a'),
  loc('a2x', 'A-02L box', 'a2'),
  loc('gate', 'Main Gate'),
  loc('orphan', 'Orphan', 'deleted-parent'),
];

describe('issue location options', () => {
  it('list the tree: each location followed by its children, siblings by natural name', () => {
    expect(locationOptions(locations).map((o) => [o.name, o.depth])).toEqual([
      ['Dock A', 0],
      ['A-02L', 1],
      ['A-02L box', 2],
      ['A-10L', 1],
      ['Dock B', 0],
      ['Main Gate', 0],
      ['Orphan', 0],
    ]);
  });

  it('limit to one location and everything below it', () => {
    expect(locationOptions(locations, 'a').map((o) => [o.name, o.depth])).toEqual([
      ['Dock A', 0],
      ['A-02L', 1],
      ['A-02L box', 2],
      ['A-10L', 1],
    ]);
    expect(locationOptions(locations, 'missing')).toEqual([]);
  });

  it('indent option labels by depth', () => {
    expect(optionLabel({ guid: 'x', name: 'A-02L box', depth: 2 })).toBe('\u2003\u2003A-02L box');
    expect(optionLabel({ guid: 'x', name: 'Dock A', depth: 0 })).toBe('Dock A');
  });

  it("keep the issues of a location and its children (the location page's section)", () => {
    const issues = [
      { title: '1', locationId: 'a' },
      { title: '2', locationId: 'a2x' },
      { title: '3', locationId: 'b' },
      { title: '4', locationId: null },
    ];
    expect(issuesWithin(issues, locations, 'a').map((i) => i.title)).toEqual(['1', '2']);
    expect(issuesWithin(issues, locations, 'a2').map((i) => i.title)).toEqual(['2']);
  });
});

describe('inline issue edit', () => {
  const issue = { title: 'Broken cleat', description: null, priority: 'medium' as const };

  it('needs a non-blank title', () => {
    expect(canSaveDraft({ ...draftOf(issue), title: '   ' })).toBe(false);
    expect(issuePatch(issue, { ...draftOf(issue), title: ' ' })).toBeNull();
    expect(canSaveDraft(draftOf(issue))).toBe(true);
  });

  it('sends only what changed, trimmed; a blank description clears it', () => {
    expect(issuePatch(issue, draftOf(issue))).toEqual({});
    expect(
      issuePatch(issue, { title: ' Cleat loose ', description: '  port side ', priority: 'high' }),
    ).toEqual({
      title: 'Cleat loose',
      description: 'port side',
      priority: 'high',
    });
    const described = { ...issue, description: 'port side' };
    expect(issuePatch(described, { ...draftOf(described), description: '  ' })).toEqual({
      description: null,
    });
  });
});

describe('issue messages', () => {
  it('keep the spec texts word for word', () => {
    expect(ISSUE_MESSAGES).toEqual({
      created: 'Issue created',
      updated: 'Issue updated',
      createFailed: 'Failed to create issue. Please try again.',
      statusFailed: 'Failed to update issue status. Please try again.',
      updateFailed: 'Failed to update issue. Please try again.',
      empty: 'No issues found',
    });
  });

  it("prefer the server's message when it refused the request", () => {
    const fallback = ISSUE_MESSAGES.createFailed;
    expect(preferServerMessage(400, '{"message":"body.title: Title is required"}', fallback)).toBe(
      'body.title: Title is required',
    );
    expect(
      preferServerMessage(409, '{"message":"A different record with this guid already exists"}', fallback),
    ).toBe('A different record with this guid already exists');
    expect(preferServerMessage(500, '{"message":"Internal Server Error"}', fallback)).toBe(fallback);
    expect(preferServerMessage(502, '<html>Bad gateway</html>', fallback)).toBe(fallback);
    expect(preferServerMessage(400, 'not json', fallback)).toBe(fallback);
    expect(preferServerMessage(404, '{"message":"  "}', fallback)).toBe(fallback);
    expect(preferServerMessage(null, '', fallback)).toBe(fallback);
  });
});
