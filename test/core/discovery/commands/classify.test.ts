import { describe, expect, it } from 'vitest';
import { classifyLine } from '../../../../src/core/discovery/commands/classify.js';
import type { LineKind } from '../../../../src/core/discovery/commands/kinds.js';
import { ProjectFiles } from '../../../../src/core/discovery/readers/project-files.js';
import { everything, installed, repoOf } from '../repo-files.js';

const files = new ProjectFiles(
  repoOf({
    'package.json': JSON.stringify({
      scripts: {
        test: 'npm run typecheck && vitest run',
        'test:e2e': 'playwright test',
        typecheck: 'tsc --noEmit',
        lint: 'eslint .',
        build: 'tsc -p tsconfig.build.json',
        check: 'biome ci .',
        start: 'node server.js',
      },
    }),
    'web/package.json': JSON.stringify({ scripts: { test: 'jest' } }),
    Makefile:
      'test:\n\t$(PYTHON) -m pytest\nlint:\n\tflake8\ncheck: lint test\nbuild:\n\tpython -m build\ndist: build\n',
    justfile: 'typecheck:\n    uv run mypy src\n',
    'tox.ini':
      '[tox]\nenvlist = py312, style\n[testenv]\ncommands = pytest {posargs}\n[testenv:style]\ncommands = ruff check .\n',
    'noxfile.py':
      '@nox.session\ndef tests(session):\n    session.run("pytest", "-q")\n\n@nox.session\ndef types(session):\n    session.run("mypy", "src")\n',
  }),
);

const env = { files, dir: '', isInstalled: everything };

describe('classifyLine', () => {
  it.each<[string, LineKind]>([
    // direct tools
    ['pytest -q --cov', 'test'],
    ['py.test tests', 'test'],
    ['go test -race ./...', 'test'],
    ['go vet ./...', 'typecheck'],
    ['go build -o bin/app ./cmd/app', 'other'],
    ['cargo test --all-features', 'test'],
    ['cargo +nightly nextest run', 'test'],
    ['cargo clippy --all-targets -- -D warnings', 'lint'],
    ['cargo fmt -- --check', 'lint'],
    ['cargo build --release', 'typecheck'],
    ['tsc --noEmit -p .', 'typecheck'],
    ['tsc -p tsconfig.build.json', 'other'],
    ['ruff check .', 'lint'],
    ['ruff format .', 'other'],
    ['ruff format --check .', 'lint'],
    // the newer Python type checkers (a CI lint job's `zuban check` step)
    ['zuban check', 'typecheck'],
    ['zuban mypy parso', 'typecheck'],
    ['zmypy src', 'typecheck'],
    ['zuban server', 'other'],
    ['ty check src', 'typecheck'],
    ['ty server', 'other'],
    ['pyrefly check', 'typecheck'],
    ['pyrefly init', 'other'],
    ['python -m zuban check', 'typecheck'],
    ['black --check src', 'lint'],
    ['biome ci .', 'lint'],
    ['biome check --write .', 'other'],
    ['./mvnw -B verify', 'test'],
    ['mvn -B package -DskipTests', 'other'],
    ['./gradlew check', 'test'],
    ['dotnet test --no-build', 'test'],
    ['bundle exec rspec', 'test'],
    ['bundle install --jobs 4', 'install'],
    ['vendor/bin/phpunit', 'test'],
    ['./node_modules/.bin/jest --ci', 'test'],
    // installs and setup
    ['npm ci', 'install'],
    ['pip install -e ".[test]"', 'install'],
    ['python -m pip install --upgrade pip', 'install'],
    ['sudo apt-get install -y libxml2-dev', 'install'],
    ['uv sync --all-extras', 'install'],
    ['poetry install --with dev', 'install'],
    ['cargo fetch', 'install'],
    ['go mod download', 'install'],
    ['cd backend', 'context'],
    ['export PYTHONPATH=src', 'context'],
    ['source .venv/bin/activate', 'context'],
    ['FOO=bar', 'context'],
    ['echo done', 'other'],
    ['npm publish', 'other'],
    // prefixes and interpreters
    ['CI=true npm test', 'test'],
    ['env -u GITHUB_TOKEN pytest', 'test'],
    ['timeout 20m cargo test', 'test'],
    ['xvfb-run -a npm run test:e2e', 'test'],
    ['python -m pytest -x', 'test'],
    ['python3.12 -m unittest discover -s tests', 'test'],
    ['python -m mypy src', 'typecheck'],
    ['python manage.py test --parallel', 'test'],
    ['python runtests.py', 'test'],
    ['python scripts/release.py', 'other'],
    ['coverage run -m pytest', 'test'],
    ['coverage report --fail-under=90', 'other'],
    ['nyc --reporter=lcov mocha', 'test'],
    ['node --test test/', 'test'],
    ['bash -c "pytest -q"', 'test'],
    ['./scripts/run-tests.sh', 'test'],
    ['./scripts/lint.sh', 'lint'],
    // wrappers resolved through base files
    ['npm test', 'test'],
    ['npm run lint', 'lint'],
    ['npm run build', 'other'],
    ['npm run check', 'lint'],
    ['npm start', 'other'],
    ['npm --prefix web test', 'test'],
    ['pnpm typecheck', 'typecheck'],
    ['pnpm exec tsc --noEmit', 'typecheck'],
    ['yarn test:e2e', 'test'],
    ['yarn', 'install'],
    ['yarn jest --ci', 'test'],
    ['bun test', 'test'],
    ['bun run lint', 'lint'],
    ['npx vitest run', 'test'],
    ['npx -y eslint .', 'lint'],
    ['uv run pytest', 'test'],
    ['uv run --frozen --extra test pytest -q', 'test'],
    ['poetry run mypy .', 'typecheck'],
    ['hatch run lint:check', 'lint'],
    ['hatch test', 'test'],
    ['pipx run tox -e py', 'test'],
    ['make test', 'test'],
    ['make -j4 lint', 'lint'],
    ['make check', 'test'],
    ['make dist', 'other'],
    ['make', 'test'],
    ['just typecheck', 'typecheck'],
    ['tox', 'test'],
    ['tox -e style', 'lint'],
    ['tox run -e py312', 'test'],
    ['nox -s types', 'typecheck'],
    ['nox --session tests-3.12', 'test'],
    ['pre-commit run --all-files', 'lint'],
    ['testlock verify --base main', 'testlock'],
    ['npx testlock verify', 'testlock'],
  ])('%s → %s', (line, kind) => {
    expect(classifyLine(line, env).kind).toBe(kind);
  });

  it('replaces tox with its commands only when tox is not installed', () => {
    expect(classifyLine('tox -e style', env).replacement).toBeUndefined();
    expect(classifyLine('tox -e style', { ...env, isInstalled: installed() }).replacement).toEqual({
      lines: ['ruff check .'],
      script: 'ruff check .',
      source: 'tox.ini [testenv:style] commands',
    });
  });

  it('replaces a nox session by its single run call only when nox is not installed', () => {
    expect(classifyLine('nox -s tests', env).replacement).toBeUndefined();
    expect(classifyLine('nox -s tests', { ...env, isInstalled: installed() }).replacement).toEqual({
      argv: ['pytest', '-q'],
      script: 'session.run("pytest", "-q")',
      source: 'noxfile.py session tests',
    });
  });
});
