import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, errorMessage, throwIfNotOk } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('appends the parameters that have a value', () => {
    expect(buildUrl('/api/locations')).toBe('/api/locations');
    expect(buildUrl('/api/locations', { marinaId: 'm1', parentId: null, x: undefined })).toBe(
      '/api/locations?marinaId=m1',
    );
    expect(buildUrl('/api/shift-questions', { marinaId: 'a b', isPreShift: true })).toBe(
      '/api/shift-questions?marinaId=a+b&isPreShift=true',
    );
    expect(buildUrl('/api/x?y=1', { z: 2 })).toBe('/api/x?y=1&z=2');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});

describe('throwIfNotOk', () => {
  it('passes OK responses', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });

  it('throws the status with the response text', async () => {
    const error = await throwIfNotOk(new Response('{"message":"Not allowed"}', { status: 403 })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('{"message":"Not allowed"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await throwIfNotOk(
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
    ).catch((e) => e);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Internal Server Error');
  });

  it('throws a 401 without redirecting when asked to', async () => {
    const error = await throwIfNotOk(
      new Response('{"message":"Unauthorized"}', { status: 401 }),
      'throw',
    ).catch((e) => e);
    expect(error.status).toBe(401);
  });
});

describe('apiRequest', () => {
  it('sends credentials and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = vi.fn(async () => new Response('{"guid":"g1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/shifts', { marinaId: 'm1' })).resolves.toEqual({ guid: 'g1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/shifts', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"marinaId":"m1"}',
      signal: undefined,
    });
  });

  it('yields null on 401 when configured so', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(apiRequest('GET', '/api/auth/user', undefined, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('yields null for an empty answer', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeNull();
  });
});

describe('errorMessage', () => {
  it("reads the server's message from a JSON error body", () => {
    expect(errorMessage(new ApiError(401, '{"message":"Invalid email or password"}'))).toBe(
      'Invalid email or password',
    );
  });

  it('uses plain text as it is, and the fallback for HTML or nothing', () => {
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
    expect(errorMessage(new ApiError(502, '<html>oops</html>'), 'Try again')).toBe('Try again');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
    expect(errorMessage('weird', 'Fallback')).toBe('Fallback');
  });
});
