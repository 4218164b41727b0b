// Several Lighthouse runs of one page reduced to one row: the median of each figure, so a burst of
// other work on the machine during one run does not decide a budget; and, when a run measured no
// LCP, Lighthouse's own reason instead of a NaN.
import { median } from "./median.ts";

/** The part of a Lighthouse result (LH.Result) the bench reads. */
export type LighthouseRun = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode?: string; numericValue?: number; errorMessage?: string }>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
};

/** Why a run measured no LCP, in Lighthouse's words; undefined when it measured one. */
export function missingLcpReason(run: LighthouseRun) {
  if (run.runtimeError) return `${run.runtimeError.code}: ${run.runtimeError.message}`;
  const lcp = run.audits["largest-contentful-paint"];
  if (Number.isFinite(lcp?.numericValue)) return undefined;
  return lcp?.errorMessage ?? (run.runWarnings?.length ? run.runWarnings.join("; ") : "Lighthouse gave no LCP and no reason");
}

const numeric = (run: LighthouseRun, id: string) => run.audits[id]?.numericValue ?? Number.NaN;

/**
 * One page's row from its runs as served and its runs without scripts (the LCP floor). Only runs
 * that measured an LCP count; the others give their reason in `problems`.
 */
export function summarizeRuns(path: string, served: LighthouseRun[], floor: LighthouseRun[]) {
  const measured = served.filter((run) => !missingLcpReason(run));
  const measuredFloor = floor.filter((run) => !missingLcpReason(run));
  const problems = [
    ...served.flatMap((run) => missingLcpReason(run) ?? []),
    ...floor.flatMap((run) => (missingLcpReason(run) ? [`without scripts: ${missingLcpReason(run)}`] : [])),
  ];
  const categories = Object.keys(measured[0]?.categories ?? {});
  // An audit counts as failed when it fails in most of the measured runs.
  const failedIn = new Map<string, number>();
  for (const run of measured) {
    for (const audit of Object.values(run.audits)) {
      if (audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
        failedIn.set(audit.id, (failedIn.get(audit.id) ?? 0) + 1);
    }
  }
  return {
    path,
    runs: measured.length,
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round(median(measured.map((run) => (run.categories[id]?.score ?? Number.NaN) * 100)))]),
    ),
    lcp: median(measured.map((run) => numeric(run, "largest-contentful-paint"))),
    cls: median(measured.map((run) => numeric(run, "cumulative-layout-shift"))),
    tbt: median(measured.map((run) => numeric(run, "total-blocking-time"))),
    bytes: median(measured.map((run) => numeric(run, "total-byte-weight"))),
    floorLcp: median(measuredFloor.map((run) => numeric(run, "largest-contentful-paint"))),
    failed: [...failedIn].filter(([, count]) => count > measured.length / 2).map(([id]) => id),
    problems,
  };
}
