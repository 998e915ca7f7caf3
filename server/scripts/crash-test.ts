// `pnpm crash-test [--cycles N] [--database sqlite|postgres|both]`: kills the real server with SIGKILL again and
// again while clients write listings and offers, and checks after each restart that the database is sound and
// every acknowledged write is there (see crash-safety/crash-run.ts). Exits 1 when anything was lost or broken.
import { parseArgs } from 'node:util';
import type { CrashDialect } from './crash-safety/crash-database';
import { type CrashRunResult, runCrashCycles } from './crash-safety/crash-run';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    database: { type: 'string', default: 'both' },
  },
});
const cycles = Number(values.cycles);
if (!Number.isInteger(cycles) || cycles < 1) {
  console.error(`--cycles must be a whole number of at least 1, got "${values.cycles}"`);
  process.exit(2);
}
const choices: Record<string, CrashDialect[]> = {
  sqlite: ['sqlite'],
  postgres: ['postgres'],
  both: ['sqlite', 'postgres'],
};
const dialects = choices[values.database!];
if (!dialects) {
  console.error(`--database must be sqlite, postgres or both, got "${values.database}"`);
  process.exit(2);
}

const results: CrashRunResult[] = [];
for (const dialect of dialects) {
  results.push(await runCrashCycles({ dialect, cycles, log: (line) => console.log(line) }));
}

const seconds = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(1)} s median, ${(sorted.at(-1)! / 1000).toFixed(1)} s max`;
};
console.log('\n# Crash test: SIGKILL while writing\n');
console.log(
  '| database | kills | listings / published / offers acknowledged | unanswered | other answers | restart | problems | took |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  const other =
    Object.entries(r.unexpected)
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ') || 'none';
  console.log(
    `| ${r.dialect} | ${r.cycles} | ${r.listings} / ${r.published} / ${r.offers} | ${r.unanswered} | ${other} | ${seconds(r.restartMs)} | ${r.problems.length} | ${r.seconds.toFixed(0)} s |`,
  );
}
const problems = results.flatMap((r) => r.problems.map((problem) => `${r.dialect} ${problem}`));
console.log(
  problems.length
    ? `\n${problems.length} problems:\n${problems.map((p) => `- ${p}`).join('\n')}`
    : '\nAfter every restart: integrity checks passed and every acknowledged write was there.',
);
process.exit(problems.length ? 1 : 0);
