import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A small HTTP client for one server lifetime: its own keep-alive agent, destroyed with the
 * server, so no request of a new lifetime rides a socket of the killed process.
 */
export class HttpClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });
  cookie = '';

  constructor(readonly baseUrl: string) {}

  /** Resolves with the status as soon as the status line arrives (the server committed by then). */
  send(method: string, path: string, body?: unknown, onStatus?: (status: number) => void): Promise<Reply> {
    const url = new URL(path, this.baseUrl);
    const raw = Buffer.isBuffer(body)
      ? body
      : body === undefined
        ? undefined
        : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = {};
    if (raw) {
      headers['content-type'] = Buffer.isBuffer(body) ? 'image/jpeg' : 'application/json';
      headers['content-length'] = String(raw.length);
    }
    if (this.cookie) headers.cookie = this.cookie;
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers, agent: this.agent }, (res) => {
        onStatus?.(res.statusCode ?? 0);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('response aborted')));
      });
      req.setTimeout(60_000, () => req.destroy(new Error('request timed out')));
      req.on('error', reject);
      req.end(raw);
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const reply = await this.send(method, path, body);
    if (reply.status < 200 || reply.status > 299) {
      throw new Error(`${method} ${path} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
    }
    return JSON.parse(reply.body) as T;
  }

  async login(email: string, password: string): Promise<void> {
    const reply = await this.send('POST', '/api/auth/login', { email, password });
    if (reply.status !== 200) throw new Error(`sign-in as ${email} answered ${reply.status}: ${reply.body}`);
    const setCookie = reply.headers['set-cookie'] ?? [];
    this.cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0]).join('; ');
  }

  close(): void {
    this.agent.destroy();
  }
}
