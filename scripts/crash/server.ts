import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverProcessArgs } from '../support/server-process-args.ts';

const root = resolve(import.meta.dirname, '../..');

export interface ServerOptions {
  dataDir: string;
  port: number;
  databaseUrl?: string | undefined;
  /** Server output of every lifetime is appended here. */
  logFile: string;
  /** More settings (MIGRATE_ON_START, ...). */
  env?: Record<string, string>;
}

/** The real server (serverProcessArgs: the bundle npm test built, or the source), API only, one lifetime per instance. */
export class ServerProcess {
  readonly baseUrl: string;
  private child: ChildProcess | undefined;
  private exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;
  private log: WriteStream;
  private tail = '';

  constructor(private readonly options: ServerOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
    this.log = createWriteStream(options.logFile, { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server and resolves with the milliseconds until it answered. */
  async start(timeoutMs = 180_000): Promise<number> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: this.options.dataDir,
      PORT: String(this.options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    };
    for (const key of [
      'DATABASE_URL',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SESSION_SECRET',
      'TRUST_PROXY',
      'S3_BUCKET',
    ])
      delete env[key];
    if (this.options.databaseUrl) env.DATABASE_URL = this.options.databaseUrl;
    Object.assign(env, this.options.env);
    const started = Date.now();
    this.tail = '';
    this.log.write(`\n--- start ${new Date().toISOString()}\n`);
    // node itself (the bundle, or the tsx loader), not the tsx CLI: the CLI runs the server in a
    // child process, which a SIGKILL to the CLI would leave running.
    const child = spawn(process.execPath, serverProcessArgs('main'), {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exit = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    const keep = (chunk: Buffer) => {
      this.log.write(chunk);
      this.tail = (this.tail + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null) {
        this.child = undefined;
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.tail}`,
        );
      }
      if (await this.answers()) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    await this.kill();
    throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${this.tail}`);
  }

  private async answers(): Promise<boolean> {
    try {
      const response = await fetch(`${this.baseUrl}/api/auth/user`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return response.status === 401 || response.ok;
    } catch {
      return false;
    }
  }

  /** kill -9. */
  async kill(): Promise<void> {
    if (!this.child || !this.exit) return;
    this.child.kill('SIGKILL');
    await this.exit;
    this.child = undefined;
  }

  /** SIGTERM, as an operator stops it; resolves with the exit code. */
  async stop(timeoutMs = 30_000): Promise<number | null> {
    if (!this.child || !this.exit) return 0;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    const { code } = await this.exit;
    clearTimeout(timer);
    this.child = undefined;
    return code;
  }

  lastOutput(): string {
    return this.tail;
  }

  close(): void {
    this.log.end();
  }
}

/** The pid in DATA_DIR/dockwatch.lock, or undefined when there is no lock file. */
export function lockOwner(dataDir: string): number | undefined {
  const file = join(dataDir, 'dockwatch.lock');
  if (!existsSync(file)) return undefined;
  return Number.parseInt(readFileSync(file, 'utf8'), 10);
}
