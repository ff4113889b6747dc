import nx from '@nx/eslint-plugin';

/**
 * The arrows of docs/architecture.md, enforced: app → feature → ui | data-access → util; features never
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

/** Projects tagged `scope:player`: their code reaches players' browsers. */
export const playerCodeFiles = [
  'apps/web/**',
  'libs/{agent,api-client,auth,brand,content,forms,games,i18n,lottery,member,ui-kit,wallet}/**',
];

/**
 * Inside player projects, the files that are build-time or server-side on purpose: the zod contract
 * and its entry, the merchant-side entry, the brand schema and its parser (`@wl/brand/schema`).
 */
export const playerBuildTimeFiles = [
  'libs/api-client/src/contract.ts',
  'libs/api-client/src/server.ts',
  'libs/api-client/src/lib/contract/**',
  'libs/brand/src/schema.ts',
  'libs/brand/src/lib/brand-schema.ts',
  'libs/brand/src/lib/parse-brand.ts',
];

/**
 * Tags cover whole projects; these cover secondary entry points and packages that must never reach a
 * browser. Type-only imports compile away, so they stay allowed where the types are the point.
 */
const playerImportRules = [
  'error',
  {
    paths: [
      { name: '@wl/api-client/server', message: 'Merchant-side code (decryption) never ships to players.' },
      {
        name: '@wl/api-client/contract',
        allowTypeImports: true,
        message: 'The zod contract is for tests and the sandbox; import its types only.',
      },
      {
        name: '@wl/brand/schema',
        allowTypeImports: true,
        message: 'The brand schema is build-time (zod); the site reads the validated config.',
      },
      { name: 'zod', allowTypeImports: true, message: 'zod is build, test and sandbox only.' },
      { name: '@wl/testing/vitest', message: 'Test helpers never ship to players.' },
      { name: 'vitest', message: 'Test code never ships to players.' },
      { name: 'msw', message: 'Test code never ships to players.' },
      { name: 'msw/node', message: 'Test code never ships to players.' },
      { name: 'msw/browser', message: 'Test code never ships to players.' },
    ],
    patterns: [
      { group: ['@testing-library/*'], message: 'Test code never ships to players.' },
      { regex: '^\\.\\.?/(.*/)?(testing/|[^/]*\\.fixture$)', message: 'Test helpers and fixtures are for tests and stories only.' },
    ],
  },
];

export const testCodeFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.stories.tsx',
  '**/src/test-setup.ts',
  '**/src/testing/**/*.{ts,tsx}',
  '**/*.fixture.ts',
];

/**
 * Colours, sizes, fonts and layers come from the theme (`theme.colors.*`, `theme.space.*`, `theme.fonts.*`, `theme.zIndex.*`):
 * a literal in a component's styles is a brand it cannot follow. Tests and stories may use them.
 */
const designTokenMessage = 'comes from the theme (theme.colors / space / size / fontSize / fonts), not a literal';
const designTokenRules = [
  'error',
  {
    selector: 'TaggedTemplateExpression TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|\\b(?:rgba?|hsla?|oklch|color-mix)\\(/]',
    message: `A colour ${designTokenMessage}.`,
  },
  {
    // The whole window (`100vh`, `100dvw`) is a unit, not a size the design picks; any other share of it is.
    selector:
      'TaggedTemplateExpression TemplateElement[value.raw=/(?<![\\w.$-])(?!100[dsl]?v[hw]\\b)\\d*\\.?\\d+(?:px|rem|em|pt|vmin|vmax|[dsl]?v[hw])\\b/]',
    message: `A size ${designTokenMessage}.`,
  },
  {
    // A border's width by keyword (`thin`) is a size too: the theme's `size.border` is the line every control draws.
    selector: 'TaggedTemplateExpression TemplateElement[value.raw=/\\bborder(?:-[a-z-]+)?:\\s*(?:thin|medium|thick)\\b/]',
    message: `A border width ${designTokenMessage}.`,
  },
  {
    selector: 'TaggedTemplateExpression TemplateElement[value.raw=/font-family:\\s*[^$\\s]/]',
    message: `A font ${designTokenMessage}.`,
  },
  {
    selector: 'TaggedTemplateExpression TemplateElement[value.raw=/z-index:\\s*-?\\d/]',
    message: 'A layer comes from the theme (theme.zIndex), not a literal: layers from different libraries must stack in one order.',
  },
  {
    // One ring on every control: its line and distance are written once, in ui-kit's styles.
    selector: "TaggedTemplateExpression MemberExpression[object.property.name='focusRing'][property.name=/^(?:width|offset)$/]",
    message: 'The focus ring comes from ui-kit (focusRing, insetFocusRing, ringOutline), not from its parts.',
  },
  {
    selector: 'JSXAttribute > Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
    message: `A colour ${designTokenMessage}.`,
  },
  {
    selector: "JSXAttribute[name.name='style'] Property > Literal",
    message: `An inline style ${designTokenMessage}; use a styled component.`,
  },
];
const componentFiles = ['libs/*/src/**/*.tsx', 'apps/web/src/**/*.tsx'];
const componentExamples = ['**/*.spec.tsx', '**/*.stories.tsx', '**/src/testing/**'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: ['**/dist', '**/node_modules', '**/storybook-static', '**/test-results', '**/playwright-report', '**/.nx', '**/*.timestamp*'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(false),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Operator HTML reaches the page only through ui-kit's SafeHtml, which sanitises it first.
      'react/no-danger': 'error',
    },
  },
  {
    files: ['libs/ui-kit/src/lib/safe-html/safe-html-body.tsx'],
    rules: { 'react/no-danger': 'off' },
  },
  {
    files: playerCodeFiles,
    rules: { '@typescript-eslint/no-restricted-imports': playerImportRules },
  },
  {
    files: [...testCodeFiles, ...playerBuildTimeFiles],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: testCodeFiles,
    rules: {
      '@nx/enforce-module-boundaries': boundaries(true),
      // vitest.setup-dom.ts sets one wait for the loaded CI runner; a file's own shorter one flaked there (wallet:test).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='configure'] Property[key.name='asyncUtilTimeout']",
          message:
            'findBy and waitFor wait as vitest.setup-dom.ts says, for every test; give one query its own { timeout } if it needs longer.',
        },
        {
          // Its own default is 1 s, which a loaded CI overran (games:test).
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='waitFor']",
          message: 'Use expect.poll (10 s, vitest.shared.ts) or Testing Library’s waitFor (10 s, vitest.setup-dom.ts).',
        },
      ],
    },
  },
  {
    // Build and test configuration wires tooling together; it ships nothing to players.
    files: ['**/vite.config.ts', '**/playwright.config.ts', 'storybook/.storybook/**/*.ts', 'storybook/.storybook/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: componentFiles,
    ignores: componentExamples,
    rules: { 'no-restricted-syntax': designTokenRules },
  },
];
