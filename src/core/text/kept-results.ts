// Results of a pure parse kept by the text they came from, so a run that reads the same text in
// several places parses it once. Only for results their callers read and never change.

/** Up to `limit` results by key; full, it starts again empty (a run reads a few texts at most). */
export class KeptResults<V> {
  private readonly kept = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    return this.kept.get(key);
  }

  /** Keeps `value` for `key` and returns it. */
  keep(key: string, value: V): V {
    if (this.kept.size >= this.limit) this.kept.clear();
    this.kept.set(key, value);
    return value;
  }
}
