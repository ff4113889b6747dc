import nx from '@nx/eslint-plugin';

/**
 * The arrows of DESIGN.md, enforced: app → feature → ui | data-access → util; features never
 * import each other. Scopes say who a project ships to: `scope:player` code reaches players'
 * browsers and may import only player code, never the fake backend (`scope:sandbox`), test
 * helpers (`scope:testing`) or build tooling (`scope:tooling`). Tests and stories of any project
 * may also use the sandbox and the test helpers; every other arrow still holds for them.
 * (Scopes use `onlyDependOnLibsWithTags`, which looks at direct imports: Nx's
 * `notDependOnLibsWithTags` follows test-file edges transitively and would flag every feature.)
 */
function depConstraints({ testCode }) {
  const also = testCode ? ['type:testing'] : [];
  const only = (sourceTag, tags) => ({ sourceTag, onlyDependOnLibsWithTags: [...tags, ...also] });
  return [
    only('type:app', ['type:feature', 'type:ui', 'type:data-access', 'type:util']),
    only('type:feature', ['type:ui', 'type:data-access', 'type:util']),
    only('type:ui', ['type:ui', 'type:util']),
    only('type:data-access', ['type:data-access', 'type:util']),
    only('type:util', ['type:util']),
    only('type:testing', ['type:ui', 'type:data-access', 'type:util']),
    only('type:e2e', ['type:util', 'type:data-access']),
    only('type:tool', ['type:util', 'type:tool']),
    only('type:storybook', ['type:feature', 'type:ui', 'type:data-access', 'type:util']),
    {
      sourceTag: 'scope:player',
      onlyDependOnLibsWithTags: testCode ? ['scope:player', 'scope:sandbox', 'scope:testing'] : ['scope:player'],
    },
    { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:sandbox', 'scope:player'] },
    { sourceTag: 'scope:testing', onlyDependOnLibsWithTags: ['scope:testing', 'scope:sandbox', 'scope:player'] },
  ];
}

const boundaries = (testCode) => [
  'error',
  {
    enforceBuildableLibDependency: true,
    banTransitiveDependencies: false,
    allow: [],
    depConstraints: depConstraints({ testCode }),
  },
];

export const testCodeFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.stories.tsx',
  '**/src/test-setup.ts',
  '**/src/testing/**/*.{ts,tsx}',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/.nx',
      '**/*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(false),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: testCodeFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries(true) },
  },
  {
    // Build and test configuration wires tooling together; it ships nothing to players.
    files: ['**/vite.config.ts', '**/playwright.config.ts', 'storybook/.storybook/**/*.ts', 'storybook/.storybook/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
