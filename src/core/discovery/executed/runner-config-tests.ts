// Test files that a base runner's own configuration names: mocha's `spec` (.mocharc.*,
// package.json `mocha`), ava's `files` (package.json `ava`, ava.config.*), jasmine's `spec_dir` +
// `spec_files` (spec/support/jasmine.json) and pytest's `python_files`. A project whose tests are
// `checks/**/*.js` by its mocha config runs a PR's edit of one unless the file is a test; like
// the files a command names, one counts only where its base text defines tests (command-tests.ts
// in the pipeline judges that). pytest's files are also listed by the base inventory after the
// run; named here, their base version runs, and the helpers they import are test support.
import { compileGlobs } from '../../config/glob.js';
import type { CommandTestGlob } from '../commands/command-test-files.js';
import { inDir, joinDir, selfAndAncestors } from '../paths.js';
import { atBase, type Follower } from './follow-types.js';
import { valueAt } from './js-runner-files.js';
import { PYTEST_CONFIGS, settingWords } from './pytest-plugin-files.js';

interface ConfigKeys {
  runner: string;
  /** Config files by name, each read whole (a JS or YAML config) or, for package.json, one key. */
  files: readonly string[];
  /** The package.json key that holds the runner's options. */
  packageKey: string;
  /** The option whose value is the test globs. */
  option: string;
}

const RUNNERS: readonly ConfigKeys[] = [
  {
    runner: 'mocha',
    files: ['js', 'cjs', 'mjs', 'json', 'jsonc', 'yml', 'yaml'].map((e) => `.mocharc.${e}`),
    packageKey: 'mocha',
    option: 'spec',
  },
  {
    runner: 'ava',
    files: ['js', 'cjs', 'mjs'].map((e) => `ava.config.${e}`),
    packageKey: 'ava',
    option: 'files',
  },
];

const JASMINE = 'spec/support/jasmine.json';
// A word with no glob and no extension is a folder: the runner reads the files under it.
const FOLDER = /^[^*?{}[\]]*\/?$/;
const HAS_EXTENSION = /\.[\w]+$/;

/** The globs of the runner configs that a test check in `cwd` reads (its folder and above). */
export function runnerConfigTestGlobs(f: Follower, cwd: string): CommandTestGlob[] {
  const found: CommandTestGlob[] = [];
  for (const keys of RUNNERS) {
    for (const dir of selfAndAncestors(cwd)) {
      for (const name of [...keys.files, 'package.json']) {
        const path = inDir(dir, name);
        if (!atBase(f.tree, path)) continue;
        const text = f.text(path);
        if (text === undefined) continue;
        const body = name === 'package.json' ? packageKey(text, keys.packageKey) : text;
        for (const word of optionWords(body, keys.option)) {
          const glob = placed(cwd, word);
          if (glob !== null) found.push({ name: `config:${keys.runner} ${word} (${path})`, glob });
        }
      }
    }
  }
  return [...found, ...jasmineGlobs(f, cwd)];
}

function jasmineGlobs(f: Follower, cwd: string): CommandTestGlob[] {
  const config = jasmineConfig(f, cwd);
  if (config === null) return [];
  return optionWords(config.text, 'spec_files').flatMap((word) => {
    const glob = placed(cwd, `${config.specDir}/${word}`);
    return glob === null ? [] : [{ name: `config:jasmine ${word} (${config.path})`, glob }];
  });
}

/**
 * The base files jasmine's `helpers` globs (under `spec_dir`) name: jasmine loads them before
 * the specs, in their process, so they can patch `expect` (harness, whatever their names).
 */
export function jasmineHelperFiles(f: Follower, cwd: string): string[] {
  const config = jasmineConfig(f, cwd);
  if (config === null) return [];
  const globs = optionWords(config.text, 'helpers').flatMap(
    (word) => placed(cwd, `${config.specDir}/${word}`) ?? [],
  );
  if (globs.length === 0) return [];
  const matcher = compileGlobs(globs);
  return [...f.tree.kinds.keys()].filter((path) => matcher.test(path) && atBase(f.tree, path));
}

function jasmineConfig(
  f: Follower,
  cwd: string,
): { path: string; text: string; specDir: string } | null {
  const path = inDir(cwd, JASMINE);
  const text = atBase(f.tree, path) ? f.text(path) : undefined;
  if (text === undefined) return null;
  const dir = optionWords(text, 'spec_dir')[0] ?? 'spec';
  return { path, text, specDir: dir.replace(/\/+$/, '') };
}

/**
 * The `python_files` patterns of the pytest settings of `cwd` and above, as globs under each.
 * pytest's defaults (`test_*.py`, `*_test.py`) are test files by the rules already.
 */
export function pytestTestGlobs(f: Follower, cwd: string): CommandTestGlob[] {
  const found: CommandTestGlob[] = [];
  for (const dir of selfAndAncestors(cwd)) {
    for (const config of PYTEST_CONFIGS) {
      const path = inDir(dir, config);
      const text = atBase(f.tree, path) ? f.text(path) : undefined;
      if (text === undefined) continue;
      for (const pattern of settingWords(text, 'python_files')) {
        // A pattern matches a file's name wherever pytest collects.
        const glob = pattern.includes('/') ? null : joinDir(dir, `**/${pattern}`);
        if (glob !== null)
          found.push({ name: `config:pytest python_files ${pattern} (${path})`, glob });
      }
    }
  }
  return found;
}

/** A glob relative to where the runner runs, a folder meaning what is under it; null outside. */
function placed(cwd: string, word: string): string | null {
  if (word.startsWith('!') || word.startsWith('/') || word.includes('$')) return null;
  const bare = word.replace(/^\.\//, '');
  const glob =
    FOLDER.test(bare) && !HAS_EXTENSION.test(bare) ? `${bare.replace(/\/+$/, '')}/**/*` : bare;
  return glob.startsWith('/**') ? null : joinDir(cwd, glob);
}

/** The words the option's value holds: its quoted strings, or a YAML scalar or block list. */
export function optionWords(text: string, option: string): string[] {
  const key = new RegExp(`["']?\\b${option}\\b["']?\\s*:\\s*`, 'g');
  const words: string[] = [];
  for (const m of text.matchAll(key)) {
    const value = valueAt(text, (m.index ?? 0) + m[0].length);
    const quoted = [...value.matchAll(/(["'`])([^"'`\n]+)\1/g)].map((q) => q[2] as string);
    if (quoted.length > 0) words.push(...quoted);
    else if (!/^[[{]/.test(value)) {
      for (const line of value.split('\n')) {
        const word = line
          .replace(/^\s*-\s*/, '')
          .replace(/\s+#.*$/, '')
          .trim();
        if (word !== '') words.push(word);
      }
    }
  }
  return words.filter((word) => !/\s/.test(word));
}

// The runner's own key of a package.json (its top-level `files` is npm's, not ava's).
function packageKey(text: string, key: string): string {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    return JSON.stringify(data[key] ?? null);
  } catch {
    return '';
  }
}
