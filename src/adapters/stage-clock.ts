// The wall clock behind `--timings`: testlock's own stages, timed at the edge and handed on as
// plain data, so nothing in src/core ever reads a clock.

/**
 * `own` counts against the fixed-cost budget; `inventory` is the project's cost, and so are the
 * checks' own runs inside `checks` (the details), but not the rest of that stage.
 */
/** `pr-tests`: the PR's own tests at head and at base (SPEC 3b), not testlock's own time. */
export type StageKind = 'own' | 'checks' | 'inventory' | 'pr-tests';

export interface StageTiming {
  stage: string;
  ms: number;
  kind: StageKind;
}

/** What a run measured: consecutive stages that add up to `totalMs`, and details inside them. */
export interface StageTimings {
  stages: StageTiming[];
  /** Durations inside a stage (each check of `checks`): shown, never added to the total. */
  details: Array<{ name: string; ms: number }>;
  totalMs: number;
}

export interface StageClock {
  /** Closes the stage that ran since the previous lap (or since the clock started). */
  lap(stage: string, kind?: StageKind): void;
  /** A duration measured elsewhere inside the current stage (a check's own run). */
  detail(name: string, ms: number): void;
  timings(): StageTimings;
}

/**
 * Laps, not nested timers: stages run partly side by side (the inventory beside the checks, the
 * branch name beside the diff), and consecutive laps still add up to the wall time exactly.
 * `since` is where the first lap starts: 0 is the process's own start (node and the bundle's
 * start-up), the default is now.
 */
export function createStageClock(
  since: number = performance.now(),
  now: () => number = () => performance.now(),
): StageClock {
  const start = since;
  let last = since;
  const stages: StageTiming[] = [];
  const details: Array<{ name: string; ms: number }> = [];
  return {
    lap(stage, kind = 'own') {
      const at = now();
      stages.push({ stage, ms: at - last, kind });
      last = at;
    },
    detail(name, ms) {
      details.push({ name, ms });
    },
    timings: () => ({
      stages: stages.map((s) => ({ ...s })),
      details: details.map((d) => ({ ...d })),
      totalMs: last - start,
    }),
  };
}

/**
 * The part of the `checks` stages that no check ran in: probes joined, the locked tree's guard,
 * results read and judged. It is testlock's work, so it counts as own time. Checks run side by side
 * (`parallel`) add up to more than the stage: then none is counted.
 */
export function aroundChecksMs(timings: StageTimings): number {
  const ran = timings.details.reduce((sum, d) => sum + d.ms, 0);
  return Math.max(0, stagesMs(timings, 'checks') - ran);
}

/**
 * Own time, the figure the 250 ms budget is about: the total minus the checks' own runs and the
 * inventory.
 */
export function ownMs(timings: StageTimings): number {
  return stagesMs(timings, 'own') + aroundChecksMs(timings);
}

function stagesMs(timings: StageTimings, kind: StageKind): number {
  return timings.stages.filter((s) => s.kind === kind).reduce((sum, s) => sum + s.ms, 0);
}
