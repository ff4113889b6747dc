import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot });

/** Lints one import as if it were written in `file`, and returns the boundary rule's complaints. */
async function boundaryErrors(file: string, importedLib: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as lib from '${importedLib}';\nexport const used = lib;\n`, {
    filePath: resolve(workspaceRoot, file),
  });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries: the arrows point one way (docs/architecture.md)', () => {
  it.each([
    ['a feature imports another feature', 'libs/games/src/lib/fixture.ts', '@wl/auth', 'type:feature'],
    ['a ui lib imports a feature', 'libs/ui-kit/src/lib/fixture.tsx', '@wl/auth', 'type:ui'],
    ['a ui lib imports data-access', 'libs/ui-kit/src/lib/fixture.tsx', '@wl/api-client', 'type:ui'],
    ['a util lib imports a ui lib', 'libs/forms/src/lib/fixture.ts', '@wl/ui-kit', 'type:util'],
    ['data-access imports a feature', 'libs/api-client/src/lib/fixture.ts', '@wl/wallet', 'type:data-access'],
    ['player code imports the sandbox', 'libs/agent/src/lib/fixture.ts', '@wl/sandbox-api', 'scope:player'],
    ['player code imports the test helpers', 'libs/content/src/lib/fixture.ts', '@wl/testing', 'type:feature'],
    ['a test of a ui lib imports a feature', 'libs/ui-kit/src/lib/fixture.spec.tsx', '@wl/auth', 'type:ui'],
  ])('forbids: %s', async (_rule, file, lib, sourceTag) => {
    const errors = await boundaryErrors(file, lib);
    // Where the reverse arrow already exists (features use ui-kit), Nx reports the cycle the
    // import would close before the tag rule; either way the import is rejected.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`A project tagged with "${sourceTag}"|Circular dependency between`));
  });

  it.each([
    ['player code imports the sandbox', 'libs/agent/src/lib/fixture.ts', '@wl/sandbox-api', 'scope:player'],
    ['a feature imports the test helpers', 'libs/games/src/lib/fixture.ts', '@wl/testing', 'type:feature'],
    ['a util lib imports data-access', 'libs/forms/src/lib/fixture.ts', '@wl/api-client', 'type:util'],
  ])('forbids by tag, where no cycle can be involved: %s', async (_rule, file, lib, sourceTag) => {
    expect(await boundaryErrors(file, lib)).toEqual([expect.stringContaining(`A project tagged with "${sourceTag}"`)]);
  });

  it.each([
    ['the app imports a feature', 'apps/web/src/app/fixture.ts', '@wl/content'],
    ['a feature imports ui and data-access', 'libs/games/src/lib/fixture.ts', '@wl/ui-kit'],
    ['a feature imports data-access', 'libs/games/src/lib/fixture.ts', '@wl/api-client'],
    ['a ui lib imports a util', 'libs/ui-kit/src/lib/fixture.tsx', '@wl/brand'],
    ['a test of player code uses the sandbox', 'libs/content/src/lib/fixture.spec.tsx', '@wl/sandbox-api'],
    ['the sandbox uses the api contract', 'libs/sandbox-api/src/lib/fixture.ts', '@wl/api-client'],
  ])('allows: %s', async (_rule, file, lib) => {
    expect(await boundaryErrors(file, lib)).toEqual([]);
  });
});

/** Lints `source` as if it were `file`, and returns the complaints of the import restrictions for player code. */
async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = lib;\n`, { filePath: resolve(workspaceRoot, file) });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('entry points: player code never imports server-side, build-time or test code', () => {
  it.each([
    ['merchant-side decryption', 'libs/wallet/src/lib/fixture.ts', "import * as lib from '@wl/api-client/server';"],
    ['the zod contract', 'libs/games/src/lib/fixture.ts', "import * as lib from '@wl/api-client/contract';"],
    ['the brand schema', 'apps/web/src/app/fixture.ts', "import * as lib from '@wl/brand/schema';"],
    ['zod itself', 'libs/ui-kit/src/lib/fixture.tsx', "import * as lib from 'zod';"],
    ['vitest', 'libs/auth/src/lib/fixture.ts', "import * as lib from 'vitest';"],
    ['MSW', 'libs/member/src/lib/fixture.ts', "import * as lib from 'msw';"],
    ['the vitest test helpers', 'libs/content/src/lib/fixture.ts', "import * as lib from '@wl/testing/vitest';"],
    ['Testing Library', 'libs/lottery/src/lib/fixture.tsx', "import * as lib from '@testing-library/react';"],
    ['a test helper of its own library', 'libs/auth/src/lib/flows/fixture.tsx', "import * as lib from '../../testing/account-flows';"],
    ['a test fixture', 'libs/api-client/src/lib/fixture.ts', "import * as lib from './cipher/known-answers.fixture';"],
  ])('forbids: %s', async (_what, file, source) => {
    expect(await restrictedImports(file, source)).toHaveLength(1);
  });

  it.each([
    [
      'types of the contract, which compile away',
      'libs/api-client/src/lib/fixture.ts',
      "import type * as lib from '@wl/api-client/contract';",
    ],
    ['the contract inside the contract', 'libs/api-client/src/lib/contract/fixture.ts', "import * as lib from 'zod';"],
    ['the brand parser with its schema', 'libs/brand/src/lib/parse-brand.ts', "import * as lib from 'zod';"],
    ['a spec of player code using test helpers', 'libs/auth/src/lib/fixture.spec.tsx', "import * as lib from '../testing/account-flows';"],
    ['the sandbox using the contract', 'libs/sandbox-api/src/lib/fixture.ts', "import * as lib from '@wl/api-client/contract';"],
    ['the brand factory using the schema', 'tools/brand-factory/src/lib/fixture.ts', "import * as lib from '@wl/brand/schema';"],
  ])('allows: %s', async (_what, file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
