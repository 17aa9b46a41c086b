import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);
import {
  escapeControlChars,
  isUnrunTest
} from "./chunk-MQMHZCA6.js";

// src/core/render/plan-followed.ts
function followedLines(followed) {
  const present = followed.filter((f) => f.atBase);
  const absent = followed.length - present.length;
  if (present.length === 0 && absent === 0) return [];
  const count = present.length === 1 ? "1 file" : `${present.length} files`;
  const lines = [`executed by the base checks (${count}):`];
  for (const file of present) {
    const mark = file.locked ? "locked" : "-     ";
    const chain = [...file.via, file.path].map(escapeControlChars).join(" -> ");
    const note = file.note === null ? "" : `  (${escapeControlChars(file.note)})`;
    lines.push(
      `  ${mark}  ${file.how.padEnd(14)}  ${chain}  <- ${escapeControlChars(file.check)}${note}`
    );
  }
  if (absent > 0)
    lines.push(
      `  ${absent} more path(s) the base would read are absent at base: a PR adding one is harness`
    );
  lines.push("");
  return lines;
}

// src/core/render/plan-text.ts
var STATUS_LETTER = {
  added: "A",
  modified: "M",
  deleted: "D",
  renamed: "R",
  copied: "C",
  "type-changed": "T",
  unmerged: "U",
  unknown: "X"
};
function planText(plan) {
  const lines = [
    `base ${plan.baseSha.slice(0, 12)} (merge base with ${escapeControlChars(plan.baseRef)})  head ${plan.headSha.slice(0, 12)} (${escapeControlChars(plan.branchId)})`,
    "",
    ...changeLines(plan.changes),
    "",
    ...anomalyLines(plan.anomalies),
    "",
    `locked worktree: ${plan.locked.restored.length} restored from base, ${plan.locked.removed.length} removed, ${plan.locked.merged.length} manifests merged, ${plan.locked.spliced.length} test items spliced`,
    ...plan.locked.restored.map((p) => `  restore  ${escapeControlChars(p)}`),
    ...plan.locked.removed.map((p) => `  remove   ${escapeControlChars(p)}`),
    ...plan.locked.merged.map((p) => `  merge    ${escapeControlChars(p)}`),
    ...plan.locked.spliced.map(
      (p) => `  splice   ${escapeControlChars(p)}  (PR code, base test items)`
    ),
    ...plan.locked.unspliced.map(
      (u) => `  UNSPLICED ${escapeControlChars(u.path)}: ${escapeControlChars(u.reason)} (the test checks will fail)`
    ),
    "",
    ...followedLines(plan.followed),
    ...checkLines(plan.checks),
    ...plan.warnings.map((w) => `warning: ${escapeControlChars(w)}`)
  ];
  return `${lines.join("\n")}
`;
}
function changeLines(changes) {
  if (changes.length === 0) return ["no changes between base and head"];
  return [
    `changes (${changes.length}):`,
    ...changes.map((c) => {
      const from = c.oldPath === null ? "" : ` <- ${escapeControlChars(c.oldPath)}`;
      const similarity = c.similarity === null ? "" : ` (${c.similarity}%)`;
      const eco = c.ecosystem ?? "-";
      const rule = c.rule === void 0 ? "" : `  [${escapeControlChars(c.rule)}]`;
      return `  ${STATUS_LETTER[c.status]}  ${c.class.padEnd(7)}  ${eco.padEnd(10)}  ${escapeControlChars(c.path)}${from}${similarity}${rule}`;
    })
  ];
}
function anomalyLines(anomalies) {
  if (anomalies.length === 0) return ["anomalies: none"];
  const critical = anomalies.filter((a) => a.severity === "critical").length;
  return [
    `anomalies (${anomalies.length}, ${critical} critical):`,
    ...anomalies.map((a) => {
      const where = a.line === null ? escapeControlChars(a.path) : `${escapeControlChars(a.path)}:${a.line}`;
      return `  ${a.severity.padEnd(8)}  ${a.kind.padEnd(20)}  ${where}  ${escapeControlChars(a.detail)}`;
    })
  ];
}
function unrunNote(checks) {
  const names = checks.filter(isUnrunTest).map((c) => escapeControlChars(c.name));
  if (names.length === 0) return [];
  return [`  note: ${names.join(", ")} will not run here: the verdict can be PARTIAL at best`];
}
function checkLines(checks) {
  if (checks.length === 0) return ["checks: none discovered"];
  return [
    "checks:",
    ...checks.map((c) => {
      const why = c.reason ? `  (${escapeControlChars(c.reason)})` : "";
      if (c.skipped !== null) {
        const script = c.script === "" ? "" : `: ${escapeControlChars(c.script.split("\n")[0] ?? "")}`;
        return `  ${c.kind.padEnd(9)}  skipped (${c.skipped})${script}  ${escapeControlChars(c.source)}${why}`;
      }
      const shown = c.script !== "" ? c.script : [c.command, ...c.args].join(" ");
      const cwd = c.cwd === "" || c.cwd === "." ? "" : `  [in ${escapeControlChars(c.cwd)}]`;
      return `  ${c.kind.padEnd(9)}  ${escapeControlChars(shown)}  <- ${escapeControlChars(c.source)}${cwd}${why}`;
    }),
    ...unrunNote(checks)
  ];
}

export {
  planText
};
