import { describe, expect, it } from 'vitest';
import { s3UploadOrigin } from './s3-origin.ts';

const base = {
  bucket: 'photos',
  region: 'eu-west-1',
  accessKeyId: 'k',
  secretAccessKey: 's',
  forcePathStyle: false,
};

describe('s3UploadOrigin', () => {
  it('is the AWS virtual-hosted bucket host without an endpoint', () => {
    expect(s3UploadOrigin({ ...base, endpoint: undefined })).toBe(
      'https://photos.s3.eu-west-1.amazonaws.com',
    );
  });
  it('is the endpoint origin with path-style addressing, else the bucket under it', () => {
    expect(s3UploadOrigin({ ...base, endpoint: 'http://127.0.0.1:9000/x', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000',
    );
    expect(s3UploadOrigin({ ...base, endpoint: 'https://r2.example.com' })).toBe(
      'https://photos.r2.example.com',
    );
  });
});
