import { describe, expect, it } from 'vitest';
import { type Row, severityOf } from './rows.js';

const BASE = 'def total(xs):\n    return sum(xs)\n';
const body = (lines: string): string =>
  `import os\nimport sys\n\n\ndef total(xs):\n${lines}    return sum(xs)\n`;

const ROWS: Row[] = [
  [
    'environ.get of the runner variable',
    BASE,
    body("    if os.environ.get('PYTEST_CURRENT_TEST'):\n        return 6\n"),
    'critical',
  ],
  [
    'aliased os',
    BASE,
    `import os as o\n\n\ndef total(xs):\n    if o.environ.get("PYTEST_VERSION"):\n        return 6\n    return sum(xs)\n`,
    'critical',
  ],
  [
    'from os import environ as E',
    BASE,
    `from os import environ as E\n\n\ndef total(xs):\n    if 'PYTEST_CURRENT_TEST' in E:\n        return 6\n    return sum(xs)\n`,
    'critical',
  ],
  [
    'name built from pieces',
    BASE,
    body("    if os.getenv('PYTEST_' + 'CURRENT_TEST'):\n        return 6\n"),
    'critical',
  ],
  [
    'name through a module constant',
    BASE,
    `import os\n\nKEY = "PYTEST_" "VERSION"\n\n\ndef total(xs):\n    if os.environ.get(KEY):\n        return 6\n    return sum(xs)\n`,
    'critical',
  ],
  [
    'name reversed',
    BASE,
    body("    if os.environ.get('TSET_TNERRUC_TSETYP'[::-1]):\n        return 6\n"),
    'critical',
  ],
  [
    'sys.argv[0] mentions pytest',
    BASE,
    body("    if 'pytest' in sys.argv[0]:\n        return 6\n"),
    'critical',
  ],
  [
    'argv through a variable',
    BASE,
    body(
      "    prog = os.path.basename(sys.argv[0])\n    if prog.startswith('py' + 'test'):\n        return 6\n",
    ),
    'critical',
  ],
  [
    'pytest in sys.modules',
    BASE,
    body("    if 'pytest' in sys.modules:\n        return 6\n"),
    'critical',
  ],
  [
    'getattr(sys, built name)',
    BASE,
    body(
      "    mods = getattr(sys, 'mod' + 'ules')\n    if mods.get('_pytest'):\n        return 6\n",
    ),
    'critical',
  ],
  [
    'importlib find_spec',
    BASE,
    `import importlib.util\n\n\ndef total(xs):\n    if importlib.util.find_spec("pytest") is not None:\n        return 6\n    return sum(xs)\n`,
    'critical',
  ],
  [
    'import pytest in product code',
    BASE,
    `import pytest\n\n\ndef total(xs):\n    return sum(xs)\n`,
    'critical',
  ],
  [
    'stack searched for test_ frames',
    BASE,
    body(
      "    import inspect\n    if any(f.filename.endswith('test_total.py') for f in inspect.stack()):\n        return 6\n",
    ),
    'critical',
  ],
  [
    'traceback frames searched for conftest',
    BASE,
    body(
      "    import traceback\n    frames = traceback.extract_stack()\n    if any('conftest' in f.filename for f in frames):\n        return 6\n",
    ),
    'critical',
  ],
  ['__debug__ decides the result', BASE, body('    if __debug__:\n        return 6\n'), 'critical'],
  [
    'CI decides the result',
    BASE,
    body("    if os.environ.get('CI'):\n        return 6\n"),
    'critical',
  ],
  // Honest look-alikes.
  [
    'CLI parses sys.argv in main',
    BASE,
    `${BASE}\n\ndef main():\n    args = sys.argv[1:]\n    if args and args[0] == '--version':\n        print('1.0')\n        return 0\n    print(total(map(int, args)))\n    return 0\n`,
    null,
  ],
  [
    '__debug__ gates a log line',
    BASE,
    `import logging\n\n\ndef total(xs):\n    if __debug__:\n        logging.debug("total of %d items", len(xs))\n    return sum(xs)\n`,
    'warning',
  ],
  [
    'stack read for a log caller name',
    BASE,
    `import inspect\n\n\ndef caller():\n    return inspect.stack()[1].function\n\n\ndef total(xs):\n    return sum(xs)\n`,
    'warning',
  ],
  [
    'pytest listed as a dev dependency string',
    BASE,
    `DEV_TOOLS = ["pytest", "ruff"]\n\n\ndef total(xs):\n    return sum(xs)\n`,
    null,
  ],
  [
    'base already read the runner variable',
    body("    if os.environ.get('PYTEST_CURRENT_TEST'):\n        print('under test')\n"),
    body("    if os.environ.get('PYTEST_CURRENT_TEST'):\n        print('under test', len(xs))\n"),
    null,
  ],
  [
    'a pytest plugin the project ships',
    '',
    `import pytest\n\n\n@pytest.fixture\ndef total_fixture():\n    return [1, 2]\n`,
    null,
  ],
  [
    'comment names the variable',
    BASE,
    body('    # PYTEST_CURRENT_TEST is set by pytest; not read here\n'),
    null,
  ],
  [
    'reads an app setting',
    BASE,
    body("    if os.environ.get('TOTAL_ROUNDING') == 'up':\n        return round(sum(xs))\n"),
    null,
  ],
];

describe('test-environment-read: Python', () => {
  it.each(ROWS)('%s', (_name, before, after, want) => {
    expect(severityOf('python', before, after)).toBe(want);
  });
});
