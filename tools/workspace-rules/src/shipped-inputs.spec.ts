import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(resolve(workspaceRoot, file), 'utf8');

/** A glob of nx.json (`**`, `*`, `{a,b}`) as a regular expression over workspace paths. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*|\{[^}]*\})/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}
const escape = (text: string) => text.replace(/[.+?^$()[\]{}|\\]/g, '\\$&');

/** The committed files of a project that its Nx `production` input holds (what a build may ship). */
function productionFiles(projectRoot: string): string[] {
  const nx = JSON.parse(read('nx.json'));
  const excluded = (nx.namedInputs.production as string[])
    .filter((input) => input.startsWith('!'))
    .map((input) => globToRegExp(input.slice(1).replace('{projectRoot}', projectRoot)));
  const files = execFileSync('git', ['ls-files', projectRoot], { cwd: workspaceRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
  return files.filter((file) => !excluded.some((pattern) => pattern.test(file)));
}

const shippedProjects = execFileSync('git', ['ls-files', '*project.json'], { cwd: workspaceRoot, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && (JSON.parse(read(file)).tags ?? []).includes('scope:player'))
  .map((file) => file.replace(/\/project\.json$/, ''));

const TEST_ONLY_IMPORT = /(?:from|import)\s*\(?\s*['"](?:vitest|msw|@testing-library|@wl\/sandbox-api|@wl\/testing)(?:\/[^'"]*)?['"]/;
/** A key's value, not a parameter named after one: a PEM block or a long hex private exponent. */
const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----|privateExponent\w*\s*:\s*['"][0-9a-f]{64,}/i;

describe('shipped projects: production inputs hold no test code and no private key', () => {
  it('reads the production exclusions the way Nx does', () => {
    expect(globToRegExp('libs/auth/**/*.spec.{ts,tsx}').test('libs/auth/src/lib/a/b.spec.tsx')).toBe(true);
    expect(globToRegExp('libs/auth/src/testing/**/*').test('libs/auth/src/testing/account-flows.tsx')).toBe(true);
    expect(globToRegExp('libs/auth/src/testing/**/*').test('libs/auth/src/lib/testing.ts')).toBe(false);
  });

  it('recognises the test fixture that holds private keys, and the test helpers', () => {
    expect(read('libs/api-client/src/lib/cipher/known-answers.fixture.ts')).toMatch(PRIVATE_KEY);
    expect(read('libs/auth/src/testing/account-flows.tsx')).toMatch(TEST_ONLY_IMPORT);
    expect(productionFiles('libs/api-client')).not.toContain('libs/api-client/src/lib/cipher/known-answers.fixture.ts');
    expect(productionFiles('libs/auth')).not.toContain('libs/auth/src/testing/account-flows.tsx');
  });

  it('knows the shipped projects', () => {
    expect(shippedProjects).toEqual(expect.arrayContaining(['apps/web', 'libs/auth', 'libs/api-client']));
  });

  it.each(shippedProjects)('%s imports no vitest, MSW, Testing Library, sandbox or test helper, and holds no private key', (project) => {
    const offending = productionFiles(project)
      .filter((file) => /\.(?:tsx?|mjs|js)$/.test(file))
      .filter((file) => TEST_ONLY_IMPORT.test(read(file)) || PRIVATE_KEY.test(read(file)));
    expect(offending).toEqual([]);
  });
});
