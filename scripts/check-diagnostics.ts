/**
 * The lines of a failed type-check or lint that say where each problem is, for the summary of npm
 * test (CI shows only the end of the output): tsc's `file(line,col): error TS…: message` and
 * Biome's `file:line:col rule`, each once, in the order they came.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes are what is removed
const ANSI = /\u001b\[[0-9;]*m/g;
const TSC = /^(\S+\(\d+,\d+\): error TS\d+: .*)$/;
const BIOME = /^(\S+:\d+:\d+ [a-z]+\/\S+)/;

export function checkDiagnostics(output: string): string[] {
  const found: string[] = [];
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '').trimEnd();
    const match = TSC.exec(line) ?? BIOME.exec(line);
    if (match && !found.includes(match[1]!)) found.push(match[1]!);
  }
  return found;
}
