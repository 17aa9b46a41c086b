// What `go test` does with a _test.go file of a package: its init functions run before every test
// of the package, and a TestMain decides whether and how they run.
import type { EffectRule } from '../profile.js';

export const GO_LOAD_EFFECTS: readonly EffectRule[] = [
  {
    re: /^func\s+init\s*\(\s*\)/,
    what: 'has an init function, which runs before every test of the package',
  },
  { re: /^func\s+TestMain\s*\(/, what: 'defines TestMain, which runs the whole package' },
];
