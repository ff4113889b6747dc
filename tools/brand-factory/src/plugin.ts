import { basename, dirname } from 'node:path';
import type { CreateNodesV2, TargetConfiguration } from '@nx/devkit';
import { createNodesFromFiles } from '@nx/devkit';

const FACTORY_CLI = 'dist/tools/brand-factory/cli.mjs';

function brandTargets(code: string): Record<string, TargetConfiguration> {
  return {
    build: {
      executor: 'nx:run-commands',
      dependsOn: ['^build'],
      inputs: ['default', '^production'],
      outputs: [`{workspaceRoot}/dist/brands/${code}`],
      cache: true,
      options: { command: `node ${FACTORY_CLI} build ${code}` },
    },
    serve: {
      executor: 'nx:run-commands',
      dependsOn: ['build', { projects: ['sandbox-server'], target: 'build' }],
      continuous: true,
      options: { command: `node dist/apps/sandbox-server/main.mjs --port 4200 --site dist/brands/${code}` },
    },
  };
}

/**
 * Every `brands/<code>/brand.json` is a project `brand-<code>`: adding a brand folder adds its
 * build and serve targets with no other file edited.
 */
export const createNodesV2: CreateNodesV2 = [
  'brands/*/brand.json',
  (files, _options, context) =>
    createNodesFromFiles(
      (file) => {
        const root = dirname(file);
        const code = basename(root);
        return {
          projects: {
            [root]: {
              name: `brand-${code}`,
              root,
              projectType: 'application',
              tags: ['type:brand', 'scope:brand'],
              implicitDependencies: ['web', 'brand-factory'],
              targets: brandTargets(code),
            },
          },
        };
      },
      files,
      _options,
      context,
    ),
];
