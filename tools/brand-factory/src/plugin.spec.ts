import { describe, expect, it } from 'vitest';
import type { CreateNodesContextV2 } from '@nx/devkit';
import { createNodesV2 } from './plugin';

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

  it('builds after the web app and the factory, cached, into dist/brands/<code>, with the batched stamp executor', async () => {
    const { 'brand-acme': acme } = await inferredProjects(['brands/acme/brand.json']);
    expect(acme.implicitDependencies).toEqual(['web', 'brand-factory']);
    expect(acme.targets?.['build']).toMatchObject({
      executor: './tools/brand-factory:stamp',
      dependsOn: ['^build'],
      cache: true,
      outputs: [
        '{workspaceRoot}/dist/brands/acme',
        '{workspaceRoot}/dist/brands/acme.nginx.conf',
        '{workspaceRoot}/dist/brands/acme.headers.json',
      ],
      options: { code: 'acme' },
    });
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
