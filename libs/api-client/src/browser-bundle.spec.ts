import { build, type Metafile } from 'esbuild';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/** Bundles the browser entry as the site's build would, with code splitting, and reports what each chunk holds. */
async function bundle(): Promise<Metafile> {
  const result = await build({
    entryPoints: [resolve(import.meta.dirname, 'index.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
    tsconfig: resolve(workspaceRoot, 'tsconfig.base.json'),
    external: [
      'react',
      'react-dom',
      'react-redux',
      'react-intl',
      'react-router-dom',
      'styled-components',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/*',
    ],
  });
  return result.metafile;
}

const inputsOf = (metafile: Metafile, output: string) => Object.keys(metafile.outputs[output]?.inputs ?? {});

describe('what the browser entry costs the home route', () => {
  it('never bundles zod, and keeps the cipher libraries out of the entry chunk', async () => {
    const metafile = await bundle();
    const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint);
    expect(entry).toBeDefined();
    const all = Object.keys(metafile.inputs);
    expect(all.filter((file) => file.includes('node_modules/zod/'))).toEqual([]);
    const entryInputs = inputsOf(metafile, entry as string);
    expect(
      entryInputs.filter((file) => file.includes('node-forge') || (file.includes('/cipher/') && !file.endsWith('cipher/index.ts'))),
    ).toEqual([]);
    // The cipher is still there, in a chunk of its own that loads on demand.
    expect(all.some((file) => file.includes('node-forge/lib/des.js'))).toBe(true);
  });
});
