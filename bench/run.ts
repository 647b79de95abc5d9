import { cpus, loadavg } from 'node:os';
import { badges } from './scenarios/badges.ts';
import { body } from './scenarios/body.ts';
import { completions } from './scenarios/completions.ts';
import { foundation } from './scenarios/foundation.ts';
import { importScenario } from './scenarios/import.ts';
import { muscles } from './scenarios/muscles.ts';
import { notifications } from './scenarios/notifications.ts';
import { programs } from './scenarios/programs.ts';
import { progression } from './scenarios/progression.ts';
import { ratios } from './scenarios/ratios.ts';
import { scale } from './scenarios/scale.ts';
import { scaleSoak } from './scenarios/scale-soak.ts';
import { social } from './scenarios/social.ts';
import { workers } from './scenarios/workers.ts';

/**
 * `npm run bench` runs every scenario, `ratios` first; `npx tsx bench/run.ts ratios` (or `programs`, or several)
 * runs the named ones, in the order given. Each scenario starts its own server on its own temp DATA_DIR.
 */
const SCENARIOS: Record<string, () => Promise<void>> = {
  ratios,
  foundation,
  programs,
  completions,
  badges,
  body,
  notifications,
  social,
  import: importScenario,
  workers,
  scale,
  'scale-soak': scaleSoak,
  progression,
  muscles,
};

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in SCENARIOS));
  if (unknown.length) {
    console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${Object.keys(SCENARIOS).join(', ')}.`);
    process.exit(2);
  }
  console.log(
    `Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${new Date().toISOString()}`,
  );
  for (const name of names.length ? names : Object.keys(SCENARIOS)) {
    const startedAt = performance.now();
    // The figures only mean something on an otherwise idle machine: say how busy it was.
    console.log(
      `\n=== ${name} === (load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})\n`,
    );
    await SCENARIOS[name]?.();
    console.log(`\n(${name}: ${((performance.now() - startedAt) / 1000).toFixed(0)} s)`);
  }
}

await main();
