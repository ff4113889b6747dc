import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreateNodesContextV2 } from '@nx/devkit';
import { createNodesV2 } from './plugin';
import { workspaceRoot } from './testing/brand-workspace';

const context: CreateNodesContextV2 = { nxJsonConfiguration: {}, workspaceRoot: '/workspace' };

async function inferredProjects(files: string[]) {
  const [, createNodes] = createNodesV2;
  const results = await createNodes(files, undefined, context);
  return Object.fromEntries(
    results.flatMap(([, result]) => Object.values(result.projects ?? {}).map((project) => [project.name, project])),
  );
}

describe('brand-factory plugin: a project per brands/<code>/brand.json', () => {
  it('matches brand files only', () => {
    expect(createNodesV2[0]).toBe('brands/*/brand.json');
  });

  it('adds a project for every brand folder, so a new folder is a new project', async () => {
    const before = await inferredProjects(['brands/default/brand.json']);
    const after = await inferredProjects(['brands/default/brand.json', 'brands/acme/brand.json']);
    expect(Object.keys(before)).toEqual(['brand-default']);
    expect(Object.keys(after)).toEqual(['brand-default', 'brand-acme']);
  });

  it('tags the project as a brand, so one command builds them all', async () => {
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    expect(acme.tags).toContain('type:brand');
    expect(acme.root).toBe('brands/acme');
  });

  it('stamps after the web app and the factory, caching only the brand’s own files, with the batched stamp executor', async () => {
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    expect(acme.implicitDependencies).toEqual(['web', 'brand-factory']);
    expect(acme.targets?.['stamp']).toMatchObject({
      executor: './tools/brand-factory:stamp',
      dependsOn: ['^build', 'validate'],
      cache: true,
      outputs: ['{workspaceRoot}/dist/stamps/acme'],
      options: { code: 'acme' },
    });
  });

  it('stamps anew when any brand file changes: the stamp refuses a merchant code or site address another brand has', async () => {
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    expect(acme.targets?.['stamp']?.inputs).toEqual(['production', '^production', '{workspaceRoot}/brands/*/brand.json']);
  });

  it('validates a brand on its own, with nothing built first, so a typo shows without compiling the web app', async () => {
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    expect(acme.targets?.['validate']).toEqual({
      executor: './tools/brand-factory:validate',
      dependsOn: [],
      inputs: ['production', '^production', '{workspaceRoot}/brands/*/brand.json'],
      outputs: [],
      cache: true,
      metadata: expect.objectContaining({ description: expect.stringContaining('without building the web app') }),
      options: { code: 'acme' },
    });
  });

  it('builds the site from the stamp, uncached, with the batched site executor', async () => {
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    expect(acme.targets?.['build']).toMatchObject({
      executor: './tools/brand-factory:site',
      dependsOn: ['stamp'],
      cache: false,
      options: { code: 'acme' },
    });
  });

  it('is not overridden by the workspace’s build defaults, which win over inferred targets', async () => {
    const nxJson = JSON.parse(readFileSync(join(workspaceRoot, 'nx.json'), 'utf8'));
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    const { dependsOn, cache } = acme.targets?.['build'] ?? {};
    expect(nxJson.targetDefaults['./tools/brand-factory:site']).toEqual({ dependsOn, cache });
  });

  it('serves the stamped site with the sandbox', async () => {
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    expect(acme.targets?.['serve']).toMatchObject({
      continuous: true,
      dependsOn: ['build', { projects: ['sandbox-server'], target: 'build' }],
      options: { command: 'node dist/apps/sandbox-server/main.mjs --port 4200 --site dist/brands/acme' },
    });
  });
});
