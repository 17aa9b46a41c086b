// The progress lines and output of a check that runs beside another, held back so the log still
// shows one check at a time (the Action folds each into a group of its own): replayed, in order,
// once the check it ran beside has finished. The output kept is bounded, the end of it.
import { TailBuffer } from './tail-buffer.js';

/** The most output held per check; the full output is in its log files either way. */
export const HELD_OUTPUT_CHARS = 1_000_000;

export interface HeldSink {
  log(line: string): void;
  output?(stream: 'stdout' | 'stderr', text: string): void;
}

export class HeldOutput {
  private readonly before: string[] = [];
  private readonly after: string[] = [];
  private readonly text: TailBuffer;
  private printed = false;

  constructor(maxChars: number = HELD_OUTPUT_CHARS) {
    this.text = new TailBuffer(maxChars);
  }

  readonly log = (line: string): void => {
    (this.printed ? this.after : this.before).push(line);
  };

  readonly output = (_stream: 'stdout' | 'stderr', text: string): void => {
    if (text === '') return;
    this.printed = true;
    this.text.push(text);
  };

  /** Writes what was held: the opening lines, the output (its end, if long), the closing lines. */
  replay(sink: HeldSink): void {
    for (const line of this.before) sink.log(line);
    const tail = this.text.snapshot();
    if (tail.truncated) {
      const dropped = tail.totalChars - tail.text.length;
      sink.log(
        `  (held while it ran: the first ${dropped} characters of its output are not shown)`,
      );
    }
    if (tail.text !== '') sink.output?.('stdout', tail.text);
    for (const line of this.after) sink.log(line);
  }
}
