import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number };
export type Metrics = { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
export type LighthouseRoute = {
  route: string;
  runs: Scores[];
  median: Scores;
  /** The run whose Performance is the median: its metrics, LCP element and failing audits. */
  medianRun: { metrics: Metrics; lcpElement: string; failed: string[] };
};

/** Issue 12's targets: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO ≥ 90. */
export const TARGETS: Scores = { performance: 95, accessibility: 100, bestPractices: 100, seo: 90 };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Audit = Result['lhr']['audits'][string];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function scoresOf(result: Result): Scores {
  const score = (key: string) => Math.round((result.lhr.categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

function metricsOf(result: Result): Metrics {
  const value = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? 0);
  return {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: Number((result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    speedIndex: value('speed-index'),
  };
}

/** The LCP element's selector and text, as the report's `largest-contentful-paint-element` lists it. */
function lcpElementOf(result: Result): string {
  const details = result.lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} « ${(node.nodeLabel ?? '').slice(0, 60)} »` : 'n/a';
}

function failedAudits(result: Result): string[] {
  return Object.values(result.lhr.audits)
    .filter(
      (audit: Audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit: Audit) => `${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`.trim());
}

/**
 * One Lighthouse run; a run whose trace Lighthouse could not read (`NO_NAVSTART` and the like, seen
 * on the loaded machine) is tried again, up to three times in all.
 */
async function lighthouseRun(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, nouvel essai`);
  }
}

/**
 * Lighthouse 12.2 on the Chromium listening on `port`: its defaults (mobile emulation, simulated
 * throttling), `runs` times. Its default storage reset runs before each: the service worker,
 * Cache Storage and the HTTP cache are cleared, localStorage is kept (Lighthouse 12's
 * `clearStorageTypes`), so a profile holding a token is a signed-in member's first visit and a
 * fresh profile a signed-out one's. `saveAs`: the median run's report, as `.json` and `.html`.
 */
export async function lighthouseRoute(
  port: number,
  url: string,
  options: { runs?: number; saveAs?: string } = {},
): Promise<LighthouseRoute> {
  const results: Result[] = [];
  for (let run = 0; run < (options.runs ?? 3); run += 1) results.push(await lighthouseRun(port, url));
  const runs = results.map(scoresOf);
  const byPerformance = [...results].sort((a, b) => scoresOf(a).performance - scoresOf(b).performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)] as Result;
  if (options.saveAs && Array.isArray(middle.report)) {
    const [json, html] = middle.report;
    writeFileSync(`${options.saveAs}.json`, json ?? '');
    writeFileSync(`${options.saveAs}.html`, html ?? '');
  }
  return {
    route: new URL(url).pathname,
    runs,
    median: {
      performance: median(runs.map((scores) => scores.performance)),
      accessibility: median(runs.map((scores) => scores.accessibility)),
      bestPractices: median(runs.map((scores) => scores.bestPractices)),
      seo: median(runs.map((scores) => scores.seo)),
    },
    medianRun: { metrics: metricsOf(middle), lcpElement: lcpElementOf(middle), failed: failedAudits(middle) },
  };
}

/** `95 ok` or `80 OVER` against the target (a score under its target is « OVER » its budget). */
export function verdict(score: number, target: number): string {
  return `${score} ${score >= target ? 'ok' : 'OVER'}`;
}
