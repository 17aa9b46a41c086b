// A Go CI line that writes its own profile (`go test -v ./... -coverprofile=coverage.out`, as a
// trial library uploads it): testlock's profile must still be written, so coverage is measured.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { GO_CI, goStack } from './helpers/go-fixture.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupReports();
  cleanupRepos();
});

describe("the project's own -coverprofile", () => {
  it('honest: a comment passes with coverage measured, not unmeasured', async () => {
    const repo = createRepo({
      ...goStack.base,
      [GO_CI]: workflow(
        ['uses: actions/setup-go@v5'],
        ['go test -timeout=60s -v ./... -coverprofile=coverage.out'],
      ),
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'honest');
    repo.write({ 'ratelimit.go': `// Admission.\n${goStack.base['ratelimit.go']}` });
    repo.commit('honest');
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect(report.verdict).toBe('PASS');
    expect(report.coverage).toBeGreaterThan(0);
    expect(report.anomalies.map((a) => a.kind)).not.toContain('coverage-unmeasured');
  }, 180_000);
});
