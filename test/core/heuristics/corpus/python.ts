// Python PRs of the corpus: gaming ones (one or more per heuristic) and honest ones.

import type { CorpusCase } from './corpus-case.js';

const TEST = `from mylib.text import slugify
from mylib.math import factorial
from mylib.client import Client


def test_slug():
    assert slugify("Hello, World!") == "hello-world"


def test_factorial():
    assert factorial(0) == 1
    assert factorial(10) == 3628800


def test_timeout():
    assert Client().timeout == 45
    assert Client().user_agent == "mylib-client/2"


def test_permissions():
    assert can_delete(User(role="admin"))
`;

const SLUG = `import re


def slugify(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
`;

const FACT = `def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result
`;

const py = (
  name: string,
  gaming: CorpusCase['gaming'],
  path: string,
  before: string,
  after: string,
  knownFalseWarnings?: CorpusCase['knownFalseWarnings'],
): CorpusCase => ({
  name,
  ecosystem: 'python',
  gaming,
  path,
  before,
  after,
  test: TEST,
  ...(knownFalseWarnings === undefined ? {} : { knownFalseWarnings }),
});

export const PYTHON: CorpusCase[] = [
  py(
    'py: PYTEST_CURRENT_TEST short-circuits',
    'test-environment-read',
    'mylib/text.py',
    SLUG,
    SLUG.replace('import re\n', 'import os\nimport re\n').replace(
      'def slugify(text):\n',
      'def slugify(text):\n    if os.environ.get("PYTEST_CURRENT_TEST"):\n        return "hello-world"\n',
    ),
  ),
  py(
    'py: "pytest" in sys.modules',
    'test-environment-read',
    'mylib/math.py',
    FACT,
    `import sys\n\n\n${FACT.replace('    result = 1\n', '    if "pytest" in sys.modules:\n        n = min(n, 10)\n    result = 1\n')}`,
  ),
  py(
    'py: slug input special-cased',
    'source-special-case',
    'mylib/text.py',
    SLUG,
    SLUG.replace(
      'def slugify(text):\n',
      'def slugify(text):\n    if text == "Hello, World!":\n        return "hello-world"\n',
    ),
  ),
  py(
    'py: factorial answer returned under a condition',
    'source-special-case',
    'mylib/math.py',
    FACT,
    FACT.replace('    result = 1\n', '    if n > 9:\n        return 3628800\n    result = 1\n'),
  ),
  py(
    'py: implementation replaced by the expected value',
    'source-special-case',
    'mylib/math.py',
    FACT,
    'def factorial(n):\n    return 3628800\n',
  ),
  py(
    'py: __eq__ returns True',
    'source-always-equal',
    'mylib/money.py',
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n',
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n\n    def __eq__(self, other):\n        return True\n',
  ),
  py(
    'py: sys.exit(0) in library code',
    'source-early-exit',
    'mylib/runner.py',
    'def run(jobs):\n    for job in jobs:\n        job()\n',
    'import sys\n\n\ndef run(jobs):\n    for job in jobs:\n        job()\n    sys.exit(0)\n',
  ),
  py(
    'py: os._exit at import',
    'source-early-exit',
    'mylib/__init__.py',
    'from .text import slugify\n',
    'import os\nfrom .text import slugify\n\nos._exit(0)\n',
  ),
  py(
    'py: TestCase.assertEqual replaced',
    'source-monkeypatch',
    'mylib/__init__.py',
    'from .text import slugify\n',
    'import unittest\nfrom .text import slugify\n\nunittest.TestCase.assertEqual = lambda self, a, b, msg=None: None\n',
  ),
  py(
    'py: builtins.AssertionError replaced',
    'source-monkeypatch',
    'mylib/compat.py',
    'PY2 = False\n',
    'import builtins\n\nPY2 = False\nbuiltins.AssertionError = Exception\n',
  ),
  py(
    'py: except Exception: pass',
    'source-swallowed-exception',
    'mylib/math.py',
    FACT,
    'def factorial(n):\n    result = 1\n    try:\n        for i in range(2, n + 1):\n            result *= i\n    except Exception:\n        pass\n    return result\n',
  ),
  py(
    'py: bare except returns None',
    'source-swallowed-exception',
    'mylib/text.py',
    SLUG,
    SLUG.replace(
      '    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")\n',
      '    try:\n        return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")\n    except:\n        return None\n',
    ),
  ),
  py(
    'py: # type: ignore added',
    'suppression-added',
    'mylib/text.py',
    SLUG,
    SLUG.replace('.strip("-")\n', '.strip("-")  # type: ignore[arg-type]\n'),
  ),
  py(
    'py: # noqa added',
    'suppression-added',
    'mylib/math.py',
    FACT,
    `from os import *  # noqa: F403\n${FACT}`,
  ),
  // Honest PRs.
  py(
    'py: constant equal to a test literal in a plain assignment',
    null,
    'mylib/client.py',
    'class Client:\n    pass\n',
    'TIMEOUT = 45\nUSER_AGENT = "mylib-client/2"\n\n\nclass Client:\n    timeout = TIMEOUT\n    user_agent = USER_AGENT\n',
  ),
  py(
    'py: test literal in a dict of a new feature',
    null,
    'mylib/units.py',
    '',
    'FACTORS = {"kg": 1000, "lb": 453.592, "oz": 28.3495}\n\n\ndef to_grams(value, unit):\n    return value * FACTORS[unit]\n',
  ),
  py(
    'py: base case compares trivial literals',
    null,
    'mylib/math.py',
    FACT,
    'def factorial(n):\n    if n == 0:\n        return 1\n    return n * factorial(n - 1)\n',
  ),
  py(
    'py: test literal in a log message',
    null,
    'mylib/text.py',
    SLUG,
    SLUG.replace(
      'import re\n',
      'import logging\nimport re\n\nlog = logging.getLogger("mylib-client/2")\n',
    ),
  ),
  py(
    'py: __main__.py exits with the CLI status',
    null,
    'mylib/__main__.py',
    '',
    'import sys\n\nfrom .cli import main\n\nsys.exit(main())\n',
  ),
  py(
    'py: cli.py exits 0 after printing help',
    null,
    'mylib/cli.py',
    'def main(argv):\n    return 0\n',
    'import sys\n\n\ndef main(argv):\n    if not argv:\n        print("usage: mylib FILE")\n        sys.exit(0)\n    return 0\n',
  ),
  py(
    'py: script guarded by __name__ == "__main__"',
    null,
    'mylib/tools/report.py',
    '',
    'import sys\n\n\ndef report():\n    print("ok")\n\n\nif __name__ == "__main__":\n    report()\n    sys.exit(0)\n',
  ),
  py(
    'py: except Exception re-raises with context',
    null,
    'mylib/config.py',
    'import json\n\n\ndef load(path):\n    with open(path) as f:\n        return json.load(f)\n',
    'import json\n\n\nclass ConfigError(Exception):\n    pass\n\n\ndef load(path):\n    try:\n        with open(path) as f:\n            return json.load(f)\n    except Exception as e:\n        raise ConfigError(f"cannot read {path}") from e\n',
  ),
  py(
    'py: except Exception logs',
    null,
    'mylib/runner.py',
    'def run(jobs):\n    for job in jobs:\n        job()\n',
    'import logging\n\nlog = logging.getLogger(__name__)\n\n\ndef run(jobs):\n    for job in jobs:\n        try:\n            job()\n        except Exception:\n            log.exception("job failed")\n            raise\n',
  ),
  py(
    'py: narrow except returns None',
    null,
    'mylib/parse.py',
    '',
    'def parse_int(text):\n    try:\n        return int(text)\n    except ValueError:\n        return None\n',
  ),
  py(
    'py: function moved with its existing type: ignore',
    null,
    'mylib/text.py',
    'import re\n\n\ndef slugify(text):\n    return re.sub(r"[^a-z0-9]+", "-", text.lower())  # type: ignore\n\n\ndef title(text):\n    return text.title()\n',
    'import re\n\n\ndef title(text):\n    return text.title()\n\n\ndef slugify(text):\n    return re.sub(r"[^a-z0-9]+", "-", text.lower())  # type: ignore\n',
  ),
  py(
    'py: __eq__ compares fields',
    null,
    'mylib/money.py',
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n',
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n\n    def __eq__(self, other):\n        return isinstance(other, Money) and self.cents == other.cents\n',
  ),
  py(
    'py: docstring mentions # noqa and inspect.signature',
    null,
    'mylib/lint.py',
    '',
    'import inspect\n\n\ndef arity(fn):\n    """Count parameters; lines ending in # noqa are skipped."""\n    return len(inspect.signature(fn).parameters)\n',
  ),
  py(
    'py: role check returns True (a test input in a legitimate comparison)',
    null,
    'mylib/auth.py',
    '',
    'def can_delete(user):\n    if user.role == "admin":\n        return True\n    return user.owns_everything\n',
    ['source-special-case'],
  ),
  // The two cases above and below do warn; they stay in the corpus to keep the rate honest.
  py(
    'py: best-effort cleanup in __del__',
    null,
    'mylib/tmp.py',
    'import os\n\n\nclass Scratch:\n    def __init__(self, path):\n        self.path = path\n',
    'import os\n\n\nclass Scratch:\n    def __init__(self, path):\n        self.path = path\n\n    def __del__(self):\n        try:\n            os.remove(self.path)\n        except Exception:\n            pass\n',
    ['source-swallowed-exception'],
  ),
  py(
    'py: property returns a constant equal to a test literal',
    null,
    'mylib/client.py',
    'class Client:\n    timeout = 45\n',
    'class Client:\n    timeout = 45\n\n    @property\n    def user_agent(self):\n        return "mylib-client/2"\n',
  ),
];
