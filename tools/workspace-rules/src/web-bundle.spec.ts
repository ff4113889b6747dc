import { build, type Metafile } from 'esbuild';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/** Bundles the site's entry as the build does (every lazy route included), with packages left as imports to list. */
async function bundleSite(): Promise<{ metafile: Metafile; text: string }> {
  const result = await build({
    entryPoints: ['apps/web/src/main.tsx'],
    absWorkingDir: workspaceRoot,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.webp': 'dataurl' },
    tsconfig: resolve(workspaceRoot, 'tsconfig.base.json'),
  });
  return { metafile: result.metafile, text: result.outputFiles.map((file) => file.text).join('\n') };
}

const TEST_ONLY_PACKAGE = /^(?:vitest|msw|@testing-library|@vitest|jsdom|zod)(?:\/|$)/;

describe('the web build: what ships to players', () => {
  it('holds no vitest, MSW, Testing Library, zod, sandbox, test helper, fixture or private key', async () => {
    const { metafile, text } = await bundleSite();
    const sources = Object.keys(metafile.inputs);
    // The bundle really holds the site and its libraries, or the checks below would prove nothing.
    expect(sources.some((file) => file.startsWith('libs/auth/src/lib/'))).toBe(true);
    expect(sources.filter((file) => /libs\/(?:sandbox-api|testing)\/|\/src\/testing\/|\.fixture\.ts$|\.spec\.tsx?$/.test(file))).toEqual(
      [],
    );
    const packages = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    );
    expect(packages).toContain('react');
    expect([...new Set(packages.filter((name) => TEST_ONLY_PACKAGE.test(name)))]).toEqual([]);
    expect(text).not.toMatch(/PRIVATE KEY|privateExponentHex\s*:\s*['"][0-9a-f]/);
  });
});
