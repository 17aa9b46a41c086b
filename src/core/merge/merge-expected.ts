// What a merge expects beyond the names it was given: the parts the reports themselves name
// (`expected_reports`) and, per project, every shard 1…n of a sharded suite.

import { formatShard } from '../sharding/shard.js';
import type { MergePart } from './merge-part.js';

/** Every name the reports list in `expected_reports`, in first-seen order. */
export function namedByReports(parts: readonly MergePart[]): string[] {
  const names = new Set<string>();
  for (const part of parts) for (const name of part.expectedReports ?? []) names.add(name);
  return [...names];
}

function groupLabel(project: string): string {
  return project === '' ? 'the root' : project;
}

/** The missing shards of one project's reports; a repeated shard or a mixed total is an error. */
function gapsOf(project: string, parts: readonly MergePart[]): MergePart[] {
  const sharded = parts.filter((part) => part.shard !== undefined);
  if (sharded.length === 0) return [];
  const whole = parts.find((part) => part.shard === undefined);
  if (whole) {
    // A whole run next to shards of it would count the same tests twice.
    throw new Error(
      `reports of ${groupLabel(project)} mix a whole run (${whole.name}) with shards ` +
        `(${sharded[0]!.name} is ${formatShard(sharded[0]!.shard!)})`,
    );
  }
  const first = sharded[0]!;
  const total = first.shard!.total;
  const byIndex = new Map<number, MergePart>();
  for (const part of sharded) {
    const shard = part.shard!;
    if (shard.total !== total) {
      throw new Error(
        `shard reports of ${groupLabel(project)} disagree on the number of shards: ` +
          `${first.name} is ${formatShard(first.shard!)}, ${part.name} is ${formatShard(shard)}`,
      );
    }
    const seen = byIndex.get(shard.index);
    if (seen) {
      throw new Error(
        `two reports for shard ${formatShard(shard)} of ${groupLabel(project)}: ${seen.name}, ${part.name}`,
      );
    }
    byIndex.set(shard.index, part);
  }
  const missing: MergePart[] = [];
  for (let index = 1; index <= total; index += 1) {
    if (byIndex.has(index)) continue;
    const shard = formatShard({ index, total });
    missing.push({
      name: project === '' ? `shard ${shard}` : `${project} shard ${shard}`,
      report: null,
    });
  }
  return missing;
}

/**
 * The shards no report covers, grouped by project (reports without one are the root's). Throws
 * on two reports of one shard, on shards of different totals, and on a whole run beside shards.
 */
export function missingShards(present: readonly MergePart[]): MergePart[] {
  const byProject = new Map<string, MergePart[]>();
  for (const part of present) {
    const key = part.project ?? '';
    byProject.set(key, [...(byProject.get(key) ?? []), part]);
  }
  return [...byProject.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([project, parts]) => gapsOf(project, parts));
}
