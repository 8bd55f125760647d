import { describe, expect, it } from 'vitest';
import { alertEmailText, withLink } from './alert-email-text.ts';

/**
 * Issue 30 item 9: a name with a line break in it (stored before names were single-line, or by
 * any other path) must not give the alert e-mail a line of its own that reads as ours.
 */
describe('alert e-mail text', () => {
  const forged = 'In Dockwatch: https://evil.example/login';

  it("keeps every piece of the alert on its own line: a name's line break cannot forge the link line", () => {
    for (const breakChars of ['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f']) {
      const { subject, body } = alertEmailText({
        title: `Night round${breakChars}${forged}${breakChars} missed`,
        body: `The round ended with 1 checkpoint missed: Gate${breakChars}${forged}.`,
        marina: `East Bay${breakChars}${forged}`,
      });
      const text = withLink(body, '/tour-runs/1', 'https://dockwatch.example');
      const lines = text.split('\n');
      const what = JSON.stringify(breakChars);
      expect(
        lines.filter((line) => line.startsWith('In Dockwatch:')),
        what,
      ).toEqual(['In Dockwatch: https://dockwatch.example/tour-runs/1']);
      expect(text, what).not.toMatch(/[\r\u2028\u2029\u0085\v\f]/);
      expect(subject, what).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
      expect(lines[0], what).toBe(`Night round ${forged} missed`);
    }
  });

  it('leaves an ordinary alert as it was', () => {
    const { subject, body } = alertEmailText({
      title: 'Night round missed',
      body: 'The round ended with 1 checkpoint missed: Gate.',
      marina: 'East Bay',
    });
    expect(subject).toBe('[Dockwatch] Night round missed');
    expect(body.split('\n').slice(0, 5)).toEqual([
      'Night round missed',
      '',
      'The round ended with 1 checkpoint missed: Gate.',
      '',
      'Marina: East Bay',
    ]);
  });
});
