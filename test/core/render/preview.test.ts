// The gaming and many-failures summaries rendered by headless Chromium from GFM, as a reviewer
// sees them on GitHub: the title, collapsed sections, no raw markdown, no temporary paths.
// Skipped, saying why, where /usr/bin/chromium is absent (.ci/run installs the Debian package).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, renderPage } from '../../../scripts/preview-page.js';

const executablePath = chromiumPath();
if (executablePath === null) {
  console.warn('preview.test.ts skipped: no /usr/bin/chromium (apt-get install chromium)');
}

function golden(name: string): string {
  return readFileSync(join(import.meta.dirname, 'golden', name), 'utf8');
}

describe.skipIf(executablePath === null)('summaries rendered in headless Chromium', () => {
  let context: BrowserContext;
  const profile = mkdtempSync(join(tmpdir(), 'testlock-chromium-'));

  beforeAll(async () => {
    const args = chromiumArgs(profile).filter(
      (arg) => !arg.startsWith('--user-data-dir') && arg !== '--headless',
    );
    context = await chromium.launchPersistentContext(profile, {
      executablePath: executablePath ?? '',
      headless: true,
      args,
    });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  async function rendered(name: string) {
    const page = await context.newPage();
    await page.setContent(renderPage(golden(name), name));
    // textContent: collapsed sections too, not only what is on screen.
    const text = (await page.locator('body').textContent()) ?? '';
    return { page, text };
  }

  function expectNoRawMarkdown(text: string): void {
    expect(text).not.toContain('|---|');
    expect(text).not.toContain('\\_');
    expect(text).not.toMatch(/\\[:.|()]/);
    expect(text).not.toMatch(/<\/?(details|summary|code)>/);
    expect(text).not.toMatch(/\/tmp\/|testlock-(locked|run|inventory)-/);
  }

  it('gaming: the title says test gaming, the findings show before → after as code', async () => {
    const { page, text } = await rendered('gaming-only.summary.md');
    expect(await page.locator('h2').first().textContent()).toMatch(
      /^testlock .* 2 test changes fail the gate · verified \(83\.4%\)$/,
    );
    const row = page.locator('tr', { hasText: 'pytest.ini:3' });
    expect(await row.locator('code').allInnerTexts()).toEqual([
      'harness-modified',
      'pytest.ini:3',
      'addopts = -q',
      'addopts = -q -k "not burst"',
    ]);
    expectNoRawMarkdown(text);
  });

  it('many failures: the failed-test table is collapsed, its summary counts them', async () => {
    const { page, text } = await rendered('many-failures.summary.md');
    expect(await page.locator('h2').first().textContent()).toMatch(
      /^testlock .* 120 of 130 failed: tests\/test_limits\.py::test_burst_0 AssertionError: assert 100 <= 100$/,
    );
    const details = page.locator('details');
    expect(await details.count()).toBeGreaterThan(0);
    for (const open of await details.evaluateAll((all) => all.map((d) => d.hasAttribute('open')))) {
      expect(open).toBe(false);
    }
    expect(await page.locator('summary').first().textContent()).toBe('120 failed tests');
    // Collapsed: the rows are in the page but not shown until the reviewer opens the section.
    const firstRow = page.locator('details td', { hasText: 'test_burst_0' }).first();
    expect(await firstRow.isVisible()).toBe(false);
    await page.locator('summary').first().click();
    expect(await firstRow.isVisible()).toBe(true);
    expectNoRawMarkdown(text);
  });

  it('fork: the job summary output section is collapsed, its command shown as code', async () => {
    const { page, text } = await rendered('fork.job-summary.md');
    const summary = page.locator('summary', { hasText: 'Output of test' });
    expect(await summary.locator('code').textContent()).toBe('pytest -q');
    expect(await page.locator('pre', { hasText: 'short test summary info' }).isVisible()).toBe(
      false,
    );
    expectNoRawMarkdown(text);
  });
});
