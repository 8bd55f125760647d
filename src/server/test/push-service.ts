import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  type KeyObject,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A subscription as a browser's `PushSubscription.toJSON()` gives it. */
export interface TestPushSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One push the service accepted: decrypted, with the headers and VAPID claims it came with. */
export interface ReceivedPush {
  /** The full URL it was POSTed to. */
  endpoint: string;
  /** The decrypted plaintext (utf-8). */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The JWT's claims (`exp` as expiresAt, in seconds) and the `k=` key, base64url. */
  vapid: { subject: string; audience: string; expiresAt: number; publicKey: string };
}

export interface TestPushService {
  /** `https://127.0.0.1:PORT`, also the audience a VAPID JWT must name. */
  origin: string;
  /** The PEM certificate the server presents, for NODE_EXTRA_CA_CERTS or an https.Agent's `ca`. */
  caFile: string;
  /**
   * A new subscription with keys made here. Given an application server key (base64url, as
   * `pushManager.subscribe` takes it), pushes signed with another VAPID key are refused with 403.
   */
  subscribe(applicationServerKey?: string): TestPushSubscription;
  /** Every accepted push, in order. */
  received: ReceivedPush[];
  /** The next push not yet taken by nextPush (already received or still to come). */
  nextPush(timeoutMs?: number): Promise<ReceivedPush>;
  /** From now on, pushes to this endpoint are answered 410 Gone (a browser that unsubscribed). */
  gone(endpoint: string): void;
  /** How many requests came in, accepted or not. */
  readonly requests: number;
  /** Closes the server and removes the certificate's directory. */
  close(): Promise<void>;
}

interface Subscriber {
  keys: ECDH;
  auth: Buffer;
  applicationServerKey: string | undefined;
}

/** Ends the request's handling with this status and reason. */
function refuse(status: number, reason: string): never {
  throw Object.assign(new Error(reason), { status });
}

const hmac = (key: Buffer, ...data: Buffer[]) =>
  createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** An uncompressed P-256 point (0x04 | x | y), base64url, as a public key; refused with 401 if it is none. */
