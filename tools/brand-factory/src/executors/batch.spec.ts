import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ExecutorContext, TaskGraph } from '@nx/devkit';
import { afterAll, describe, expect, it } from 'vitest';
import { brandJsonFor, brandWorkspace, fakeWebBuild } from '../testing/brand-workspace';
import type { BatchTaskResult } from './batch';
import { siteBatch } from './site/executor';
import { stampBatch } from './stamp/executor';

const workspace = brandWorkspace();
afterAll(workspace.dispose);

async function collect(batch: AsyncGenerator<BatchTaskResult>): Promise<Record<string, BatchTaskResult['result']>> {
  const results: Record<string, BatchTaskResult['result']> = {};
  for await (const { task, result } of batch) results[task] = result;
  return results;
}

describe('brand executors, batched', () => {
  const context = { root: workspace.root } as ExecutorContext;
  const inputsFor = (target: string, codes: string[]) => Object.fromEntries(codes.map((code) => [`brand-${code}:${target}`, { code }]));

  it('stamps every brand of the batch and reports each task on its own, a broken brand failing alone; the site step then makes each site', async () => {
    fakeWebBuild(workspace.root);
    for (const code of ['one', 'two', 'three']) workspace.addBrand(code, brandJsonFor(code));
    workspace.addBrand('broken', { ...brandJsonFor('broken'), platform: 'ios' });

    const stamped = await collect(
      stampBatch({} as TaskGraph, inputsFor('stamp', ['one', 'two', 'broken', 'three']), { code: '' }, context),
    );
    expect(Object.fromEntries(Object.entries(stamped).map(([task, { success }]) => [task, success]))).toEqual({
      'brand-one:stamp': true,
      'brand-two:stamp': true,
      'brand-three:stamp': true,
      'brand-broken:stamp': false,
    });
    expect(stamped['brand-broken:stamp'].terminalOutput).toContain('brands/broken/brand.json: platform: must be "web"');
    expect(existsSync(join(workspace.root, 'dist/stamps/broken'))).toBe(false);

    const sites = await collect(siteBatch({} as TaskGraph, inputsFor('build', ['one', 'two', 'three']), { code: '' }, context));
    expect(Object.values(sites).map(({ success }) => success)).toEqual([true, true, true]);
    for (const code of ['one', 'two', 'three']) {
      expect(existsSync(join(workspace.root, 'dist/brands', code, 'index.html'))).toBe(true);
      expect(existsSync(join(workspace.root, 'dist/brands', code, 'assets/index-abc123.js'))).toBe(true);
    }
  });

  it('fails the site of a brand that was never stamped, with the reason', async () => {
    const sites = await collect(siteBatch({} as TaskGraph, inputsFor('build', ['never']), { code: '' }, context));
    expect(sites['brand-never:build']).toMatchObject({ success: false });
    expect(sites['brand-never:build'].terminalOutput).toContain('✖ brand never: ');
    expect(sites['brand-never:build'].terminalOutput).toContain('stamp the brand first');
  });
});
