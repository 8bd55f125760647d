import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dockwatch-s3-config-')) });
const s3 = {
  S3_BUCKET: 'dockwatch-photos',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('S3 settings', () => {
  it('are off by default (photos on disk)', () => {
    expect(loadConfig(base()).s3).toBeUndefined();
  });

  it('are read together, with endpoint and path style', () => {
    const config = loadConfig({
      ...base(),
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'dockwatch-photos',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('refuse a partial set, naming the variable', () => {
    for (const missing of Object.keys(s3)) {
      const env: Record<string, string> = { ...base(), ...s3 };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/S3_BUCKET: .*set together/);
    }
    expect(() => loadConfig({ ...base(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base(), ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
