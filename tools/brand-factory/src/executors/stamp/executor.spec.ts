import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ExecutorContext, TaskGraph } from '@nx/devkit';
import { afterAll, describe, expect, it } from 'vitest';
import { brandWorkspace, defaultBrandJson, fakeWebBuild } from '../../testing/brand-workspace';
import { stampBatch, type BatchTaskResult } from './executor';

const workspace = brandWorkspace();
afterAll(workspace.dispose);

describe('stamp executor, batched', () => {
  it('stamps every brand of the batch and reports each task on its own, a broken brand failing alone', async () => {
    fakeWebBuild(workspace.root);
    for (const code of ['one', 'two', 'three']) workspace.addBrand(code, { ...defaultBrandJson(), code });
    workspace.addBrand('broken', { ...defaultBrandJson(), code: 'broken', platform: 'ios' });
    const inputs = Object.fromEntries(['one', 'two', 'broken', 'three'].map((code) => [`brand-${code}:build`, { code }]));
    const context = { root: workspace.root } as ExecutorContext;

    const results: BatchTaskResult[] = [];
    for await (const result of stampBatch({} as TaskGraph, inputs, { code: '' }, context)) results.push(result);

    expect(Object.fromEntries(results.map(({ task, result }) => [task, result.success]))).toEqual({
      'brand-one:build': true,
      'brand-two:build': true,
      'brand-three:build': true,
      'brand-broken:build': false,
    });
    expect(results.find(({ task }) => task === 'brand-broken:build')?.result.terminalOutput).toContain(
      'brands/broken/brand.json: platform: must be "web"',
    );
    for (const code of ['one', 'two', 'three']) expect(existsSync(join(workspace.root, 'dist/brands', code, 'index.html'))).toBe(true);
    expect(existsSync(join(workspace.root, 'dist/brands/broken'))).toBe(false);
  });
});
