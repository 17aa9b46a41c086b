// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
import { describe, expect, it } from 'vitest';
import { splitScript } from '../../../../src/core/discovery/commands/script-lines.js';

describe('splitScript', () => {
  it.each<[string, string[], boolean]>([
    ['npm ci && npm test', ['npm ci', 'npm test'], false],
    [
      'python -m pip install -U pip\npip install -e ".[test]"\npytest -q\n',
      ['python -m pip install -U pip', 'pip install -e ".[test]"', 'pytest -q'],
      false,
    ],
    [
      '# install\npip install tox  # pinned below\ntox -e py',
      ['pip install tox', 'tox -e py'],
      false,
    ],
    [
      'cargo test \\\n  --all-features \\\n  --workspace',
      ['cargo test \\\n  --all-features \\\n  --workspace'],
      false,
    ],
    ['npm ci &&\n  npm test', ['npm ci', 'npm test'], false],
    ['pytest -q |\n  tee log.txt', ['pytest -q |\n  tee log.txt'], false],
    ['pytest || true', ['pytest || true'], false],
    ['echo "a && b; c"; make test', ['echo "a && b; c"', 'make test'], false],
    [
      'echo ${{ matrix.a && matrix.b }} && make',
      ['echo ${{ matrix.a && matrix.b }}', 'make'],
      false,
    ],
    ['pytest 2>&1 | tee log', ['pytest 2>&1 | tee log'], false],
    [
      'if [ "$RUNNER_OS" = Linux ]; then\n  pytest\nfi',
      ['if [ "$RUNNER_OS" = Linux ]', 'then', 'pytest', 'fi'],
      true,
    ],
    [
      'npm start &\nnpx wait-on http://localhost:3000\nnpm run e2e',
      ['npm start &', 'npx wait-on http://localhost:3000', 'npm run e2e'],
      true,
    ],
    ['cat <<EOF > conf\nx\nEOF\npytest', ['cat <<EOF > conf', 'x', 'EOF', 'pytest'], true],
    ['for d in a b; do pytest $d; done', ['for d in a b', 'do pytest $d', 'done'], true],
  ])('%j', (script, lines, compound) => {
    expect(splitScript(script)).toEqual({ lines, compound });
  });
});
