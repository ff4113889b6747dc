import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/** The files Nx hashes for `task`: one left out can change while the task still answers from the cache. */
function inputFiles(task: string): string[] {
  const output = execFileSync('npx', ['nx', 'show', 'target', 'inputs', task, '--json'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
  return JSON.parse(output).files;
}

describe('a build is hashed with its own configuration', () => {
  it('web:build with apps/web/vite.config.ts (the bundler’s config, which the workspace’s production input leaves out of libraries)', () => {
    const files = inputFiles('web:build');
    expect(files).toContain('apps/web/vite.config.ts');
    // The list is the real one: the app's sources are in it, a library's test-only config is not.
    expect(files).toContain('apps/web/src/main.tsx');
    expect(files).not.toContain('libs/ui-kit/vite.config.ts');
    // Nx reads the whole project graph first: seconds on a busy machine.
  }, 60_000);
});
