import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir, uncompressedName } from './precompress';

describe('precompressed output', () => {
  it('writes brotli and gzip beside every text file, each decompressing to the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const js = 'export const answer = 42;\n'.repeat(200);
    await writeFile(join(dir, 'app.js'), js);
    await writeFile(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await precompressDir(dir);
    expect((await readdir(dir)).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'logo.png']);
    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(js);
    expect(gunzipSync(await readFile(join(dir, 'app.js.gz'))).toString()).toBe(js);
  });

  it('writes no compressed form that would be larger than the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await writeFile(join(dir, 'tiny.txt'), 'a');
    await precompressDir(dir);
    expect(await readdir(dir)).toEqual(['tiny.txt']);
  });

  it('names the file a compressed copy stands for', () => {
    expect(uncompressedName('assets/EN-1a2b.js.br')).toBe('assets/EN-1a2b.js');
    expect(uncompressedName('assets/EN-1a2b.js.gz')).toBe('assets/EN-1a2b.js');
    expect(uncompressedName('assets/EN-1a2b.js')).toBe('assets/EN-1a2b.js');
  });
});
