import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);
import {
  CELL_CHARS,
  TAIL_MAX_CHARS,
  assertionCore,
  beforeAfter,
  cell,
  clipChars,
  codeCell,
  codeSpan,
  failedChecks,
  fencedBlock,
  fitTable,
  formatBytes,
  formatDuration,
  htmlCode,
  kindNote,
  nextSteps,
  number,
  plural,
  scrubPaths,
  tailUtf8,
  trimRuntimeFrames,
  truncateUtf8,
  truncateWithNote,
  utf8Length
} from "./chunk-WI625RXA.js";

// src/adapters/github-limits.ts
var MAX_WAIT_S = 60;
var MAX_RETRIES = 3;
var UNPACED = {
  key: () => ({
    schedule: (_options, task, ...args) => task(...args)
  })
};
async function limitPlugins(limits = {}) {
  const [{ retry }, { throttling }] = await Promise.all([
    import("./dist-bundle-U7FF65GT.js"),
    import("./dist-bundle-MNV6MD5M.js")
  ]);
  const base = limits.retryAfterBaseMs ?? 1e3;
  const waitFor = (retryAfter, _options, _octokit, retryCount) => retryCount < MAX_RETRIES && retryAfter <= MAX_WAIT_S;
  const pacing = limits.paceWrites === false ? { write: UNPACED, notifications: UNPACED, search: UNPACED } : {};
  return {
    plugins: [retry, throttling],
    options: {
      retry: { retries: MAX_RETRIES, retryAfterBaseValue: base },
      throttle: {
        retryAfterBaseValue: base,
        onRateLimit: waitFor,
        onSecondaryRateLimit: waitFor,
        ...pacing
      }
    }
  };
}

// src/adapters/github.ts
var COMMENT_BODY_LIMIT = 65536;
var COMMENT_PAGES = 10;
var PULL_PAGES = 3;
var ANNOTATIONS_PER_REQUEST = 50;
function httpStatus(error) {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  const { status } = error;
  return typeof status === "number" ? status : null;
}
function isRefusal(error) {
  const status = httpStatus(error);
  return status === 403 || status === 404;
}
async function octokitFor(options) {
  const { getOctokit } = await import("./github-2LXFD2IZ.js");
  const limits = await limitPlugins(options.limits);
  return getOctokit(
    options.token,
    { baseUrl: options.apiUrl.replace(/\/+$/, ""), ...limits.options },
    ...limits.plugins
  );
}
function batches(items, size) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length === 0 ? [[]] : out;
}
async function sendAnnotated(annotations, first, next) {
  const [head = [], ...rest] = batches(annotations, ANNOTATIONS_PER_REQUEST);
  const id = await first(head);
  for (const batch of rest) await next(id, batch);
  return { id, requests: 1 + rest.length };
}
function createGitHubClient(options) {
  const [owner = "", repo = ""] = options.repository.split("/");
  let loaded = null;
  const octokit = () => {
    loaded ??= octokitFor(options);
    return loaded;
  };
  const site = { owner, repo };
  return {
    async tryCreateCheckRun(name, headSha) {
      try {
        const started_at = (/* @__PURE__ */ new Date()).toISOString();
        const body = {
          ...site,
          name,
          head_sha: headSha,
          status: "in_progress",
          started_at
        };
        const { data } = await (await octokit()).rest.checks.create(body);
        return data.id;
      } catch (error) {
        if (isRefusal(error)) return null;
        throw error;
      }
    },
    async completeCheckRun(id, conclusion, output) {
      const text = output.text === null ? {} : { text: output.text };
      const base = { title: output.title, summary: output.summary, ...text };
      const client = await octokit();
      const sent = await sendAnnotated(
        output.annotations,
        async (annotations) => {
          await client.rest.checks.update({
            ...site,
            check_run_id: id,
            status: "completed",
            conclusion,
            completed_at: (/* @__PURE__ */ new Date()).toISOString(),
            output: { ...base, annotations }
          });
          return id;
        },
        async (_, annotations) => {
          await client.rest.checks.update({
            ...site,
            check_run_id: id,
            output: { ...base, annotations }
          });
        }
      );
      return sent.requests;
    },
    async tryListLabels(pullNumber) {
      try {
        const { data } = await (await octokit()).rest.issues.listLabelsOnIssue({
          ...site,
          issue_number: pullNumber,
          per_page: 100
        });
        return data.map((label) => label.name);
      } catch {
        return null;
      }
    },
    async findPullRequest(headSha) {
      const { data } = await (await octokit()).rest.repos.listPullRequestsAssociatedWithCommit({
        ...site,
        commit_sha: headSha
      });
      const associated = data.find((pull) => pull.head.sha === headSha) ?? data[0];
      if (associated) return associated.number;
      const client = await octokit();
      const pages = client.paginate.iterator(client.rest.pulls.list, {
        ...site,
        state: "open",
        per_page: 100
      });
      let page = 0;
      for await (const open of pages) {
        const match = open.data.find((pull) => pull.head.sha === headSha);
        if (match) return match.number;
        page += 1;
        if (page >= PULL_PAGES) break;
      }
      return null;
    },
    async upsertComment(issueNumber, marker, body, create) {
      try {
        const existing = await findComment(
          await octokit(),
          { ...site, issue_number: issueNumber },
          marker
        );
        if (existing !== null) {
          await (await octokit()).rest.issues.updateComment({
            ...site,
            comment_id: existing,
            body
          });
          return "updated";
        }
        if (!create) return "absent";
        await (await octokit()).rest.issues.createComment({
          ...site,
          issue_number: issueNumber,
          body
        });
        return "created";
      } catch (error) {
        if (isRefusal(error)) return "refused";
        throw error;
      }
    }
  };
}
async function findComment(octokit, issue, marker) {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    ...issue,
    per_page: 100
  });
  let page = 0;
  for await (const { data } of pages) {
    const ours = data.find((c) => c.user?.type === "Bot" && (c.body ?? "").includes(marker));
    if (ours) return ours.id;
    page += 1;
    if (page >= COMMENT_PAGES) break;
  }
  return null;
}