function p256PublicKey(base64url: string): KeyObject {
  const point = Buffer.from(base64url, 'base64url');
  try {
    if (point.length !== 65 || point[0] !== 4) throw new Error();
    const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((c) => c.toString('base64url'));
    return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
  } catch {
    return refuse(401, 'k= is not an uncompressed P-256 public key');
  }
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; answers the JWT's claims and the key. */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  if (!authorization?.startsWith('vapid ')) return refuse(401, 'Authorization is not "vapid t=..., k=..."');
  const params = new Map(
    authorization
      .slice(6)
      .split(',')
      .map((param) => param.trim().split('=', 2) as [string, string]),
  );
  const [jwt, publicKey] = [params.get('t'), params.get('k')];
  if (!jwt || !publicKey) return refuse(401, 'Authorization lacks t= or k=');
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return refuse(401, 't= is not a JWT');
  const decode = (part: string) => {
    try {
      return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return refuse(401, 't= is not a JWT');
    }
  };
  if (decode(header).alg !== 'ES256') refuse(401, 'the JWT is not ES256');
  const signed = Buffer.from(`${header}.${claims}`);
  const key = p256PublicKey(publicKey);
  // JOSE signs ES256 as raw r || s (64 bytes), not the DER node:crypto expects by default.
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    refuse(401, 'the JWT signature does not verify with k=');
  }
  const { aud, exp, sub } = decode(claims);
  if (aud !== origin) refuse(401, `the JWT aud is ${String(aud)}, not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof exp !== 'number' || exp <= now) refuse(401, 'the JWT has expired or has no exp');
  if (exp > now + 24 * 3600) refuse(401, 'the JWT exp is more than 24 h ahead');
  if (typeof sub !== 'string' || !/^(mailto|https):/.test(sub))
    refuse(401, 'the JWT sub is no mailto: or https: URL');
  return { subject: sub, audience: origin, expiresAt: exp, publicKey };
}

/** RFC 8188/8291 aes128gcm with one record: the plaintext, padding removed. */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  if (body.length < 21 + 65 + 17) return refuse(400, 'the body is too short for aes128gcm');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  if (body[20] !== 65) refuse(400, 'the keyid is not the sender key (65 bytes)');
  const senderKey = body.subarray(21, 86);
  const record = body.subarray(86);
  if (record.length > recordSize) refuse(400, 'more than one record');
  let secret: Buffer;
  try {
    secret = subscriber.keys.computeSecret(senderKey);
  } catch {
    return refuse(400, 'the keyid is not a P-256 public key');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.keys.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(subscriber.auth, secret), keyInfo, Buffer.of(1));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  let padded: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce).setAuthTag(record.subarray(-16));
    padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  } catch {
    return refuse(400, 'the body does not decrypt with the subscription keys');
  }
  let end = padded.length;
  while (end > 0 && padded[end - 1] === 0) end--;
  if (padded[end - 1] !== 2) refuse(400, 'the record does not end with the last-record delimiter 0x02');
  return padded.subarray(0, end - 1).toString('utf8');
}

/** The service's certificate and key, made by openssl: where a test trusts it (NODE_EXTRA_CA_CERTS). */
export interface PushCertificate {
  dir: string;
  keyFile: string;
  caFile: string;
}

export function makePushCertificate(): PushCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  const [keyFile, caFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  // CA:TRUE so that NODE_EXTRA_CA_CERTS takes the certificate itself as the trusted root.
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', caFile, '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ],
    { stdio: 'ignore' },
  );
  return { dir, keyFile, caFile };
}

/**
 * A Web Push service (RFC 8030) on a local HTTPS port, with a self-signed certificate for
 * 127.0.0.1: it checks VAPID and the TTL, decrypts the payload and keeps what it accepted.
 * It starts on a free port with a new certificate, or, for a server started earlier that
 * already trusts them (the browser tests' global setup), on a given port with a given certificate.
 */
export async function startTestPushService(
  options: { port?: number; certificate?: PushCertificate } = {},
): Promise<TestPushService> {
  const own = options.certificate === undefined;
  const { dir, keyFile, caFile } = options.certificate ?? makePushCertificate();

  const subscribers = new Map<string, Subscriber>();
  const goneEndpoints = new Set<string>();
  const received: ReceivedPush[] = [];
  const waiters: ((push: ReceivedPush) => void)[] = [];
  let taken = 0;
  let requests = 0;
  let lastRefusal = 'none';
  let origin = '';

  const accept = (method: string | undefined, path: string, headers: IncomingHttpHeaders, body: Buffer) => {
    if (method !== 'POST' || !/^\/push\/[\w-]+$/.test(path)) return refuse(400, 'expected POST /push/<id>');
    const endpoint = origin + path;
    const subscriber = subscribers.get(endpoint) ?? refuse(404, 'no such subscription');
    if (goneEndpoints.has(endpoint)) refuse(410, 'the subscription has expired or was unsubscribed');
    const vapid = checkVapid(headers.authorization, origin);
    const restriction = subscriber.applicationServerKey;
    if (restriction && restriction !== vapid.publicKey) refuse(403, 'k= is not the subscription key');
    if (headers['content-encoding'] !== 'aes128gcm') refuse(400, 'Content-Encoding is not aes128gcm');
    const ttl = String(headers.ttl);
    if (!/^\d+$/.test(ttl)) refuse(400, 'the TTL header is missing or not an integer');
    const urgency = headers.urgency as string | undefined;
    if (urgency && !['very-low', 'low', 'normal', 'high'].includes(urgency)) refuse(400, 'unknown Urgency');
    // RFC 8030 §7.2: services must take at least 4096 bytes; real ones refuse more.
    if (body.length > 4096) refuse(413, 'the body is larger than 4096 bytes');
    const payload = decrypt(body, subscriber);
    const topic = headers.topic as string | undefined;
    return { endpoint, payload, ttl: Number(ttl), urgency, topic, vapid } satisfies ReceivedPush;
  };

  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (req, res) => {
    requests++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const push = accept(req.method, req.url ?? '', req.headers, Buffer.concat(chunks));
        received.push(push);
        const waiter = waiters.shift();
        if (waiter) {
          taken++;
          waiter(push);
        }
        res.writeHead(201, { Location: `${origin}/message/${randomBytes(12).toString('base64url')}` }).end();
      } catch (error) {
        const { status = 500, message } = error as Error & { status?: number };
        lastRefusal = `${status} ${message}`;
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    caFile,
    received,
    get requests() {
      return requests;
    },
    subscribe(applicationServerKey) {
      const endpoint = `${origin}/push/${randomBytes(16).toString('base64url')}`;
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(endpoint, { keys, auth, applicationServerKey });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: keys.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    nextPush(timeoutMs = 5000) {
      if (taken < received.length) return Promise.resolve(received[taken++]!);
      return new Promise((resolve, reject) => {
        const waiter = (push: ReceivedPush) => {
          clearTimeout(timer);
          resolve(push);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          const seen = `${requests} requests, ${received.length} pushes accepted; last refused: ${lastRefusal}`;
          reject(new Error(`No push arrived within ${timeoutMs} ms (${seen})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    gone(endpoint) {
      if (!subscribers.has(endpoint)) throw new Error(`${endpoint} is not a subscription of this service`);
      goneEndpoints.add(endpoint);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          if (own) rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/**
 * A subscription as a phone's browser would send it to a known push service (FCM here), with
 * real keys: for requests that are never sent (the access matrix, input checks).
 */
export function phoneSubscription(): TestPushSubscription {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(16).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
