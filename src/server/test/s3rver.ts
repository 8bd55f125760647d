import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** s3rver ships no types; only the part the tests use. */
export interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;

/** A local S3 server for the tests (real HTTP, objects on disk). */
export const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export const TEST_BUCKET = 'dockwatch-photos';
