// parseWorkflow keeps what it parsed: the same path and text give the same (read-only) result,
// any other text is parsed anew, and bad YAML stays a warning however often it is read.
import { describe, expect, it } from 'vitest';
import { parseWorkflow } from '../../../../src/core/discovery/workflow/workflow-file.js';

const CI =
  'on: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';

describe('parseWorkflow, read again', () => {
  it('gives the same result for the same path and text', () => {
    const first = parseWorkflow('.github/workflows/ci.yml', CI);
    expect(parseWorkflow('.github/workflows/ci.yml', CI)).toBe(first);
    expect(first).toMatchObject({ workflow: { jobs: [{ id: 'test' }] } });
  });

  it('parses another text, or the same text at another path, anew', () => {
    const first = parseWorkflow('.github/workflows/ci.yml', CI);
    const changed = parseWorkflow(
      '.github/workflows/ci.yml',
      CI.replace('npm test', 'npm run lint'),
    );
    expect(changed).not.toBe(first);
    expect(changed).toMatchObject({
      workflow: { jobs: [{ steps: [{ raw: { run: 'npm run lint' } }] }] },
    });
    const elsewhere = parseWorkflow('.github/workflows/other.yml', CI);
    expect(elsewhere).not.toBe(first);
    expect(elsewhere).toMatchObject({ workflow: { path: '.github/workflows/other.yml' } });
  });

  it('keeps answering after more texts than it keeps', () => {
    for (let i = 0; i < 200; i += 1) {
      const text = CI.replace('npm test', `npm run t${i}`);
      expect(parseWorkflow('ci.yml', text)).toMatchObject({
        workflow: { jobs: [{ steps: [{ raw: { run: `npm run t${i}` } }] }] },
      });
    }
  });

  it('a bad document stays a warning', () => {
    const bad = 'on: [\njobs: {';
    expect(parseWorkflow('ci.yml', bad)).toHaveProperty('warning');
    expect(parseWorkflow('ci.yml', bad)).toHaveProperty('warning');
  });
});
