import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openToOthers } from '../../src/server/private-data-dir.ts';
import { shell } from './clone-shell.ts';
import { OPERATIONS_COMMANDS } from './steps.ts';

/**
 * The operations guide's commands on the pruned clone (ADR 0050), each exactly as documented,
 * where `npm prune --omit=dev` removed tsx and the runtime tree has no src/: db:migrate and
 * seed:demo before the start (the app then starts on what they made), backup while the app runs,
 * restore into an empty DATA_DIR after it stopped; then DATA_DIR is its owner's alone.
 */
type Step = (name: string, body: () => string | undefined | Promise<string | undefined>) => Promise<boolean>;
type Command = (typeof OPERATIONS_COMMANDS)[number];

function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export class OperationsCheck {
  private readonly ran = new Set<Command>();
  /** The backup file and the restored DATA_DIR. */
  private readonly files = mkdtempSync(join(tmpdir(), 'dockwatch-prod-ops-'));
  private readonly backupFile = join(this.files, 'backup.tar.gz');
  private readonly restored = join(this.files, 'restored');

  constructor(
    private readonly step: Step,
    private readonly clone: string,
  ) {}

  /** Runs `command [-- args]` in the clone: exit 0 and a line matching expected. */
  private run(
    engine: string,
    command: Command,
    args: string,
    env: Record<string, string>,
    expected: RegExp,
    also: () => void = () => {},
  ) {
    return this.step(`${engine}: ${command} on the pruned tree`, () => {
      const output = shell(`${command}${args ? ` -- ${args}` : ''}`, this.clone, env);
      expectThat(expected.test(output), `no ${expected} in:\n${output}`);
      also();
      this.ran.add(command);
      return output
        .split('\n')
        .find((line) => expected.test(line))
        ?.slice(0, 160);
    });
  }

  /** db:migrate, then seed:demo (its demo-logins.txt is what the sign-in check reads). */
  async beforeStart(engine: string, env: Record<string, string>): Promise<void> {
    await this.run(engine, 'npm run db:migrate', '', env, /: migrated from an empty database to \d{4}_/);
    await this.run(engine, 'npm run seed:demo', '', env, /^Demo data created\./m);
  }

  /** The embedded database: a backup made by the running app. */
  async whileRunning(env: Record<string, string>): Promise<void> {
    await this.run('PGlite', 'npm run backup', this.backupFile, env, /made by the running app\)/, () => {
      const mode = statSync(this.backupFile).mode & 0o777;
      expectThat(mode === 0o600, `the backup file is mode ${mode.toString(8)}, not 600`);
    });
  }

  /** The embedded database, app stopped: restore into an empty DATA_DIR; no file open to others. */
  async afterStop(dataDir: string): Promise<void> {
    const restored = this.restored;
    await this.run(
      'PGlite',
      'npm run restore',
      this.backupFile,
      { DATA_DIR: restored },
      /^Restored .* into /m,
    );
    await this.step('PGlite: DATA_DIR is its owner’s alone after start, backup and restore', () => {
      const open = [...openToOthers(dataDir), ...openToOthers(restored).map((e) => `restored: ${e}`)];
      expectThat(open.length === 0, `open to group or others: ${open.slice(0, 10).join(', ')}`);
      return undefined;
    });
  }

  /** Every command of OPERATIONS_COMMANDS ran (and passed) on the pruned tree. */
  async allRan(): Promise<void> {
    await this.step('every operations command works on the pruned tree', () => {
      const missing = OPERATIONS_COMMANDS.filter((c) => !this.ran.has(c));
      expectThat(missing.length === 0, `not run or failed: ${missing.join(', ')}`);
      return OPERATIONS_COMMANDS.join(', ');
    });
  }

  close(): void {
    rmSync(this.files, { recursive: true, force: true });
  }
}
