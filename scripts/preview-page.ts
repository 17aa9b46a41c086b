// Renders testlock's markdown as GitHub shows it (GFM, HTML allowed as GitHub's sanitiser allows
// <details>/<summary>/<code>) into a standalone HTML page, and finds a headless Chromium.
import { existsSync } from 'node:fs';
import { marked } from 'marked';

const STYLE = `
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif,
  "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; color: #1f2328;
  max-width: 1012px; margin: 24px auto; padding: 0 16px; }
table { border-collapse: collapse; display: block; overflow: auto; margin: 0 0 16px; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
tr:nth-child(2n) { background: #f6f8fa; }
code { background: #eff1f3; border-radius: 6px; padding: .2em .4em; font-size: 85%; }
pre { background: #f6f8fa; padding: 16px; overflow: auto; border-radius: 6px; }
pre code { background: none; padding: 0; }
details { margin: 0 0 16px; }
summary { cursor: pointer; }
h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; }
`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A full HTML page of `markdown` rendered with GitHub Flavored Markdown. */
export function renderPage(markdown: string, title: string): string {
  const body = marked.parse(markdown, { gfm: true, async: false });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><article class="markdown-body">
${body}
</article></body></html>
`;
}

export const CHROMIUM = '/usr/bin/chromium';

/** The flags that run Chromium headless on a CI machine without a display or network. */
export function chromiumArgs(userDataDir: string): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${userDataDir}`,
  ];
}

export function chromiumPath(): string | null {
  return existsSync(CHROMIUM) ? CHROMIUM : null;
}
