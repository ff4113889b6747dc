import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  compileHintFaults,
  HOME_PAGE_BUDGET_KB,
  HOME_ROUTE_BUDGET_KB,
  HOME_ROUTE_MAX_SCRIPTS,
  homePageChunks,
  preloadListFaults,
  scriptsWithIcuParser,
} from './budgets.mjs';

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

  it('fails the JS when the start holds more scripts than its budget, however small they are', () => {
    const dir = site({ 'index-a.js': 'let a = 1;', 'index-c.css': 'body{margin:0}' });
    expect(checkBudgets(dir, { js: 100, css: 1 }, 1)[0]).toMatchObject({ files: 1, tooMany: false, over: false });
    expect(checkBudgets(dir, { js: 100, css: 1 }, 0)[0]).toMatchObject({ files: 1, tooMany: true, over: true });
    expect(HOME_ROUTE_MAX_SCRIPTS).toBeGreaterThan(0);
  });

  it("counts the home page's chunks: its module's and all they import at any depth, not the initial files or what it loads later", () => {
    const manifest = {
      '../../libs/content/src/lib/home/home-page.tsx': { file: 'assets/home-page-a.js', imports: ['_vendor-b.js', '_feedback-c.js'] },
      '_vendor-b.js': { file: 'assets/vendor-b.js' },
      '_feedback-c.js': { file: 'assets/feedback-c.js', imports: ['_icons-d.js', 'index.html'] },
      '_icons-d.js': { file: 'assets/icons-d.js' },
      'index.html': { file: 'assets/index-e.js' },
      '../../libs/content/src/lib/home/home-below.ts': { file: 'assets/home-below-f.js' },
    };
    expect(homePageChunks(manifest, ['/assets/index-e.js', '/assets/vendor-b.js']).sort()).toEqual([
      '/assets/feedback-c.js',
      '/assets/home-page-a.js',
      '/assets/icons-d.js',
    ]);
    expect(HOME_PAGE_BUDGET_KB).toBeGreaterThan(0);
  });

  it("fails loudly when the build no longer names the home page's module", () => {
    expect(() => homePageChunks({ 'index.html': { file: 'assets/index-e.js' } }, [])).toThrow(/home-page\.tsx/);
  });

  it('finds the ICU message parser in a minified script, and not its no-parser entry', async () => {
    const dir = site({
      'index-a.js': await minified('@formatjs/icu-messageformat-parser/no-parser.js'),
      'parser-b.js': await minified('@formatjs/icu-messageformat-parser'),
    });
    expect(scriptsWithIcuParser(dir)).toEqual(['parser-b.js']);
  });
});

describe("V8's compile hint on the start's scripts (issue 18)", () => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  function startSite(files: Record<string, string>) {
    const dir = site(files);
    writeFileSync(
      join(dir, 'index.html'),
      `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="modulepreload" crossorigin href="/assets/CH-6CAIW.js">
      <link rel="modulepreload" crossorigin href="/assets/TY-Bjn8Ob8Z.js" />`,
    );
    return dir;
  }

  it('passes when every start script opens with it, the catalog aside (a chunk whose hash opens like a language is no catalog), and no lazy chunk does', () => {
    const dir = startSite({
      'index-a.js': `${HINT}run()`,
      'vendor-b.js': `${HINT}lib()`,
      'CH-6CAIW.js': `${HINT}shared()`,
      'TY-Bjn8Ob8Z.js': 'export default {}',
      'page-d.js': 'page()',
    });
    expect(compileHintFaults(dir)).toEqual({ start: 3, unhinted: [], hintedLazy: [] });
  });

  it('names a start script without it, and a lazy chunk with it', () => {
    const dir = startSite({
      'index-a.js': `${HINT}run()`,
      'vendor-b.js': `lib()\n${HINT}`,
      'CH-6CAIW.js': 'shared()',
      'TY-Bjn8Ob8Z.js': 'export default {}',
      'page-d.js': `${HINT}page()`,
    });
    expect(compileHintFaults(dir)).toEqual({
      start: 3,
      unhinted: ['/assets/vendor-b.js', '/assets/CH-6CAIW.js'],
      hintedLazy: ['/assets/page-d.js'],
    });
  });
});

describe("lazy parts' preload lists (issue 18)", () => {
  function startSite(files: Record<string, string>) {
    const dir = site(files);
    writeFileSync(
      join(dir, 'index.html'),
      `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">`,
    );
    return dir;
  }
  const withList = (files: string[]) =>
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);`;

  it('pass when they name lazy chunks only', () => {
    const dir = startSite({
      'index-a.js': withList(['assets/page-c.js', 'assets/part-d.js']),
      'vendor-b.js': 'lib()',
      'page-c.js': 'page()',
    });
    expect(preloadListFaults(dir)).toEqual([]);
  });

  it('name each script whose list names a script index.html preloads already', () => {
    const dir = startSite({
      'index-a.js': withList(['assets/page-c.js', 'assets/vendor-b.js']),
      'vendor-b.js': 'lib()',
      'page-c.js': withList(['assets/index-a.js', 'assets/part-d.js']),
    });
    expect(preloadListFaults(dir)).toEqual(['index-a.js → assets/vendor-b.js', 'page-c.js → assets/index-a.js']);
  });

  it('name a script whose preload map they cannot read, rather than pass it unread', () => {
    const dir = startSite({
      'index-a.js': 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.files||(m.files=[])))=>i;',
      'vendor-b.js': 'lib()',
    });
    expect(preloadListFaults(dir)).toEqual(['index-a.js → a preload map this check cannot read']);
  });
});
