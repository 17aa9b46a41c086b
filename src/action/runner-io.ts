// The runner's I/O through @actions/core, and the only module that imports it: inputs, step
// outputs, the job summary, annotations, groups, masking, failing the step and log lines.
// core reads process.env and writes process.stdout at each call; tests swap both for a case
// (test/action/runner-env.ts), so the code under test is the real core writing real files.
// What core does not give, testlock keeps beside it, each with its reason in its header:
// stop-commands with an unpredictable token (workflow-commands.ts; core has no public API for
// it), one-line outputs and the 1 MiB summary limit (file-commands.ts; core writes a value
// as given, newlines too, and knows no limit), the per-step annotation limits (workflow-commands.ts).
// core's own escaping is enough for annotations: %, CR and LF in messages, and also `:` and `,`
// in properties, are encoded exactly as the runner decodes them (test/action/runner-io.test.ts).
import {
  endGroup,
  error,
  getInput,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary as sharedSummary,
  startGroup,
  warning,
} from '@actions/core';

export type LogLevel = 'error' | 'warning' | 'notice';

/** Where an annotation points; core names the runner's `line` startLine. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
}

export interface RunnerIO {
  /** An input as the runner passes it (`INPUT_` + upper case, spaces to `_`), trimmed. */
  input(name: string): string;
  /** Appends one step output; false when the runner gave no output file. */
  setOutput(name: string, value: string): boolean;
  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(markdown: string): Promise<boolean>;
  annotate(level: LogLevel, message: string, properties?: AnnotationProperties): void;
  startGroup(name: string): void;
  endGroup(): void;
  /** Masks a value in the rest of the log. */
  setSecret(value: string): void;
  /** An error annotation with the message, and exit status 1 when the process ends. */
  fail(message: string): void;
  /** A line of the log. */
  info(line: string): void;
  /** Bytes as they are, for streamed output and the stop-commands markers. */
  write(text: string): void;
}

type Summary = typeof sharedSummary;

const ANNOTATE = { error, warning, notice } as const;

/**
 * The runner I/O of this process. Its own job summary buffer: core's shared one keeps the file
 * path it found first, and a second I/O (the next in-process test) must write to its own file.
 */
export function runnerIO(): RunnerIO {
  const summary = new (sharedSummary.constructor as new () => Summary)();
  return {
    input: (name) => getInput(name),
    setOutput(name, value) {
      // Without the file, core would fall back to the `set-output` command the runner retired.
      if (!process.env.GITHUB_OUTPUT) return false;
      setOutput(name, value);
      return true;
    },
    async appendSummary(markdown) {
      // Without the file, core would throw: a runner without job summaries is not an error.
      if (!process.env.GITHUB_STEP_SUMMARY) return false;
      await summary.addRaw(markdown).write();
      return true;
    },
    annotate(level, message, properties = {}) {
      ANNOTATE[level](message, properties);
    },
    startGroup: (name) => startGroup(name),
    endGroup: () => endGroup(),
    setSecret: (value) => setSecret(value),
    fail: (message) => setFailed(message),
    info: (line) => info(line),
    write: (text) => {
      process.stdout.write(text);
    },
  };
}
