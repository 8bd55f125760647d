import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One stage of the Dockerfile: its FROM and its instructions (continuation lines joined). */
export interface DockerStage {
  from: string;
  lines: { instruction: string; args: string }[];
}

export const projectDir = resolve(import.meta.dirname, '../..');

/** The project's Dockerfile, stage by stage (comments and blank lines left out). */
export function dockerStages(dir = projectDir): DockerStage[] {
  const text = readFileSync(join(dir, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, '');
  const stages: DockerStage[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [, instruction = '', args = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (instruction === 'FROM') stages.push({ from: args, lines: [] });
    else stages.at(-1)?.lines.push({ instruction, args });
  }
  return stages;
}

/** The arguments of each `instruction` in the stage, in order. */
export const argsOf = (stage: DockerStage, instruction: string): string[] =>
  stage.lines.filter((l) => l.instruction === instruction).map((l) => l.args);

/** The last stage (the image that runs). */
export const runtimeStage = (dir = projectDir): DockerStage => dockerStages(dir).at(-1)!;

/** What the runtime stage copies from the build stage: /app/dist → dist. */
export const runtimeCopies = (dir = projectDir): string[] =>
  argsOf(runtimeStage(dir), 'COPY').map((c) =>
    c
      .replace(/^--from=build\s+/, '')
      .split(/\s+/)[0]!
      .replace(/^\/app\//, ''),
  );

/** The HEALTHCHECK's exec-form command. */
export const healthcheckCommand = (dir = projectDir): string[] =>
  JSON.parse(
    /\bCMD\s+(\[.*\])$/.exec(argsOf(runtimeStage(dir), 'HEALTHCHECK')[0] ?? '')?.[1] ?? '[]',
  ) as string[];
