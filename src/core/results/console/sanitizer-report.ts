// The first report of a sanitizer in a test's output: an ASan/LSan/TSan/MSan block (from its
// `ERROR: AddressSanitizer:` line to its `SUMMARY:` line) or a UBSan `runtime error:` line with the
// frames printed after it. Compiled code names its sources by absolute path: the paths inside
// testlock's trees are made repository-relative.
import { treeRelative } from '../../text/tree-paths.js';

export interface SanitizerReport {
  /** One line: the SUMMARY's text (`AddressSanitizer: heap-buffer-overflow src/buffer.c:4 in fill`). */
  message: string;
  /** The block as the sanitizer printed it, tree paths cut. */
  lines: string[];
  file: string | null;
  line: number | null;
}

// `==123==ERROR: AddressSanitizer: heap-buffer-overflow on …`; TSan warns (`WARNING: ThreadSanitizer:`).
const HEADER = /^(?:==\d+==)?(?:ERROR|WARNING): (\w*Sanitizer): (.+)$/;
const SUMMARY = /^SUMMARY: (\w*Sanitizer: .+)$/;
const UBSAN = /^(.+?):(\d+):(?:\d+:)? runtime error: (.+)$/;
const FRAME = /^\s+#\d+ /;
// `#0 0x55 in fill src/buffer.c:4` (a repository file: relative once the tree prefix is cut).
const FRAME_SOURCE = /^\s+#\d+ \S+ in .+? ((?![/.])[^\s:]+):(\d+)(?::\d+)?$/;
/** A block longer than this has lost its SUMMARY line (the process died): it ends here. */
const MAX_BLOCK = 200;

export function sanitizerReport(output: readonly string[]): SanitizerReport | null {
  for (let i = 0; i < output.length; i++) {
    const line = output[i] ?? '';
    if (HEADER.test(line)) return memoryReport(output, i);
    const ubsan = UBSAN.exec(treeRelative(line));
    if (ubsan) return undefinedBehaviour(output, i, ubsan);
  }
  return null;
}

function memoryReport(output: readonly string[], start: number): SanitizerReport {
  const header = HEADER.exec(output[start] ?? '');
  let end = start;
  while (end < output.length - 1 && end - start < MAX_BLOCK && !SUMMARY.test(output[end] ?? ''))
    end++;
  const lines = output.slice(start, end + 1).map(treeRelative);
  const summary = SUMMARY.exec(lines[lines.length - 1] ?? '')?.[1];
  const message = summary ?? `${header?.[1] ?? ''}: ${header?.[2] ?? ''}`;
  const frame = lines.map((l) => FRAME_SOURCE.exec(l)).find((m) => m !== null);
  return {
    message,
    lines,
    file: frame?.[1] ?? null,
    line: frame ? Number(frame[2]) : null,
  };
}

function undefinedBehaviour(
  output: readonly string[],
  start: number,
  match: RegExpExecArray,
): SanitizerReport {
  let end = start + 1;
  while (end < output.length && end - start < MAX_BLOCK && FRAME.test(output[end] ?? '')) end++;
  return {
    message: `runtime error: ${match[3] ?? ''}`,
    lines: output.slice(start, end).map(treeRelative),
    file: match[1] ?? null,
    line: Number(match[2]),
  };
}
