import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import { mergeConfig } from 'vitest/config';
import { projectTestConfig, workspaceRoot } from '../../vitest.shared.ts';
import { precompressDir } from '../../tools/brand-factory/src/lib/precompress.ts';

/** The API prefixes of docs/api-contract.md and the sandbox's own routes, proxied to the sandbox in dev. */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/__sandbox'];
const SANDBOX_URL = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:4300';

/**
 * The workspace's own modules (the app and its libraries, not packages) have no side effects on
 * import, as a library's `"sideEffects": false` says: a module none of whose exports is used is left
 * out, so importing one name from a library's index does not pull its other screens into the entry.
 * All but the render (`src/main.tsx`): the site's start imports it for what it does, not for a name.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OWN_MODULES_WITHOUT_SIDE_EFFECTS = new RegExp(
  `^${escapeRegExp(workspaceRoot)}/(?:libs/[^/]+|apps/web)/src/(?!main\\.tsx$).*\\.tsx?$`,
);

/**
 * The packages every page runs on, in two chunks kept by browsers across deployments: the state
 * libraries the site's start needs (`site-start.ts`), and the view libraries only React's render
 * needs (React DOM, routing, styling, react-intl). The start runs once the first has arrived.
 */
const STATE_VENDOR_PACKAGES =
  /[\\/]node_modules[\\/](?:react|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|@standard-schema[\\/][^\\/]+)[\\/]/;
const VIEW_VENDOR_PACKAGES =
  /[\\/]node_modules[\\/](?:react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/][^\\/]+|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tslib)[\\/]/;

/**
 * The back and forward arrows, drawn together wherever either is (a carousel's, a pager's): one chunk, not one each,
 * whose wrappers cost more than their paths (about 0.15 KB gzip of the home page's chunks).
 */
const BACK_AND_FORWARD_ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]chevron-(?:left|right)\.mjs$/;

/**
 * Dev only: inlines `brands/$BRAND/brand.json` as the factory does, so `nx serve web` shows a
 * real brand. Built output keeps the placeholder for the factory's stamp step.
 */
function devBrand(): Plugin {
  const brandDir = resolve(workspaceRoot, 'brands', process.env['BRAND'] ?? 'default');
  return {
    name: 'dev-brand',
    apply: 'serve',
    configureServer(server) {
      // The brand folder's files, where a stamped site serves them.
      server.middlewares.use('/brand', (req, res, next) => {
        const file = resolve(brandDir, `.${decodeURIComponent((req.url ?? '').split('?')[0])}`);
        if (!file.startsWith(brandDir) || !existsSync(file)) return next();
        res.setHeader('content-type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    transformIndexHtml(html) {
      const { $schema: _schema, ...brand } = JSON.parse(readFileSync(resolve(brandDir, 'brand.json'), 'utf8'));
      const json = JSON.stringify(brand).replace(/</g, '\\u003c');
      return html.replace('<!-- brand:head -->', `<script type="application/json" id="brand-config">${json}</script>`);
    },
  };
}

/**
 * Build only: React Router's production build. Its package exports only the development one, which
 * keeps its warnings on in production (remix-run/react-router#14102); the two differ in that flag.
 */
function reactRouterProduction(): Plugin {
  const dist = resolve(workspaceRoot, 'node_modules/react-router/dist/production');
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: resolve(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: resolve(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/** styled-components' vendor prefixes: off unless a `StyleSheetManager` turns them on, which the site never does. */
const STYLIS = 'stylis';
const STYLIS_WITHOUT_PREFIXER = '\0stylis-without-prefixer';

/**
 * Build only: styled-components reads stylis through its namespace (`stylis.prefixer`), so the bundler keeps the
 * vendor prefixer (1.5 KB gzip of the start, with what only it used) though the site leaves prefixes off (browsers it
 * serves need none).
 * Its stylis is the package's own less that one middleware, which fails loudly if a prefixing sheet is ever added.
 */
function stylisWithoutPrefixer(): Plugin {
  return {
    name: 'stylis-without-prefixer',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== STYLIS || !importer?.includes('/node_modules/styled-components/')) return null;
      const stylis = await this.resolve(source, importer, { skipSelf: true });
      return stylis ? `${STYLIS_WITHOUT_PREFIXER}?${stylis.id}` : null;
    },
    load(id) {
      if (!id.startsWith(STYLIS_WITHOUT_PREFIXER)) return null;
      const stylis = JSON.stringify(id.slice(STYLIS_WITHOUT_PREFIXER.length + 1));
      return [
        `export * from ${stylis};`,
        'export function prefixer() {',
        "  throw new Error('Vendor prefixes are left out of this build (apps/web/vite.config.ts, stylisWithoutPrefixer)');",
        '}',
      ].join('\n');
    },
  };
}

/**
 * Build only: brotli and gzip beside every hashed asset, once per build. Brands share these files, so
 * the factory copies them instead of compressing the same bytes for every brand.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Once the files are written: a failed build writes none, and its own error is the one to show.
    async writeBundle() {
      await precompressDir(resolve(outDir, 'assets'));
    },
  };
}

/** The render's module, which the site's start imports once it has run (`site-start.ts`). */
const RENDER_MODULE = '/src/main.tsx';

/** A bundle's chunks (or a build's output's) by file name. */
const chunksOf = (bundle: Rolldown.OutputBundle | readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) =>
  new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));

/** The given chunks and every chunk they import statically, at any depth: what loading them loads. */
function withStaticImports(chunks: Map<string, Rolldown.OutputChunk>, roots: readonly Rolldown.OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  roots.forEach((root) => visit(root.fileName));
  return files;
}

/** The render's chunk: a dynamic entry, since the site's start imports it. */
function renderEntryChunk(chunks: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk {
  const main = [...chunks.values()].find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(RENDER_MODULE));
  if (!main) throw new Error(`The build has no chunk for ${RENDER_MODULE}`);
  return main;
}

/** The chunks a visit runs as it starts: the site's start (the entries) and the render, with all they import. */
function startChunksOf(chunks: Map<string, Rolldown.OutputChunk>): Set<string> {
  return withStaticImports(chunks, [...[...chunks.values()].filter((chunk) => chunk.isEntry), renderEntryChunk(chunks)]);
}

/**
 * Build only: index.html names the render's scripts (`src/main.tsx`, which the site's start imports
 * once it has run) as module preloads, so they download from the first moment, beside the start's.
 * Vite preloads only the entry's own imports from the HTML; the render's would otherwise be asked
 * for only once the start has run.
 */
function preloadTheRender(): Plugin {
  return {
    name: 'preload-the-render',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = chunksOf(bundle ?? {});
        const links = [...withStaticImports(chunks, [renderEntryChunk(chunks)])]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
        return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * Build only: a lazy chunk's preload list (Vite's `__vite__mapDeps`) leaves out the start's chunks. index.html preloads
 * them all, so Vite's helper, which looks for a link to each before adding one, skips them anyway; named in the list of
 * every lazy part the start's scripts can load, they were about 0.2 KB gzip of the start. Which chunks those are is
 * known once the bundle's are named: read before Vite writes the lists, in the same hook.
 */
function startChunksOutOfPreloadLists(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  let start = new Set<string>();
  return {
    plugin: {
      name: 'start-chunks-out-of-preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          start = startChunksOf(chunksOf(bundle));
        },
      },
    },
    // index.html's own list (`html`) is what names them: kept whole.
    resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !start.has(dep)) : deps),
  };
}
const leanPreloadLists = startChunksOutOfPreloadLists();

