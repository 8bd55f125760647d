import type { S3Config } from '#server/config.ts';

/**
 * The origin the browser PUTs photos to, for the Content-Security-Policy's connect-src:
 * the endpoint (path style), the bucket's host under the endpoint, or AWS's virtual-hosted name.
 */
export function s3UploadOrigin(s3: S3Config): string {
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`;
  }
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
