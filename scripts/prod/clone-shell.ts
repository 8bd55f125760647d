import { spawnSync } from 'node:child_process';

/** Settings of ours a developer's shell may hold: the clone's processes get only what is given. */
const OUR_SETTINGS =
  /^(TEST_)?DATABASE_URL$|^(DATA_DIR|PORT|HOST|SESSION_SECRET|TRUST_PROXY|SEED_DEMO|SMTP_URL|MAIL_FROM|PUBLIC_URL|METRICS_TOKEN|NODE_ENV|LOG_LEVEL|PHOTO_QUOTA_MB)$|^(ADMIN|S3|OIDC|MIGRATE)_/;

/** The environment without npm's per-run variables or our settings; npm reads its cache offline first. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) && !/^npm_config_(cache|userconfig|registry)$/i.test(key)) continue;
    if (key === 'INIT_CWD' || OUR_SETTINGS.test(key)) continue;
    env[key] = value;
  }
  return {
    ...env,
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    ...extra,
  };
}

/**
 * A shell command in the clone, exactly as written, with only the given settings; its output
 * (stdout and stderr) is returned, and shown in the error when it exits with another code.
 */
export function shell(
  command: string,
  cwd: string,
  env: Record<string, string> = {},
  expectCode = 0,
): string {
  const result = spawnSync('sh', ['-c', command], {
    cwd,
    env: cleanEnv(env),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`.trim();
  if (result.status !== expectCode) {
    const tail = output.split('\n').slice(-30).join('\n');
    throw new Error(`\`${command}\` exited ${result.status ?? result.signal}:\n${tail}`);
  }
  return output;
}
