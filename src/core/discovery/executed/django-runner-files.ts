// The test runner class a base Django settings module names (`TEST_RUNNER = "app.runner.X"`)
// runs `manage.py test` and reports its outcome: its module in the repository is harness.
import { baseName } from '../paths.js';
import type { Follower } from './follow-types.js';
import { moduleFiles } from './pytest-plugin-files.js';

// Settings modules by Django's conventions: settings.py, a settings/ package, test_settings.py.
const SETTINGS = /(^|\/)(?:[\w-]*settings[\w-]*\.py|settings\/[\w-]+\.py)$/;
const MAX_SETTINGS = 50;

/** Whether a check's words run Django's test command. */
export function runsDjangoTests(words: readonly string[]): boolean {
  const manage = words.findIndex(
    (w) => baseName(w) === 'manage.py' || baseName(w) === 'django-admin',
  );
  return manage >= 0 && words.slice(manage + 1).includes('test');
}

/** The base modules of the TEST_RUNNER classes the base settings name. */
export function djangoRunnerFiles(f: Follower): string[] {
  const settings = [...f.tree.kinds.keys()].filter((p) => SETTINGS.test(p)).slice(0, MAX_SETTINGS);
  const found = new Set<string>();
  for (const path of settings) {
    const text = f.text(path);
    if (text === undefined) continue;
    for (const m of text.matchAll(/^\s*TEST_RUNNER\s*(?::[^=\n]*)?=\s*["']([\w.]+)\.\w+["']/gm)) {
      for (const file of moduleFiles(f, m[1] as string, '')) found.add(file);
    }
  }
  return [...found];
}
