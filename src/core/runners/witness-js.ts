// What every JavaScript runner's witness does the same way, as source: its channel (one JSON
// record a line, written through references taken before the code under test runs) and the
// record of members whose identity it checks. Needs `fs` and `path` in scope. `pid`: the
// expression naming the process in each record, where one process runs several witnesses (ava's
// worker threads: `pid/threadId`, so that each thread's start is matched by its own end).
export const witnessJsChannel = (
  pid = 'process.pid',
): string => String.raw`const fd = fs.openSync(path.join(__dirname, 'channel.jsonl'), 'a', 0o600);
const writeSync = fs.writeSync;
const stringify = JSON.stringify;
const getOwn = Object.getOwnPropertyDescriptor;
const ownKeys = Reflect.ownKeys;
const pid = ${pid};
const write = (record) => {
  record.pid = pid;
  try {
    writeSync(fd, stringify(record) + '\n');
  } catch {}
};
const seen = new Set();
const report = (what) => {
  if (seen.has(what)) return;
  seen.add(what);
  write({ e: 'tampered', what: what });
};
const watched = [];
const recordKey = (label, object, key) => {
  const d = getOwn(object, key);
  if (d !== undefined) watched.push([object, key, d.value, d.get, d.set, label]);
};
const record = (label, object) => {
  if (object === null || (typeof object !== 'object' && typeof object !== 'function')) return;
  for (const key of ownKeys(object)) recordKey(label + '.' + String(key), object, key);
};
const check = () => {
  for (const [object, key, value, get, set, label] of watched) {
    const d = getOwn(object, key);
    if (d === undefined || d.value !== value || d.get !== get || d.set !== set)
      report(label + ' was replaced');
  }
};`;

export const WITNESS_JS_CHANNEL = witnessJsChannel();

/**
 * `spaced`, which calls `check` once at least `spacing` ms of the run have passed since it last
 * did: each comparison costs tens of microseconds whatever the test did (more in a fresh worker,
 * whose code is not optimised yet), so a suite of trivial tests would pay for it many times over;
 * a patch still in place at a later one is seen.
 */
export const spacedCheck = (check: string, spacing = 4): string => `const SPACING = ${spacing};
const clock = performance.now.bind(performance);
let last = -Infinity;
const spaced = () => {
  const now = clock();
  if (now - last < SPACING) return;
  last = now;
  ${check}();
};`;

/**
 * `guard(label, object)`, which makes each of the object's own configurable values an accessor that
 * reports any assignment at once, so a replacement undone before the next comparison is still seen;
 * it cannot be redefined. An instance that assigns the same name (a class field) gets its own
 * property, as it would have. `allowed`, where given, says when a replacement is honest. Needs the
 * channel's names in scope.
 */
export const WITNESS_JS_GUARD = `const defineProperty = Object.defineProperty;
const guard = (label, object, allowed) => {
  for (const key of ownKeys(object)) {
    const d = getOwn(object, key);
    if (d === undefined || !('value' in d) || !d.configurable) continue;
    let value = d.value;
    defineProperty(object, key, {
      enumerable: d.enumerable,
      configurable: false,
      get: () => value,
      set(next) {
        if (this !== object) {
          defineProperty(this, key, { value: next, writable: true, enumerable: true, configurable: true });
          return;
        }
        if (next !== value && !(allowed && allowed())) report(label + '.' + String(key) + ' was replaced');
        value = next;
      },
    });
  }
};`;
