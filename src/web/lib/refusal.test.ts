import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { refusalMessage, serverRefusal } from './refusal.ts';

describe('refusalMessage', () => {
  const fallback = 'Failed to finalize checklist. Please try again.';

  it("shows the server's words for a refusal, from a JSON body or a queued write's plain text", () => {
    expect(refusalMessage(new ApiError(409, '{"message":"Already finalized"}'), fallback)).toBe(
      'Already finalized',
    );
    expect(refusalMessage(new ApiError(409, 'Already finalized'), fallback)).toBe('Already finalized');
    expect(refusalMessage(new ApiError(400, 'body.marinaId: is not the marina'), fallback)).toBe(
      'Is not the marina',
    );
  });

  it('falls back for a server fault, a sign-out, a proxy page and anything but an API answer', () => {
    expect(refusalMessage(new ApiError(500, '{"message":"boom"}'), fallback)).toBe(fallback);
    expect(refusalMessage(new ApiError(401, 'Unauthorized'), fallback)).toBe(fallback);
    expect(refusalMessage(new ApiError(403, '<html>denied</html>'), fallback)).toBe(fallback);
    expect(refusalMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});

describe('serverRefusal', () => {
  const fallback = 'Failed to save. Please try again.';

  it("shows the message of a refusal's JSON body, else the fallback", () => {
    expect(serverRefusal(new ApiError(409, '{"message":"Name is taken"}'), fallback)).toBe('Name is taken');
    expect(serverRefusal(new ApiError(400, 'Already finalized'), fallback)).toBe(fallback);
    expect(serverRefusal(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(serverRefusal(new ApiError(500, '{"message":"boom"}'), fallback)).toBe(fallback);
  });
});