/** Set while a build makes its first pass (`startSharedGroups`), which must not make one of its own. */
const FIRST_PASS = 'WL_WEB_BUILD_FIRST_PASS';

/** Vite's preload helper, a virtual module (`\0vite/preload-helper.js`) every chunk that loads another imports. */
const PRELOAD_HELPER = 'vite/preload-helper';

/** Where the message catalogs are: their chunks keep a name (`TY-…`), as the budgets and the brand factory read them. */
const CATALOGS_FOLDER = '/libs/i18n/src/lib/catalogs/';

/** The packages' own groups (above), which keep them apart for browsers' caches across deployments. */
const VENDOR_CHUNKS = new Set(['vendor-state', 'vendor']);

/**
 * Build only: the start's chunks that a lazy part imports too, gathered into two: those the site's start loads
 * (`start-shared`) and those only the render loads (`render-shared`, so the start still runs before the render's code
 * has arrived). Left to itself the bundler gives every set of modules shared by a different set of parts a chunk of
 * its own: the start was 31 scripts, 25 of them under 3 KB, whose wrappers, imports and exports, and the minification
 * they kept apart, cost about 6 KB gzip. Which modules those are is known only once tree-shaking has run: a first
 * pass, unwritten (about 3 s), finds them; the build then groups exactly those, so no lazy code joins the start.
 */
