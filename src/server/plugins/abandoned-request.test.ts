/**
 * A request whose client went away before the answer (a dropped connection, a cancelled fetch,
 * the bench closing its connections) and whose handler then fails is logged at info, not as a
 * server error: there is nobody to answer and nothing went wrong on our side.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/connect.ts';
import { createLogger } from '#server/logging.ts';
import { openTestDatabase, testConfig } from '#server/test/build-test-app.ts';

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
let database: Database;
let app: FastifyInstance;
let url: string;
let handlerFailed: Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig(),
    db: database.db,
    logger: createLogger({ level: 'debug', destination: capture }),
  });
  let failed!: () => void;
  handlerFailed = new Promise((resolve) => {
    failed = resolve;
  });
  // Outside /api (a route there must come from the endpoint catalogue): waits until the client
  // has gone, then fails as a query on the released connection does.
  app.get('/test-only/abandoned', async (_request, reply) => {
    await new Promise((resolve) => reply.raw.once('close', resolve));
    setTimeout(failed, 50);
    throw new Error('database used after the request ended');
  });
  app.get('/test-only/fails', async () => {
    throw new Error('a real fault');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });

describe('a request the client abandoned', () => {
  it('is logged at info when its handler then fails, while a real fault stays an error', async () => {
    const client = httpRequest(`${url}/test-only/abandoned`);
    client.on('error', () => undefined);
    client.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.destroy();
    await handlerFailed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
    expect(logged().some((line) => line.level === 30 && /client left/.test(line.msg))).toBe(true);

    const response = await fetch(`${url}/test-only/fails`);
    expect(response.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      logged()
        .filter((line) => line.level >= 50)
        .map((line) => line.msg),
    ).toEqual(['request failed']);
  });
});
