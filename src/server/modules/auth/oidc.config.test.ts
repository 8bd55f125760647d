import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dockwatch-oidc-config-')) });
const oidcEnv = {
  OIDC_ISSUER: 'https://login.example.com/tenant',
  OIDC_CLIENT_ID: 'dockwatch',
  OIDC_CLIENT_SECRET: 's3cret',
};

describe('OIDC configuration', () => {
  it('is off unless set', () => {
    expect(loadConfig(base()).oidc).toBeUndefined();
  });

  it('reads issuer, client id and secret', () => {
    expect(loadConfig({ ...base(), ...oidcEnv }).oidc).toEqual({
      issuer: 'https://login.example.com/tenant',
      clientId: 'dockwatch',
      clientSecret: 's3cret',
    });
  });

  it.each(['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const)(
    'refuses to start without %s',
    (key) => {
      const env = { ...base(), ...oidcEnv, [key]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      );
    },
  );

  it('refuses a plain-http issuer except on this machine', () => {
    expect(() => loadConfig({ ...base(), ...oidcEnv, OIDC_ISSUER: 'http://login.example.com' })).toThrow(
      'OIDC_ISSUER: must use https:// (plain http only for localhost)',
    );
    expect(loadConfig({ ...base(), ...oidcEnv, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('refuses an issuer that is not a URL', () => {
    expect(() => loadConfig({ ...base(), ...oidcEnv, OIDC_ISSUER: 'login.example.com' })).toThrow(
      'OIDC_ISSUER: must be a URL such as https://login.example.com',
    );
  });
});
