// npm run preview [-- FOLDER]: renders every golden summary, job summary, check-run text and PR
// comment (test/core/render/golden/) as GitHub would, to HTML, and with Chromium to PNG too.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, renderPage } from './preview-page.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const golden = join(root, 'test', 'core', 'render', 'golden');
const out = resolve(process.argv[2] ?? join(tmpdir(), 'testlock-preview'));
mkdirSync(out, { recursive: true });

const pages: string[] = [];
for (const name of readdirSync(golden)
  .filter((file) => file.endsWith('.md'))
  .sort()) {
  const html = join(out, name.replace(/\.md$/, '.html'));
  writeFileSync(html, renderPage(readFileSync(join(golden, name), 'utf8'), name));
  pages.push(html);
}
process.stdout.write(`${pages.length} HTML pages in ${out}\n`);

const executablePath = chromiumPath();
if (executablePath === null) {
  process.stdout.write('no /usr/bin/chromium (Debian package chromium): no screenshots\n');
} else {
  const [, ...args] = chromiumArgs('');
  const profile = mkdtempSync(join(tmpdir(), 'testlock-chromium-'));
  // Playwright takes the profile folder itself; the other flags are passed as they are.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: args.filter((arg) => !arg.startsWith('--user-data-dir') && arg !== '--headless'),
  });
  try {
    const page = await context.newPage();
    for (const html of pages) {
      await page.goto(`file://${html}`);
      await page.screenshot({ path: html.replace(/\.html$/, '.png'), fullPage: true });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  process.stdout.write(`${pages.length} PNG screenshots in ${out}\n`);
}
