import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { checkBudgets, HOME_ROUTE_BUDGET_KB, scriptsWithIcuParser } from './budgets.mjs';

function site(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">`,
  );
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), body);
  return dir;
}

/** A minified bundle of one parser entry, as the site's build would ship it. */
async function minified(entry: string) {
  const resolved = createRequire(import.meta.url).resolve(entry);
  const result = await build({ entryPoints: [resolved], bundle: true, minify: true, format: 'esm', write: false, logLevel: 'silent' });
  return result.outputFiles[0].text;
}

describe('the home route size budget (issue 18)', () => {
  it('is named once, in KB gzip, for JS and CSS', () => {
    expect(HOME_ROUTE_BUDGET_KB.js).toBeGreaterThan(0);
    expect(HOME_ROUTE_BUDGET_KB.css).toBeGreaterThan(0);
  });

  it('fails the kind whose initial gzip bytes pass its budget, and passes the other', () => {
    const js = 'let a = 1;'.repeat(50);
    const dir = site({ 'index-a.js': js, 'index-c.css': 'body{margin:0}', 'lazy-d.js': 'x'.repeat(100_000) });
    const jsGzip = gzipSync(js, { level: 9 }).length;
    const [jsRow, cssRow] = checkBudgets(dir, { js: (jsGzip - 1) / 1024, css: 1 });
    expect(jsRow).toMatchObject({ kind: 'JS', files: 1, gzip: jsGzip, over: true });
    expect(cssRow).toMatchObject({ kind: 'CSS', files: 1, over: false });
    expect(checkBudgets(dir, { js: jsGzip / 1024, css: 1 })[0].over).toBe(false);
  });

  it('finds the ICU message parser in a minified script, and not its no-parser entry', async () => {
    const dir = site({
      'index-a.js': await minified('@formatjs/icu-messageformat-parser/no-parser.js'),
      'parser-b.js': await minified('@formatjs/icu-messageformat-parser'),
    });
    expect(scriptsWithIcuParser(dir)).toEqual(['parser-b.js']);
  });
});
