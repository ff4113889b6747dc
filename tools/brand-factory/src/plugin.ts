import { basename, dirname } from 'node:path';
import type { CreateNodesV2, TargetConfiguration } from '@nx/devkit';
import { createNodesFromFiles } from '@nx/devkit';

/** Batched too: one Nx run validates all its brands in one process. */
const VALIDATE_EXECUTOR = './tools/brand-factory:validate';
/** Batched: one Nx run stamps all its brands in one process (see executors.json). */
const STAMP_EXECUTOR = './tools/brand-factory:stamp';
/** Batched too: one Nx run assembles all its brands' sites in one process. */
const SITE_EXECUTOR = './tools/brand-factory:site';

/** Every brand project carries this tag: `nx run-many -t build -p tag:type:brand` builds them all. */
export const BRAND_TAG = 'type:brand';

export const brandProjectName = (code: string) => `brand-${code}`;

/**
 * The brand folder, the code that reads it and every brand file: a brand is refused a merchant code or site address
 * another brand has, so a result cached before that brand was added (or changed) must not pass.
 */
const BRAND_INPUTS = ['production', '^production', '{workspaceRoot}/brands/*/brand.json'];

function brandTargets(code: string): Record<string, TargetConfiguration> {
  return {
    validate: {
      executor: VALIDATE_EXECUTOR,
      // Nothing built first: the factory's code runs from source, so a typo shows in seconds, not after a web build.
      dependsOn: [],
      inputs: BRAND_INPUTS,
      outputs: [],
      cache: true,
      metadata: {
        description: `Validate brands/${code}/brand.json and its pictures as the build does (its merchant code and site address its own among the brands), without building the web app`,
      },
      options: { code },
    },
    stamp: {
      executor: STAMP_EXECUTOR,
      // The one web build and the factory itself; brands never depend on each other, so they stamp in parallel. The
      // brand's validation runs beside the web build, so a bad file is reported while the web app still compiles.
      dependsOn: ['^build', 'validate'],
      inputs: BRAND_INPUTS,
      // Only the brand's own files: caching each brand's copy of the shared assets cost more than stamping.
      outputs: [`{workspaceRoot}/dist/stamps/${code}`],
      cache: true,
      metadata: {
        description: `Validate brands/${code}/brand.json (its merchant code and site address its own among the brands) and write its own files into dist/stamps/${code}/`,
      },
      options: { code },
    },
    build: {
      executor: SITE_EXECUTOR,
      dependsOn: ['stamp'],
      // Not cached: it links the web build's assets beside the stamp (milliseconds), so nothing is stored twice.
      cache: false,
      metadata: { description: `Make dist/brands/${code}/ (and its nginx sample and headers beside it) from the stamp and the web build` },
      options: { code },
    },
    serve: {
      executor: 'nx:run-commands',
      dependsOn: ['build', { projects: ['sandbox-server'], target: 'build' }],
      continuous: true,
      metadata: { description: `Serve dist/brands/${code}/ with the sandbox API on http://127.0.0.1:4200 (--port to change)` },
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
  (files, options, context) =>
    createNodesFromFiles(
      (file) => {
        const root = dirname(file);
        const code = basename(root);
        return {
          projects: {
            [root]: {
              name: brandProjectName(code),
              root,
              projectType: 'application',
              tags: [BRAND_TAG, 'scope:brand'],
              implicitDependencies: ['web', 'brand-factory'],
              targets: brandTargets(code),
            },
          },
        };
      },
      files,
      options,
      context,
    ),
];
