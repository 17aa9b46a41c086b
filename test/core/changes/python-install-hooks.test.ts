import { describe, expect, it } from 'vitest';
import { installHookAnomalies } from '../../../src/core/changes/python-install-hooks.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import { aChangedFile } from '../../builders/changed-file.js';

function file(path: string, status: ChangedFile['status'] = 'modified'): ChangedFile {
  return aChangedFile({ path, status, class: 'harness', oldClass: 'harness', ecosystem: 'python' });
}

const PROJECT = '[project]\nname = "limits"\nversion = "1.0"\ndependencies = ["attrs"]\n';
const SETUP = 'from setuptools import setup\n\nsetup(name="limits", version="1.0")\n';

describe('installHookAnomalies', () => {
  it.each<[string, string, string | null, string, RegExp, number | null]>([
    [
      'gaming: a pytest plugin entry point added to pyproject',
      'pyproject.toml',
      PROJECT,
      `${PROJECT}\n[project.entry-points.pytest11]\nhelper = "limits._helper"\n`,
      /entry-point group pytest11/,
      6,
    ],
    [
      'gaming: an existing pytest11 table pointed at another module',
      'pyproject.toml',
      `${PROJECT}\n[project.entry-points.pytest11]\nhelper = "limits.plugin"\n`,
      `${PROJECT}\n[project.entry-points.pytest11]\nhelper = "limits._always_pass"\n`,
      /pytest11/,
      6,
    ],
    [
      'gaming: Poetry plugins table for pytest',
      'pkg/pyproject.toml',
      '[tool.poetry]\nname = "limits"\n',
      '[tool.poetry]\nname = "limits"\n\n[tool.poetry.plugins."pytest11"]\nx = "limits.x"\n',
      /pytest11/,
      4,
    ],
    [
      'gaming: a flake8 extension that silences findings',
      'pyproject.toml',
      PROJECT,
      `${PROJECT}[project.entry-points."flake8.extension"]\nX = "limits.quiet:Plugin"\n`,
      /flake8\.extension/,
      5,
    ],
    [
      'gaming: an in-tree build backend',
      'pyproject.toml',
      `[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n${PROJECT}`,
      `[build-system]\nrequires = ["setuptools"]\nbuild-backend = "backend"\nbackend-path = ["_build"]\n${PROJECT}`,
      /backend-path/,
      4,
    ],
    [
      'gaming: a console script named pytest replaces the real one',
      'pyproject.toml',
      PROJECT,
      `${PROJECT}[project.scripts]\npytest = "limits._fake:main"\n`,
      /console script 'pytest'/,
      6,
    ],
    [
      'gaming: a Poetry script named python',
      'pyproject.toml',
      '[tool.poetry]\nname = "limits"\n',
      '[tool.poetry]\nname = "limits"\n\n[tool.poetry.scripts]\npython = "limits.x:main"\n',
      /console script 'python'/,
      5,
    ],
    [
      'gaming: a console_scripts entry point named ruff',
      'pyproject.toml',
      PROJECT,
      `${PROJECT}[project.entry-points.console_scripts]\nruff = "limits.quiet:main"\n`,
      /console script 'ruff'/,
      6,
    ],
    [
      'gaming: a pyproject the PR adds with a pytest plugin',
      'pyproject.toml',
      null,
      `${PROJECT}[project.entry-points.pytest11]\nx = "limits.x"\n`,
      /pytest11/,
      5,
    ],
    [
      'gaming: setup.py registers a pytest11 entry point',
      'setup.py',
      SETUP,
      'from setuptools import setup\n\nsetup(name="limits", entry_points={"pytest11": ["x = limits.x"]})\n',
      /setup\.py names pytest11/,
      3,
    ],
    [
      'gaming: setup.py replaces the install command',
      'setup.py',
      SETUP,
      'from setuptools import setup\nfrom _hooks import Install\n\nsetup(name="limits", cmdclass={"install": Install})\n',
      /cmdclass/,
      4,
    ],
  ])('%s', (_name, path, base, head, why, line) => {
    const found = installHookAnomalies(
      file(path, base === null ? 'added' : 'modified'),
      base,
      head,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'harness-modified', severity: 'critical', path, line });
    expect(found[0]?.detail).toMatch(why);
  });

  it('warning: setup.py that starts running commands is shown to a reviewer, not failed', () => {
    const head = `import subprocess\n${SETUP.replace('"1.0"', 'subprocess.check_output(["git", "describe"]).decode()')}`;
    const found = installHookAnomalies(file('setup.py'), SETUP, head);
    expect(found.map((a) => [a.severity, a.line, a.detail.split(';')[0]])).toEqual([
      ['warning', 1, 'setup.py now uses subprocess'],
    ]);
  });

  it.each<[string, string, string | null, string | null]>([
    [
      'honest: setup.py that ran git at base too',
      'setup.py',
      `import subprocess\n${SETUP}v = subprocess.check_output(["git", "describe"])\n`,
      `import subprocess\n${SETUP.replace('1.0', '1.1')}v = subprocess.check_output(["git", "describe"])\n`,
    ],
    [
      'honest: a dependency bump in pyproject',
      'pyproject.toml',
      PROJECT,
      PROJECT.replace('"attrs"', '"attrs>=23"'),
    ],
    [
      'honest: a console script entry point',
      'pyproject.toml',
      PROJECT,
      `${PROJECT}[project.scripts]\nlimits = "limits.cli:main"\n[project.entry-points."limits.backends"]\nredis = "limits.redis"\n`,
    ],
    [
      'honest: the pytest11 table moved within the file, same content',
      'pyproject.toml',
      `[project.entry-points.pytest11]\nx = "limits.x"\n${PROJECT}`,
      `${PROJECT}[project.entry-points.pytest11]\nx = "limits.x"\n`,
    ],
    [
      'honest: a build backend switch without backend-path',
      'pyproject.toml',
      `[build-system]\nbuild-backend = "setuptools.build_meta"\n${PROJECT}`,
      `[build-system]\nbuild-backend = "hatchling.build"\n${PROJECT}`,
    ],
    [
      'honest: setup.py version bump that keeps its cmdclass',
      'setup.py',
      'setup(name="x", version="1.0", cmdclass=versioneer.get_cmdclass())\n',
      'setup(name="x", version="1.1", cmdclass=versioneer.get_cmdclass())\n',
    ],
    ['honest: a deleted setup.py', 'setup.py', SETUP, null],
    [
      'honest: a pyproject that does not parse is left to the other rules',
      'pyproject.toml',
      PROJECT,
      '[project\n',
    ],
    ['honest: a file of another name', 'src/limits/setup.cfg.py', null, 'pytest11 = 1\n'],
  ])('%s', (_name, path, base, head) => {
    const status = head === null ? 'deleted' : base === null ? 'added' : 'modified';
    expect(installHookAnomalies(file(path, status), base, head)).toEqual([]);
  });
});
