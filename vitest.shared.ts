import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Alias } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';
import { compiledCatalogs } from './libs/i18n/src/build/compiled-catalogs.ts';

export const workspaceRoot = dirname(fileURLToPath(import.meta.url));

/** The tsconfig path aliases, as exact-match Vite aliases, so `@wl/brand` never captures `@wl/brand/schema`. */
export function workspaceAliases(): Alias[] {
  const tsconfig = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  const paths: Record<string, string[]> = tsconfig.compilerOptions.paths;
  return Object.entries(paths).map(([name, [target]]) => ({
    find: new RegExp(`^${name.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&')}$`),
    replacement: resolve(workspaceRoot, target),
  }));
}

const SPECS = ['src/**/*.spec.{ts,tsx}'];
/**
 * What only a module registry of the file's own can honour: a module replaced, the registry emptied, or a file that
 * says so in a line comment starting "Isolated:" with its reason (state a module keeps, such as the first screen).
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(|^\/\/ Isolated: /m;

/** The spec files of a project that need isolation (`NEEDS_ISOLATION`), relative to it. */
function specsNeedingIsolation(projectDir: string): string[] {
  return readdirSync(join(projectDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.spec\.tsx?$/.test(file))
    .map((file) => join(projectDir, 'src', file))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')))
    .map((file) => relative(projectDir, file));
}

interface ProjectTestOptions {
  /** `jsdom` for anything that renders; `node` for pure logic and servers. */
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  /** Only while a new library waits for its first test: otherwise an empty project would pass unseen. */
  passWithNoTests?: boolean;
  /** The site's build: catalogs compiled, the ICU parser left out (`compiled-catalogs.ts`). Storybook keeps the parser. */
  compileCatalogs?: boolean;
}

/** One vitest configuration for every project, so each project's `vite.config.ts` states only what differs. */
export function projectTestConfig(projectDir: string, options: ProjectTestOptions = {}): ViteUserConfig {
  return defineConfig({
    root: projectDir,
    // The catalogs cut into their parts as the site's build cuts them, so tests and stories render as the site does.
    plugins: [react(), compiledCatalogs({ compile: options.compileCatalogs ?? false })],
    resolve: { alias: workspaceAliases() },
    test: {
      environment: options.environment ?? 'node',
      setupFiles: options.setupFiles,
      passWithNoTests: options.passWithNoTests ?? false,
      watch: false,
      reporters: ['default'],
      // CI runs every project's tests at once on two cores, where one render of a whole page and its
      // first role query (jsdom's style cascade, built on first use) has taken over 15 s; a test may
      // wait on more than one findBy of up to 10 s (vitest.setup-dom.ts). A passing test is not slowed.
      testTimeout: 30_000,
      // A hook's login or sandbox reset is as slow there as a test's; vitest's own default gives hooks 10 s.
      hookTimeout: 30_000,
      // expect.poll waits as long as findBy and waitFor do (vitest's default is 1 s).
      expect: { poll: { timeout: 10_000 } },
      // A worker's spec files share its modules and its DOM (each file still gets its setup files and its own
      // sandbox): building a fresh jsdom and importing React, the store and styled-components again for every file
      // took about half of the unit tests' time. The files that need it keep their own (`NEEDS_ISOLATION`).
      ...isolatingOnly(specsNeedingIsolation(projectDir)),
    },
  });
}

/**
 * The specs, `isolate: false`, but for `isolated` (spec files), which run as a project of their own that keeps
 * isolation. (A project's `include` adds to the root's, so the root names none when there are projects.)
 */
function isolatingOnly(isolated: string[]): { include: string[]; isolate: false } | { projects: TestProjectInlineConfiguration[] } {
  if (isolated.length === 0) return { include: SPECS, isolate: false };
  return {
    projects: [
      { extends: true, test: { name: 'shared', include: SPECS, isolate: false, exclude: [...configDefaults.exclude, ...isolated] } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  };
}
