// A tiny Go module (go 1.19): go test ./... and go vet ./... declared in CI.
import { type StackSpec, workflow } from './scenarios.js';

export const GO_TEST = 'ratelimit_test.go';
export const GO_CI = '.github/workflows/ci.yml';

const SOURCE = (limit: string): string => `// Package ratelimit admits requests up to a limit.
package ratelimit

import "fmt"

// Burst is how many of the requests arriving at once are admitted.
func Burst(requests, limit int) int {
	if requests > ${limit} {
		return ${limit}
	}
	return requests
}

// Describe names a limit.
func Describe(limit int) string {
	return fmt.Sprintf("up to %d", limit)
}
`;

const HONEST_SOURCE = `// Package ratelimit admits requests up to a limit.
package ratelimit

import "fmt"

// Burst is how many of the requests arriving at once are admitted.
func Burst(requests, limit int) int {
	admitted := requests
	if admitted > limit {
		admitted = limit
	}
	return admitted
}

// Describe names a limit.
func Describe(limit int) string {
	return fmt.Sprintf("up to %d", limit)
}
`;

export const GO_TEST_TEXT = (options: { want?: string; skip?: boolean } = {}): string =>
  `package ratelimit

import "testing"

func TestAdmitsUnderLimit(t *testing.T) {
	if got := Burst(5, 100); got != 5 {
		t.Errorf("Burst(5, 100) = %d, want 5", got)
	}
}

func TestBurstAtBoundary(t *testing.T) {
${options.skip ? '\tt.Skip("flaky")\n' : ''}	if got := Burst(150, 100); got != ${options.want ?? '100'} {
		t.Errorf("Burst(150, 100) = %d, want 100", got)
	}
}
`;

const CI = (testLine: string): string =>
  workflow(['uses: actions/setup-go@v5'], ['go vet ./...', testLine]);

const BROKEN = { 'ratelimit.go': SOURCE('limit+50') };

export const goStack: StackSpec = {
  base: {
    'go.mod': 'module example.com/ratelimit\n\ngo 1.19\n',
    'ratelimit.go': SOURCE('limit'),
    [GO_TEST]: GO_TEST_TEXT(),
    [GO_CI]: CI('go test ./...'),
    // Its CI measures no coverage: testlock's config asks for it (SPEC rule 3, `coverage: on`).
    '.github/testlock.yml': 'coverage: on\n',
  },
  branches: {
    honest: { write: { 'ratelimit.go': HONEST_SOURCE } },
    broken: { write: BROKEN },
    'test-edited': { write: { ...BROKEN, [GO_TEST]: GO_TEST_TEXT({ want: '150' }) } },
    'test-deleted': { write: BROKEN, remove: [GO_TEST] },
    'test-skipped': { write: { ...BROKEN, [GO_TEST]: GO_TEST_TEXT({ skip: true }) } },
    'ci-echo': { write: { ...BROKEN, [GO_CI]: CI('echo ok') } },
  },
};
