import lighthouse from 'lighthouse';

export type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number };
export type LighthouseRoute = { route: string; runs: Scores[]; median: Scores };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Lighthouse 12.2 on a Chromium already listening on `port` (its mobile emulation and simulated
 * throttling, the defaults), `runs` times; storage is kept, so a signed-in page stays signed in.
 */
export async function lighthouseRoute(port: number, url: string, runs = 3): Promise<LighthouseRoute> {
  const results: Scores[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    });
    const categories = result?.lhr.categories;
    const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    });
  }
  return {
    route: new URL(url).pathname,
    runs: results,
    median: {
      performance: median(results.map((scores) => scores.performance)),
      accessibility: median(results.map((scores) => scores.accessibility)),
      bestPractices: median(results.map((scores) => scores.bestPractices)),
      seo: median(results.map((scores) => scores.seo)),
    },
  };
}

/** Audits that did not pass on the last run, to say what to fix (score < 1, with a title). */
export async function failedAudits(port: number, url: string): Promise<string[]> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: true,
  });
  const audits = Object.values(result?.lhr.audits ?? {});
  return audits
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`.trim());
}