// src/core/render/annotations.ts
var MESSAGE_BYTES = 6e4;
var TITLE_CHARS = 255;
var LEVEL = {
  critical: "failure",
  warning: "warning",
  info: "notice"
};
function repositoryPath(file, roots) {
  let path = file.replace(/\\/g, "/");
  for (const root of roots) {
    const prefix = `${root.replace(/\\/g, "/").replace(/\/+$/, "")}/`;
    if (path.startsWith(prefix)) path = path.slice(prefix.length);
  }
  path = path.replace(/^(\.\/)+/, "");
  if (path === "" || path.startsWith("/") || /^[A-Za-z]:\//.test(path)) return null;
  if (path.split("/").includes("..")) return null;
  return path;
}
function make(path, line, level, title, message, details) {
  const at = line !== null && Number.isInteger(line) && line > 0 ? line : 1;
  const annotation = {
    path,
    start_line: at,
    end_line: at,
    annotation_level: level,
    message: truncateUtf8(message === "" ? title : message, MESSAGE_BYTES),
    title: clipChars(title, TITLE_CHARS)
  };
  if (details !== "" && details !== message) {
    annotation.raw_details = truncateUtf8(details, MESSAGE_BYTES);
  }
  return annotation;
}
function fromFailure(failure, roots) {
  const path = failure.file === null ? null : repositoryPath(failure.file, roots);
  if (path === null) return null;
  const title = `test failed: ${failure.name}`;
  const message = scrubPaths(assertionCore(failure.message, failure.detail), roots);
  const details = trimRuntimeFrames(scrubPaths(failure.detail, roots));
  return make(path, failure.line, "failure", title, message, details);
}
function fromDiagnostic(diagnostic, roots) {
  const path = diagnostic.file === null ? null : repositoryPath(diagnostic.file, roots);
  if (path === null) return null;
  return make(
    path,
    diagnostic.line,
    "failure",
    diagnostic.tool,
    scrubPaths(diagnostic.message, roots),
    scrubPaths(diagnostic.text, roots)
  );
}
function fromAnomaly(anomaly, allowed) {
  const path = repositoryPath(anomaly.path, []);
  if (path === null) return null;
  const title = `testlock: ${anomaly.kind}`;
  const level = allowed && anomaly.severity === "critical" ? "warning" : LEVEL[anomaly.severity];
  return make(path, anomaly.line, level, title, anomaly.detail, "");
}
function buildAnnotations(source, roots, limit) {
  const failures = source.failures.map((failure) => fromFailure(failure, roots));
  const ordered = [
    ...failures.slice(0, 1),
    ...source.anomalies.map((anomaly) => fromAnomaly(anomaly, source.allowed === true)),
    ...failures.slice(1),
    ...source.diagnostics.map((diagnostic) => fromDiagnostic(diagnostic, roots))
  ].filter((annotation) => annotation !== null);
  const unique = mergeSameSpot(ordered);
  const kept = unique.slice(0, Math.max(0, limit));
  return { annotations: kept, omitted: unique.length - kept.length };
}
function mergeSameSpot(annotations) {
  const byKey = /* @__PURE__ */ new Map();
  for (const annotation of annotations) {
    const key = JSON.stringify([
      annotation.path,
      annotation.start_line,
      annotation.annotation_level,
      annotation.message
    ]);
    const seen = byKey.get(key);
    if (seen === void 0) byKey.set(key, { ...annotation });
    else if (seen.title !== void 0 && annotation.title !== void 0) {
      seen.title = `${seen.title}, ${annotation.title.replace(/^testlock: /, "")}`;
    }
  }
  return [...byKey.values()];
}

// src/core/render/summary-changed-lines.ts
var MAX_NAMED = 3;
function changedLinesLine(lines) {
  if (!lines) return [];
  const of = (n) => `${number(n)} of ${number(lines.source_lines)}`;
  const parts = [`Changed lines run by the base tests: ${of(lines.run_by_locked_tests)}`];
  if (lines.run_by_pr_tests !== null) parts.push(`by the PR's tests: ${of(lines.run_by_pr_tests)}`);
  const unmeasured = lines.files_unmeasured;
  if (unmeasured.length > 0) {
    const named = unmeasured.slice(0, MAX_NAMED).map(htmlCode).join(", ");
    const more = unmeasured.length > MAX_NAMED ? ` and ${number(unmeasured.length - MAX_NAMED)} more` : "";
    parts.push(`no test ran ${named}${more}`);
  }
  return [parts.join(" \xB7 ")];
}

// src/core/render/summary-facts.ts
function state(clean) {
  if (clean === null) return "not applicable";
  return clean ? "clean" : "errors";
}
function coverageText(report) {
  if (report.coverage !== null) return `${report.coverage}%`;
  return report.has_tests ? "not measured" : "none (no tests in the locked set)";
}
function result(check) {
  if (check.skipped !== null) return `\u23ED\uFE0F skipped: ${cell(check.skipped)}`;
  if (check.timedOut) return "\u23F1\uFE0F timed out";
  if (check.ok) return "\u2705 passed";
  const how = check.exitCode !== null ? `exit ${check.exitCode}` : `signal ${check.signal ?? "?"}`;
  return `\u274C failed (${cell(how)})`;
}
function factsTable(facts) {
  const { report } = facts;
  const tests = `${report.tests_run} run \xB7 ${report.tests_passed} passed \xB7 ${report.tests_failed} failed \xB7 ${report.tests_skipped} skipped`;
  return [
    `| verdict | ${cell(report.verdict)} \u2192 ${facts.conclusion} |`,
    "|---|---|",
    `| tests (locked set) | ${tests} |`,
    `| coverage | ${coverageText(report)} |`,
    `| type check | ${state(report.type_check_clean)} |`,
    `| lint | ${state(report.lint_clean)} |`,
    ...baselineRow(report),
    ...isolationRow(report),
    `| base \u2192 head | ${commit(facts, report.base_sha)} \u2192 ${commit(facts, report.head_sha)} |`
  ].join("\n");
}
function baselineRow(report) {
  const baseline = report.baseline;
  if (baseline === void 0) return [];
  if (baseline === null)
    return ["| failures at base | not compared (the base run could not be done) |"];
  const fresh = baseline.new_failures.length;
  const before = baseline.pre_existing.length;
  return [`| failures at base | ${fresh} new \xB7 ${before} failed at base too |`];
}
function isolationRow(report) {
  if (report.isolation === void 0) return [];
  const how = {
    user: "another user ran the checks (`isolation: user`)",
    mount: "read-only mounts during the checks (`isolation: mount`)",
    watch: "read-only, watched with file-system events during each check, their bytecode never read (`isolation: watch`)"
  };
  const text = report.isolation === null ? "compared before and after each check only: the watch could not be set" : how[report.isolation];
  return [`| locked tests and harness | ${text} |`];
}
var SHA = /^[0-9a-f]{40}$/;
function commit(facts, sha) {
  const short = codeCell(sha.slice(0, 12));
  const links = facts.links;
  if (!links || !SHA.test(sha)) return short;
  return `[${short}](${links.server}/${links.repository}/commit/${sha})`;
}
function runLogUrl(facts) {
  const links = facts.links;
  if (!links || links.runId === null || !/^\d+$/.test(links.runId)) return null;
  return `${links.server}/${links.repository}/actions/runs/${links.runId}`;
}
function runLog(facts) {
  const url = runLogUrl(facts);
  return url === null ? null : `[Run log](${url})`;
}
function elsewhere(facts) {
  const url = runLogUrl(facts);
  return { place: url === null ? "the run log" : `[the run log](${url})` };
}
function allowanceNote(facts) {
  const { reading, report } = facts;
  const allowance = reading.allowance;
  if (reading.testChanges === "policy") {
    return `The policy (${codeCell(`on-test-change: ${reading.policy ?? "warn"}`)}) reports test changes without failing the gate; they are listed below.`;
  }
  if (reading.testChanges !== "allowed" || allowance === null) return null;
  if (allowance.by === "label") {
    return `\u{1F3F7}\uFE0F Test changes allowed by the label ${codeCell(allowance.label)}: they are listed below and do not fail the gate. People with write access can apply or remove it; removed, the changes fail the gate again.`;
  }
  const via = allowance.via === "button" ? " with the \u201CAllow test changes\u201D button" : allowance.via === "comment" ? ` with a ${codeCell("/testlock allow")} comment` : "";
  const sha = SHA.test(report.head_sha) ? ` for commit ${codeCell(report.head_sha)}` : "";
  return `\u2705 **Test changes allowed** by ${cell(`@${allowance.login}`)} (${cell(allowance.permission)})${via} at ${cell(allowance.at)}${sha}. They are listed below; a new push needs a new approval.`;
}
function notes(facts) {
  const out = [];
  const allowed = allowanceNote(facts);
  if (allowed !== null) out.push(allowed);
  if (facts.annotationsOmitted > 0) {
    out.push(
      `Annotations are capped at ${facts.annotationLimit}; ${facts.annotationsOmitted} more were not posted.`
    );
  }
  if (facts.fromUploadedReport) {
    out.push("Posted from a report uploaded by an earlier job; it was checked as untrusted data.");
  }
  return out;
}
function checkRows(checks) {
  return checks.map((check) => [
    check.kind,
    codeCell(check.script || [check.command, ...check.args].join(" ")),
    codeCell(check.source),
    result(check),
    check.skipped === null ? formatDuration(check.durationMs) : ""
  ]);
}

// src/core/render/summary-failures.ts
function failureWhere(failure) {
  if (failure.file === null) return "";
  return codeCell(failure.line === null ? failure.file : `${failure.file}:${failure.line}`);
}
var OPEN_FAILED_TESTS = 10;
var OPEN_DIAGNOSTICS = 5;
function atBase(baseline, name) {
  if (baseline === null || baseline === void 0) return null;
  return baseline.pre_existing.includes(name) ? "failed at base too" : "new";
}
function baselineSplit(baseline) {
  if (baseline === null || baseline === void 0) return null;
  return `${number(baseline.new_failures.length)} new, ${number(baseline.pre_existing.length)} failed at base too`;
}
function failedTestsSection(failures, rows, elsewhere2, baseline) {
  if (failures.length === 0) return null;
  const split = baselineSplit(baseline);
  const title = `${plural(failures.length, "failed test", "failed tests")}${split === null ? "" : ` (${split})`}`;
  if (rows === 0) {
    return `<details><summary>${title}</summary>

_Not listed here to fit GitHub\u2019s size limit; ${elsewhere2.place} has every failure._

</details>`;
  }
  const sorted = [...failures].sort((a, b) => (a.file ?? "").localeCompare(b.file ?? ""));
  const withBase = baseline !== null && baseline !== void 0;
  const shown = sorted.slice(0, rows).map((failure) => {
    const core = assertionCore(failure.message, failure.detail).split("\n", 1)[0] ?? "";
    const row = [codeCell(failure.name), failureWhere(failure), cell(scrubPaths(core))];
    if (withBase) row.push(atBase(baseline, failure.name) ?? "");
    return row;
  });
  const header = withBase ? ["test", "where", "message", "at base"] : ["test", "where", "message"];
  let table = fitTable(header, shown, Number.POSITIVE_INFINITY);
  if (failures.length > rows) {
    table += `

_\u2026 and ${number(failures.length - rows)} more; ${elsewhere2.place} has every failure._`;
  }
  if (failures.length <= OPEN_FAILED_TESTS) {
    const heading = `### Failed tests (${number(failures.length)})${split === null ? "" : `: ${split}`}`;
    return `${heading}

${table}`;
  }
  return `<details><summary>${title}</summary>

${table}

</details>`;
}
function diagnosticWhere(diagnostic) {
  if (diagnostic.file === null) return "";
  const line = diagnostic.line === null ? "" : `:${diagnostic.line}`;
  return codeCell(`${scrubPaths(diagnostic.file)}${line}`);
}
function diagnosticsSection(diagnostics, rows, elsewhere2) {
  if (diagnostics.length === 0) return null;
  const counts = /* @__PURE__ */ new Map();
  for (const diagnostic of diagnostics) {
    counts.set(diagnostic.tool, (counts.get(diagnostic.tool) ?? 0) + 1);
  }
  const perTool = [...counts].map(([tool, n]) => `${codeCell(tool)} ${number(n)}`).join(" \xB7 ");
  const title = `### Type and lint errors (${number(diagnostics.length)}): ${perTool}`;
  if (rows === 0) {
    return `${title}

_Not listed here to fit GitHub\u2019s size limit; ${elsewhere2.place} has the check output._`;
  }
  const shown = diagnostics.slice(0, rows).map((diagnostic) => [
    codeCell(diagnostic.tool),
    diagnosticWhere(diagnostic),
    cell(scrubPaths(diagnostic.message.split("\n", 1)[0] ?? ""))
  ]);
  let table = fitTable(["tool", "where", "message"], shown, Number.POSITIVE_INFINITY);
  if (diagnostics.length > rows) {
    table += `

_\u2026 and ${number(diagnostics.length - rows)} more; ${elsewhere2.place} has the check output._`;
  }
  if (diagnostics.length <= OPEN_DIAGNOSTICS) return `${title}

${table}`;
  const summary = `Show the ${plural(diagnostics.length, "error", "errors")}`;
  return `${title}

<details><summary>${summary}</summary>

${table}

</details>`;
}
function failureSection(detail, budget) {
  const title = "### First failure, verbatim";
  const room = budget - utf8Length(title) - 120;
  if (utf8Length(detail) + 40 <= room) return `${title}

${fencedBlock(detail)}`;
  const cut = truncateUtf8(detail, Math.max(0, room - 200));
  const note = `_\u2026 cut: the first ${number(utf8Length(cut))} bytes of ${formatBytes(utf8Length(detail))} shown._`;
  return `${title}

${fencedBlock(cut)}

${note}`;
}

// src/core/render/summary-findings.ts
function where(finding) {
  if (finding.path === "") return "";
  return codeCell(finding.line === null ? finding.path : `${finding.path}:${finding.line}`);
}
function findingText(detail) {
  const change = beforeAfter(detail);
  if (change === null) return cell(detail);
  return `${cell(change.label)}: ${codeCell(change.before)} \u2192 ${codeCell(change.after)}`;
}
function kindLink(kind, docs) {
  return docs === null ? codeSpan(kind) : `[${codeSpan(kind)}](${docs}#${kind})`;
}
function findingRows(findings, docs) {
  return findings.map((finding) => [
    finding.severity,
    finding.kinds.map((kind) => `${kindLink(kind, docs)}${kindNote(kind, finding.detail)}`).join(", "),
    where(finding),
    findingText(finding.detail)
  ]);
}
var FINDING_HEADER = ["severity", "kind", "where", "finding"];
function findingsHeading(reading, loud) {
  const parts = [];
  if (reading.critical > 0) parts.push(`${reading.critical} critical`);
  if (reading.warnings > 0) parts.push(plural(reading.warnings, "warning", "warnings"));
  return `### Findings (${loud}): ${parts.join(" \xB7 ")}`;
}
function anomalySections(reading, budget, docs) {
  const loud = reading.findings.filter((finding) => finding.severity !== "info");
  const quiet = reading.findings.filter((finding) => finding.severity === "info");
  const out = [];
  if (loud.length > 0) {
    out.push(
      findingsHeading(reading, loud.length),
      fitTable(FINDING_HEADER, findingRows(loud, docs), budget)
    );
  }
  if (quiet.length > 0) {
    const table = fitTable(FINDING_HEADER, findingRows(quiet, docs), budget / 4);
    const notes2 = quiet.length === 1 ? "1 info note" : `${quiet.length} info notes`;
    out.push(`<details><summary>${notes2}</summary>

${table}

</details>`);
  }
  return out;
}

// src/core/render/summary-links.ts
function verdictDocs(links) {
  const docs = links?.docs ?? null;
  if (docs === null || !docs.endsWith("/anomalies.md")) return null;
  return `${docs.slice(0, -"anomalies.md".length)}verdict.md`;
}

// src/core/render/summary-pr-tests.ts
var MAX_ROWS = 100;
function verb(n, one, many) {
  return `${number(n)} ${n === 1 ? one : many}`;
}
function prTestsLine(prTests) {
  if (prTests.tests_run === 0) {
    const skipped = prTests.tests.length;
    return skipped > 0 ? `New tests: none ran \xB7 ${verb(skipped, "skips", "skip")} on this PR` : `New tests: none ran from the PR's ${verb(prTests.files.length, "test file", "test files")}`;
  }
  const parts = [`New tests: ${number(prTests.tests_run)}`];
  if (prTests.tests_failed === 0) parts.push("pass on this PR");
  else {
    parts.push(verb(prTests.tests_passed, "passes on this PR", "pass on this PR"));
    parts.push(verb(prTests.tests_failed, "fails on this PR", "fail on this PR"));
  }
  if (prTests.fail_at_base > 0) {
    parts.push(
      `${verb(prTests.fail_at_base, "fails", "fail")} on the base code (they test this change)`
    );
  }
  if (prTests.pass_at_base > 0) {
    parts.push(verb(prTests.pass_at_base, "passes there too", "pass there too"));
  }
  return parts.join(" \xB7 ");
}
function idCell(id) {
  return htmlCode(clipChars(id, CELL_CHARS)).replace(/\|/g, "&#124;");
}
function prTestsSection(prTests, budget) {
  if (!prTests) return [];
  const rows = prTests.tests.slice(0, MAX_ROWS).map((test) => [idCell(test.id), test.head, test.base]);
  const more = prTests.tests.length - rows.length;
  const table = fitTable(["test", "on this PR", "on the base code"], rows, Math.max(0, budget));
  const note = more > 0 ? `

_\u2026 ${number(more)} more in the report._` : "";
  return [
    prTestsLine(prTests),
    `<details><summary>The PR's tests (${number(prTests.tests.length)})</summary>

${table}${note}

</details>`
  ];
}

// src/core/render/markdown-summary.ts
var CHECK_RUN_TEXT_LIMIT = 65535;
var JOB_SUMMARY_LIMIT = 1024 * 1024;
var ICON = { success: "\u2705", failure: "\u274C", neutral: "\u26A0\uFE0F" };
var TRUNCATED = "\n\n_\u2026 truncated to fit GitHub\u2019s size limit; the run log has the checks\u2019 output._\n";
var LEVELS = [
  { failedRows: 100, diagnosticRows: 50, tailBytes: 6e4 },
  { failedRows: 20, diagnosticRows: 20, tailBytes: 6e4 },
  { failedRows: 0, diagnosticRows: 5, tailBytes: 6e4 },
  { failedRows: 0, diagnosticRows: 5, tailBytes: 8e3 },
  { failedRows: 0, diagnosticRows: 0, tailBytes: 1e3 }
];
function reductionNote(facts, detail, maxBytes, tails) {
  const full = LEVELS[0];
  const said = [];
  const failures = facts.failures?.length ?? 0;
  if (failures > detail.failedRows && detail.failedRows < full.failedRows) {
    said.push(
      detail.failedRows === 0 ? "failed tests not listed" : `${number(detail.failedRows)} of ${number(failures)} failed tests listed`
    );
  }
  const diagnostics = facts.diagnostics?.length ?? 0;
  if (diagnostics > detail.diagnosticRows && detail.diagnosticRows < full.diagnosticRows) {
    said.push(`${number(detail.diagnosticRows)} of ${number(diagnostics)} errors listed`);
  }
  if (tails && detail.tailBytes < full.tailBytes && failedChecks(facts.report).length > 0) {
    said.push(`output tails cut to ${formatBytes(detail.tailBytes)} per check`);
  }
  if (said.length === 0) return null;
  return `_Shortened to fit GitHub\u2019s limit of ${number(maxBytes)} bytes: ${said.join("; ")}; ${elsewhere(facts).place} has the checks\u2019 output._`;
}
function renderSummary(facts, maxBytes, options = {}) {
  const tails = options.outputTails === true;
  let text = "";
  for (const detail of LEVELS) {
    text = renderAt(facts, maxBytes, detail, tails);
    if (utf8Length(text) <= maxBytes) return text;
  }
  return truncateWithNote(text, maxBytes, TRUNCATED);
}
function renderAt(facts, maxBytes, detail, tails) {
  const { report } = facts;
  const reduced = reductionNote(facts, detail, maxBytes, tails);
  const head = [
    `## testlock ${ICON[facts.conclusion]} ${cell(facts.reading.title)}`,
    cell(facts.reading.stateLine),
    factsTable(facts),
    ...prTestsSection(report.pr_tests, maxBytes / 8),
    ...changedLinesLine(report.changed_lines),
    ...notes(facts),
    ...[runLog(facts), reduced].filter((line) => line !== null)
  ].join("\n\n");
  let left = maxBytes - utf8Length(head) - utf8Length(TRUNCATED) - 200;
  const failure = report.failure_detail === null ? "" : failureSection(scrubPaths(report.failure_detail), left / 4);
  left -= utf8Length(failure);
  const checks = fitTable(
    ["kind", "command", "source", "result", "duration"],
    checkRows(report.checks),
    left / 2
  );
  left -= utf8Length(checks);
  const output = tails ? outputSection(report, detail.tailBytes) : null;
  if (output !== null) left -= utf8Length(output);
  const where2 = elsewhere(facts);
  const errors = diagnosticsSection(facts.diagnostics ?? [], detail.diagnosticRows, where2);
  if (errors !== null) left -= utf8Length(errors);
  const failedTests = failedTestsSection(
    facts.failures ?? [],
    detail.failedRows,
    where2,
    report.baseline
  );
  if (failedTests !== null) left -= utf8Length(failedTests);
  const steps = renderSteps(facts);
  const parts = [head];
  if (steps !== null) parts.push(steps);
  parts.push(...anomalySections(facts.reading, left, facts.links?.docs ?? null));
  if (failedTests !== null) parts.push(failedTests);
  if (errors !== null) parts.push(errors);
  parts.push(`### Checks (${report.checks.length})`, checks);
  if (failure !== "") parts.push(failure);
  if (output !== null) parts.push(output);
  return `${parts.join("\n\n")}
`;
}
function renderSteps(facts) {
  const steps = nextSteps(
    {
      report: facts.report,
      reading: facts.reading,
      allowLabel: facts.allowLabel,
      appApprovals: facts.appApprovals === true,
      verdictDocs: verdictDocs(facts.links ?? null)
    },
    codeCell,
    (text, url) => `[${text}](${url})`
  );
  if (steps.length === 0) return null;
  return steps.map((step) => `**${step.who}:** ${step.text}`).join("\n\n");
}
function writtenBytes(check) {
  const parts = [
    [check.stderr, check.stderrBytes],
    [check.stdout, check.stdoutBytes]
  ];
  const shown = parts.filter(([text]) => text !== "");
  if (shown.some(([, bytes]) => bytes === void 0)) return null;
  return shown.reduce((sum, [, bytes]) => sum + (bytes ?? 0), 0);
}
function outputTail(check, maxBytes) {
  const streams = [check.stderr, check.stdout].filter((part) => part !== "");
  const output = scrubPaths(streams.join("\n"));
  if (output === "") return "_(no output)_";
  const tail = tailUtf8(output, Math.max(0, maxBytes));
  const written = writtenBytes(check);
  const kept = written === null ? streams.some((part) => part.length >= TAIL_MAX_CHARS) : written > streams.reduce((sum, part) => sum + utf8Length(part), 0);
  const notes2 = [];
  if (written !== null && (kept || tail.length < output.length)) {
    notes2.push(
      `last ${number(tail.length)} characters of ${formatBytes(written)} shown; the run log has all of it`
    );
  } else if (tail.length < output.length) {
    notes2.push(
      `last ${number(tail.length)} characters of ${formatBytes(utf8Length(output))} shown`
    );
  }
  if (kept && written === null) {
    notes2.push(
      `the report keeps the last ${number(TAIL_MAX_CHARS)} characters of each stream; the run log has all of it`
    );
  }
  const block = tail === "" ? "" : `${fencedBlock(tail)}

`;
  return notes2.length === 0 ? fencedBlock(tail) : `${block}_Output cut: ${notes2.join("; ")}._`;
}
function outputHeading(check) {
  return `${cell(check.kind)}: ${codeCell(check.script || check.command)}`;
}
function outputSection(report, tailBytes) {
  const failed = failedChecks(report);
  if (failed.length === 0) return null;
  const sections = failed.map(
    (check) => `<details><summary>Output of ${check.kind}: ${htmlCode(clipChars(check.script || check.command, CELL_CHARS))}</summary>

${outputTail(check, tailBytes)}

</details>`
  );
  return sections.join("\n\n");
}
function renderCheckOutput(report, maxBytes) {
  const failed = failedChecks(report);
  if (failed.length === 0) return null;
  const each = Math.floor((maxBytes - 500) / failed.length) - 600;
  const sections = failed.map(
    (check) => `### ${outputHeading(check)}

${outputTail(check, each)}`
  );
  return truncateWithNote(`${sections.join("\n\n")}
`, maxBytes, TRUNCATED);
}

export {
  limitPlugins,
  COMMENT_BODY_LIMIT,
  sendAnnotated,
  createGitHubClient,
  buildAnnotations,
  state,
  coverageText,
  runLogUrl,
  findingRows,
  FINDING_HEADER,
  findingsHeading,
  CHECK_RUN_TEXT_LIMIT,
  JOB_SUMMARY_LIMIT,
  ICON,
  renderSummary,
  renderCheckOutput
};
