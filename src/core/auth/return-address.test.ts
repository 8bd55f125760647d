import { describe, expect, it } from 'vitest';
import {
  AUTH_RETURN_URL_KEY,
  isAcceptableReturnAddress,
  isLoginPath,
  LOGOUT_REDIRECT_DELAY_MS,
  mayStartLoginRedirect,
  RETURN_REDIRECT_GUARD_MS,
} from './return-address.ts';

describe('isAcceptableReturnAddress', () => {
  it('accepts local paths with their query and hash', () => {
    expect(isAcceptableReturnAddress('/')).toBe(true);
    expect(isAcceptableReturnAddress('/locations')).toBe(true);
    expect(isAcceptableReturnAddress('/check-in/abc#checked')).toBe(true);
    expect(isAcceptableReturnAddress('/record-meter/abc/power?x=1#AutoCamera')).toBe(true);
  });

  it('refuses anything that does not start with exactly one slash', () => {
    expect(isAcceptableReturnAddress('//evil.example/path')).toBe(false);
    expect(isAcceptableReturnAddress('///evil.example')).toBe(false);
    expect(isAcceptableReturnAddress('/\\evil.example')).toBe(false);
    expect(isAcceptableReturnAddress('https://evil.example/')).toBe(false);
    expect(isAcceptableReturnAddress('locations')).toBe(false);
    expect(isAcceptableReturnAddress('javascript:alert(1)')).toBe(false);
    expect(isAcceptableReturnAddress('')).toBe(false);
  });

  it('refuses control characters that URL parsing would drop', () => {
    expect(isAcceptableReturnAddress('/\t/evil.example')).toBe(false);
    expect(isAcceptableReturnAddress('/\n/evil.example')).toBe(false);
  });

  it('refuses the login path', () => {
    expect(isAcceptableReturnAddress('/login')).toBe(false);
    expect(isAcceptableReturnAddress('/LOGIN/')).toBe(false);
    expect(isAcceptableReturnAddress('/login?next=1')).toBe(false);
    expect(isAcceptableReturnAddress('/api/login')).toBe(false);
    expect(isAcceptableReturnAddress('/login-help')).toBe(true);
  });

  it('refuses stored values that are not strings', () => {
    expect(isAcceptableReturnAddress(null)).toBe(false);
    expect(isAcceptableReturnAddress(undefined)).toBe(false);
    expect(isAcceptableReturnAddress(42)).toBe(false);
  });
});

describe('isLoginPath', () => {
  it('knows the sign-in page and the sign-in entry point', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/login#x')).toBe(true);
    expect(isLoginPath('/Api/Login/')).toBe(true);
    expect(isLoginPath('/')).toBe(false);
    expect(isLoginPath('/locations')).toBe(false);
  });
});

describe('mayStartLoginRedirect', () => {
  it('suppresses repeat redirects for one second', () => {
    expect(mayStartLoginRedirect(5000, null)).toBe(true);
    expect(mayStartLoginRedirect(5000, 4500)).toBe(false);
    expect(mayStartLoginRedirect(5000, 4001)).toBe(false);
    expect(mayStartLoginRedirect(5000, 4000)).toBe(true);
  });
});

describe('constants', () => {
  it('match the spec', () => {
    expect(AUTH_RETURN_URL_KEY).toBe('auth_return_url');
    expect(RETURN_REDIRECT_GUARD_MS).toBe(1000);
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
  });
});
