import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);
import {
  escapeControlChars,
  findingsOf,
  isUnrunTest,
  kindsText,
  stepLines
} from "./chunk-WI625RXA.js";

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

// src/core/render/plan-migrations.ts
function ids(list) {
  return list.length === 0 ? "none" : list.map((m) => m.name ?? m.id).join(", ");
}
function migrationLines(plans) {
  if (plans === void 0 || plans.length === 0) return [];
  return plans.flatMap((plan) => {
    const folder = escapeControlChars(plan.folder || ".");
    const lines = [
      `migrations: ${plan.tool} in ${folder}  <- ${escapeControlChars(plan.source)}`,
      `  engine: ${plan.engine} (${escapeControlChars(plan.engineBecause)})${plan.jobDatabase ? `; the job's database of ${escapeControlChars(plan.jobDatabase.source)}` : ""}`,
      `  history (base): ${escapeControlChars(ids(plan.base))}`,
      `  added by the PR: ${escapeControlChars(ids(plan.added))}`
    ];
    if (plan.skip !== null) {
      lines.push(
        `  round trip: skipped (${plan.skip.reason}): ${escapeControlChars(plan.skip.why)}`
      );
    } else if (plan.missingDown.length > 0) {
      lines.push(
        `  round trip: fails: no down for ${escapeControlChars(plan.missingDown.join(", "))}`
      );
    } else if (plan.steps !== null) {
      const phase = (name, shown) => shown.length === 0 ? [`  ${name}: (nothing)`] : shown.map(
        (line, i) => `  ${i === 0 ? name : " ".repeat(name.length)}: ${escapeControlChars(line)}`
      );
      lines.push(
        ...phase("base    ", stepLines(plan.steps.base, plan.engine)),
        ...phase("up      ", stepLines(plan.steps.up, plan.engine)),
        ...phase("down    ", stepLines(plan.steps.down, plan.engine)),
        ...phase("up again", stepLines(plan.steps.up, plan.engine))
      );
    }
    const lint = plan.lint.skipped === null ? `sqlfluff lint ${folder}` : `skipped (${plan.lint.skipped}): ${plan.lint.reason}`;
    lines.push(`  lint: ${escapeControlChars(lint)}`, "");
    return lines;
  });
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
    ...plan.migrations?.length ? ["", ...migrationLines(plan.migrations)] : [],
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
  const findings = findingsOf(anomalies);
  const critical = findings.filter((f) => f.severity === "critical").length;
  const count = findings.length === 1 ? "1 finding" : `${findings.length} findings`;
  return [
    `anomalies (${count}, ${critical} critical):`,
    ...findings.map((f) => {
      const where = f.line === null ? escapeControlChars(f.path) : `${escapeControlChars(f.path)}:${f.line}`;
      return `  ${f.severity.padEnd(8)}  ${kindsText(f).padEnd(20)}  ${where}  ${escapeControlChars(f.detail)}`;
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
