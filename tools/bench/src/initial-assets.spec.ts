import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialAssets, measure } from './initial-assets.mjs';

function site(html: string, files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe('the home route initial assets', () => {
  const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">`;

  it('are the entry script, its preloaded chunks and the stylesheets, not lazy chunks', () => {
    const dir = site(html, { 'assets/index-a.js': 'a', 'assets/vendor-b.js': 'b', 'assets/index-c.css': 'c', 'assets/lazy-d.js': 'd' });
    expect(initialAssets(dir)).toEqual({ js: ['/assets/index-a.js', '/assets/vendor-b.js'], css: ['/assets/index-c.css'] });
  });

  it('are measured raw and gzipped', () => {
    const body = 'const x = 1;'.repeat(100);
    const dir = site(html, { 'assets/index-a.js': body, 'assets/vendor-b.js': body });
    expect(measure(dir, ['/assets/index-a.js', '/assets/vendor-b.js'])).toEqual({
      files: 2,
      raw: 2 * body.length,
      gzip: 2 * gzipSync(body, { level: 9 }).length,
    });
  });
});
