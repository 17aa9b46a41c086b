// The golden summaries rendered by headless Chromium from GFM, as a reviewer sees them on GitHub:
// one page per state a reviewer meets (a pass with new tests, gaming, gaming with failures, 120
// failures, type and lint errors, PARTIAL, an App-approved PR, a `--baseline` run). On each page
// the counts agree across the title, the state line and the findings table; what is open and what
// is collapsed follows how much there is; the status icons are drawn by a colour emoji font, not as
// boxes; no raw markdown and no temporary path shows. Skipped, saying why, where
// /usr/bin/chromium is absent (.ci/run installs the Debian packages chromium and
// fonts-noto-color-emoji).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, renderPage } from '../../../scripts/preview-page.js';

// The few browser objects the page functions touch (the project's TypeScript has no DOM library).
interface Context2D {
  font: string;
  fillStyle: string;
  textBaseline: string;
  fillText(text: string, x: number, y: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
}
interface Browser {
  document: {
    createElement(tag: 'canvas'): {
      width: number;
      height: number;
      getContext(kind: '2d'): Context2D | null;
    };
    body: unknown;
    documentElement: { scrollHeight: number };
  };
  getComputedStyle(element: unknown): { fontFamily: string };
}

const executablePath = chromiumPath();
if (executablePath === null) {
  console.warn('preview.test.ts skipped: no /usr/bin/chromium (apt-get install chromium)');
}

function golden(name: string): string {
  return readFileSync(join(import.meta.dirname, 'golden', name), 'utf8');
}

/** The pages of the acceptance (issue 44), by golden case. */
const PAGES = [
  'pass-with-new-tests',
  'gaming-only',
  'gaming-and-failure',
  'many-failures',
  'type-and-lint-errors',
  'no-tests',
  'app-approved',
  'baseline',
] as const;

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
    expect(text).not.toMatch(/\\[:.|()@]/);
    expect(text).not.toMatch(/<\/?(details|summary|code)>/);
    expect(text).not.toMatch(/\/tmp\/|testlock-(locked|run|inventory)-/);
  }

  /** Test changes as the page states them: title, state line, findings heading, critical rows. */
  async function statedCounts(page: Page): Promise<Record<string, number>> {
    const count = (text: string | null): number =>
      Number(/(\d+) test changes?/.exec(text ?? '')?.[1] ?? 0);
    const title = await page.locator('h2').first().textContent();
    const state = await page.locator('h2 + p').first().textContent();
    const heading = page.locator('h3', { hasText: /^Findings/ });
    const headingCount =
      (await heading.count()) === 0
        ? 0
        : Number(/(\d+) critical/.exec((await heading.textContent()) ?? '')?.[1] ?? 0);
    const rows = await page
      .locator('tr', { has: page.locator('td:first-child', { hasText: /^critical$/ }) })
      .count();
    return {
      title: count(title),
      'state line': count(state),
      'table heading': headingCount,
      'table rows': rows,
    };
  }

  /** Whether the first status icon of the title is drawn in colour (an emoji font), not a box. */
  async function iconInColour(page: Page): Promise<boolean> {
    const icon = ((await page.locator('h2').first().textContent()) ?? '').split(' ')[1] ?? '';
    return page.evaluate((glyph) => {
      const { document, getComputedStyle } = globalThis as unknown as Browser;
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext('2d');
      if (ctx === null) return false;
      ctx.font = getComputedStyle(document.body).fontFamily.replace(/^/, '48px ');
      ctx.fillStyle = '#000';
      ctx.textBaseline = 'top';
      ctx.fillText(glyph, 4, 4);
      const { data } = ctx.getImageData(0, 0, 64, 64);
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a > 0 && (Math.abs(r - g) > 40 || Math.abs(g - b) > 40 || Math.abs(r - b) > 40))
          return true;
      }
      return false;
    }, icon);
  }

  it('the colour check tells an emoji from a letter (the control)', async () => {
    const page = await context.newPage();
    await page.setContent(renderPage('## testlock X plain\n', 'control'));
    expect(await iconInColour(page)).toBe(false);
    await page.setContent(renderPage('## testlock ✅ emoji\n', 'control'));
    expect(await iconInColour(page)).toBe(true);
  });

  for (const name of PAGES) {
    it(`${name}: counts agree across title, state line and table; icons in colour; no raw markdown`, async () => {
      const { page, text } = await rendered(`${name}.summary.md`);
      const counts = await statedCounts(page);
      expect(new Set(Object.values(counts)).size, JSON.stringify(counts)).toBe(1);
      expect(await iconInColour(page)).toBe(true);
      expectNoRawMarkdown(text);
      // The comment of the same case counts the same.
      const comment = await rendered(`${name}.comment.md`);
      expect(await statedCounts(comment.page)).toEqual(counts);
    });
  }

  it('gaming: the title leads with the test changes, the findings show before → after as code', async () => {
    const { page } = await rendered('gaming-only.summary.md');
    expect(await page.locator('h2').first().textContent()).toMatch(
      /^testlock ❌ 2 test changes fail the gate · verified \(83\.4%\)$/,
    );
    const row = page.locator('tr', { hasText: 'pytest.ini:3' });
    expect(await row.locator('code').allInnerTexts()).toEqual([
      'harness-modified',
      'pytest.ini:3',
      'addopts = -q',
      'addopts = -q -k "not burst"',
    ]);
  });

  it('gaming with failures: test changes first, then how many failed of how many ran', async () => {
    const { page } = await rendered('gaming-and-failure.summary.md');
    expect(await page.locator('h2').first().textContent()).toMatch(
      /^testlock ❌ 1 test change fails the gate · 1 of 11 failed: tests\/test_limits\.py::test_burst_1 /,
    );
    // One failed test: its table is open, not behind a fold.
    expect(await page.locator('td', { hasText: 'test_burst_1' }).first().isVisible()).toBe(true);
  });

  it('120 failures: the table is collapsed behind its count and opens on a click', async () => {
    const { page } = await rendered('many-failures.summary.md');
    expect(await page.locator('h2').first().textContent()).toMatch(
      /^testlock ❌ 120 of 130 failed: tests\/test_limits\.py::test_burst_0 AssertionError: assert 100 <= 100$/,
    );
    const summary = page.locator('summary', { hasText: /^120 failed tests$/ });
    expect(await summary.count()).toBe(1);
    const firstRow = page.locator('details td', { hasText: 'test_burst_0' }).first();
    expect(await firstRow.isVisible()).toBe(false);
    await summary.click();
    expect(await firstRow.isVisible()).toBe(true);
  });

  it('type and lint errors: counted per tool in the open, the 61 rows collapsed; a short page', async () => {
    const { page } = await rendered('type-and-lint-errors.summary.md');
    expect(await page.locator('h3', { hasText: 'Type and lint errors (61)' }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('td', { hasText: 'src/module_0.py:1' }).first().isVisible()).toBe(
      false,
    );
    // 61 open rows made a page of 2,572 px; folded, the page is a screen or so.
    const height = await page.evaluate(
      () => (globalThis as unknown as Browser).document.documentElement.scrollHeight,
    );
    expect(height).toBeLessThan(1_600);
  });

  it('PARTIAL: says why nothing was verified and names the runners testlock reads', async () => {
    const { page, text } = await rendered('no-tests.summary.md');
    expect(await page.locator('h2').first().textContent()).toBe(
      'testlock ❌ UNVERIFIED: no test results could be read',
    );
    expect(text).toContain('Why nothing was verified:');
    expect(text).toContain('vitest');
    expect(text).toContain('checks.test');
  });

  it('App-approved: who allowed it, with what, for which commit; nothing says it fails', async () => {
    const { page, text } = await rendered('app-approved.summary.md');
    expect(await page.locator('h2').first().textContent()).toBe(
      'testlock ✅ 1 test change allowed by @maya · verified (83.4%)',
    );
    expect(text).toContain(
      'Test changes allowed by @maya (maintain) with the “Allow test changes” button',
    );
    expect(text).not.toMatch(/fails? the gate|by label|Author:/);
  });

  it('--baseline: the failed tests say which are new and which failed at base too', async () => {
    const { page } = await rendered('baseline.summary.md');
    expect(
      await page
        .locator('h3', { hasText: 'Failed tests (3): 2 new, 1 failed at base too' })
        .isVisible(),
    ).toBe(true);
    const row = page.locator('tr', { hasText: 'test_burst_2' });
    expect(await row.locator('td').last().textContent()).toBe('failed at base too');
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