function startSharedGroups(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const startShared = new Set<string>();
  const renderShared = new Set<string>();
  let mode = 'production';
  const plugin: Plugin = {
    name: 'start-shared-groups',
    apply: (_config, { command }) => command === 'build' && !process.env[FIRST_PASS],
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      // Afresh on each build (a watching build rebuilds): a module that left the start must leave the groups.
      startShared.clear();
      renderShared.clear();
      process.env[FIRST_PASS] = '1';
      try {
        const { build } = await import('vite');
        const passes = await build({
          configFile: resolve(import.meta.dirname, 'vite.config.ts'),
          mode,
          logLevel: 'silent',
          build: { write: false },
        });
        const output = (Array.isArray(passes) ? passes : [passes]).flatMap((pass) => ('output' in pass ? pass.output : []));
        const chunks = chunksOf(output);
        const render = renderEntryChunk(chunks);
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const start = withStaticImports(chunks, entries);
        for (const fileName of startChunksOf(chunks)) {
          const chunk = chunks.get(fileName);
          if (!chunk || chunk.isEntry || chunk === render || VENDOR_CHUNKS.has(chunk.name) || chunk.moduleIds.length === 0) continue;
          const group = start.has(fileName) ? startShared : renderShared;
          // Virtual modules stay where the bundler puts them (its runtime, which the vendor chunks need too), but for
          // Vite's preload helper, a chunk of its own otherwise.
          chunk.moduleIds.filter((id) => !id.startsWith('\0') || id.includes(PRELOAD_HELPER)).forEach((id) => group.add(id));
        }
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
    // Gathering modules without their dependencies may, the bundler warns, make chunks import each other in a circle,
    // where a module can run before one it needs: the build fails rather than ship that.
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const visiting = new Set<string>();
      const done = new Set<string>();
      const visit = (fileName: string, path: string[]): void => {
        if (done.has(fileName)) return;
        if (visiting.has(fileName)) this.error(`The chunks import each other in a circle: ${[...path, fileName].join(' → ')}`);
        visiting.add(fileName);
        chunks.get(fileName)?.imports.forEach((imported) => visit(imported, [...path, fileName]));
        visiting.delete(fileName);
        done.add(fileName);
      };
      for (const fileName of chunks.keys()) visit(fileName, []);
    },
  };
  // Below the vendor groups; the start's above the render's, so a module both load is the start's.
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'start-shared', test: (id) => startShared.has(id), priority: -1, includeDependenciesRecursively: false },
    { name: 'render-shared', test: (id) => renderShared.has(id), priority: -2, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
const startShared = startSharedGroups();

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that opens with it has all its functions
 * compiled at once, on a background thread while it streams in, rather than each on the main thread
 * at its first call. Other engines read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Build only: the scripts a visit runs as it starts (the site's start and the render, `src/main.tsx`,
 * with all they import) open with V8's compile hint. Their functions nearly all run before the first
 * screen, and compiling them one by one at their first call was about half of the start's two longest
 * tasks (docs/decisions.md, "Delivery"). Lazy chunks keep V8's own choice: much of a page's code
 * waits for the player.
 */
function compileHintsForTheStart(): Plugin {
  return {
    name: 'compile-hints-for-the-start',
    apply: 'build',
    enforce: 'post',
    // Last: Vite writes its preload map (`__vite__mapDeps`) at the top of a chunk in this hook too.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        for (const fileName of startChunksOf(chunks)) {
          const chunk = chunks.get(fileName);
          if (!chunk) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The code moved one line down: so do its mappings, in the chunk and in the map file the build already holds.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source);
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Build only: the service worker, bundled once with its Workbox modules into `sw.js`. Its precache
 * list is left as `self.__WB_MANIFEST`: the brand factory fills it per brand, since each brand ships
 * its own index.html and catalogs.
 */
function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      await esbuild({
        entryPoints: [resolve(import.meta.dirname, 'src/service-worker/sw.ts')],
        outfile: resolve(outDir, 'sw.js'),
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
    },
  };
}

export default mergeConfig(
  projectTestConfig(import.meta.dirname, { environment: 'jsdom', setupFiles: ['../../vitest.setup-dom.ts'], compileCatalogs: true }),
  {
    plugins: [
      devBrand(),
      reactRouterProduction(),
      stylisWithoutPrefixer(),
      startShared.plugin,
      preloadTheRender(),
      leanPreloadLists.plugin,
      compileHintsForTheStart(),
      precompressAssets(),
      serviceWorker(),
    ],
    // styled-components' templates ship as written otherwise: indentation, line breaks and our CSS comments were
    // 1.2 KB gzip of the start. No display names either (class names stay unique by hash); `pure` lets unused ones go.
    oxc: { plugins: { styledComponents: { minify: true, displayName: false, fileName: false, ssr: false, pure: true } } },
    server: {
      host: '127.0.0.1',
      port: 4200,
      // X-Forwarded-For names the browser: the sandbox's control routes answer only this machine, and through the proxy
      // every call would otherwise come from loopback (a dev server started with --host would open them to the network).
      proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: SANDBOX_URL, xfwd: true }])),
    },
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps/web'),
      emptyOutDir: true,
      reportCompressedSize: false,
      modulePreload: { resolveDependencies: leanPreloadLists.resolveDependencies },
      // The brand factory reads it to keep only each brand's catalog chunks.
      manifest: true,
      rolldownOptions: {
        treeshake: { moduleSideEffects: [{ test: OWN_MODULES_WITHOUT_SIDE_EFFECTS, sideEffects: false }] },
        output: {
          // A lazy chunk is named by its hash alone: the start's preload maps name every one (about 190), and their
          // readable names cost 1.4 KB gzip of the start. The catalogs keep theirs (`TY-…`), which the budgets read.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => id.includes(CATALOGS_FOLDER)) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
          codeSplitting: {
            groups: [
              { name: 'vendor-state', test: STATE_VENDOR_PACKAGES },
              { name: 'vendor', test: VIEW_VENDOR_PACKAGES },
              { name: 'chevrons', test: BACK_AND_FORWARD_ICONS, includeDependenciesRecursively: false },
              ...startShared.groups,
            ],
          },
        },
      },
    },
  },
);
