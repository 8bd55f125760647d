import { type Config, ConfigError, loadConfig } from '#server/config.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { OWNER_ONLY_UMASK } from '#server/private-data-dir.ts';

/**
 * What the command-line tools (db:migrate, backup, restore) share: the terminal is their
 * interface (console, not the server's JSON log; ADR 0036), and their exit codes are
 * 0 done, 1 failed, 2 wrong usage or configuration.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** The configuration, without creating DATA_DIR/session-secret. */
export const cliConfig = (): Config => loadConfig(process.env, { sessionSecret: false });

export function runCli(main: (args: string[]) => Promise<void>): void {
  process.umask(OWNER_ONLY_UMASK); // what they write in DATA_DIR is its owner's alone (ADR 0050)
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(error instanceof CliError ? error.exitCode : error instanceof ConfigError ? 2 : 1);
      }
      console.error(error);
      process.exit(1);
    },
  );
}
