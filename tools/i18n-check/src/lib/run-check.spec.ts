import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, LOCALE_BY_LANGUAGE } from '@wl/i18n/languages';
import { runCheck } from './run-check';

const workspaceRoot = resolve(import.meta.dirname, '../../../..');
const TRANSLATED: Record<string, string> = {
  CN: '欢迎来到 {brand}',
  EN: 'Welcome to {brand}',
  ID: 'Selamat datang di {brand}',
  PT: 'Boas-vindas a {brand}',
  TH: 'ยินดีต้อนรับสู่ {brand}',
  TY: 'Maligayang pagdating sa {brand}',
  VI: 'Chào mừng bạn đến với {brand}',
};

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const options = () => ({
  root,
  catalogsDir: 'catalogs',
  sourceDirs: ['libs'],
  allowIdenticalFile: 'allow.json',
  required: CATALOG_LANGUAGES,
  reference: 'EN',
  locales: LOCALE_BY_LANGUAGE,
  playerTag: 'scope:player',
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  for (const language of CATALOG_LANGUAGES) write(`catalogs/${language}.json`, JSON.stringify({ 'home.welcome': TRANSLATED[language] }));
  write('allow.json', JSON.stringify({ keys: [] }));
  write('libs/home/project.json', JSON.stringify({ name: 'home', tags: ['scope:player'] }));
  write('libs/home/src/home.tsx', 'export const Home = () => <FormattedMessage id="home.welcome" values={{ brand: "X" }} />;');
  // Tests and installed packages may name keys no catalog has; only shipped code counts.
  write('libs/home/src/home.spec.tsx', 'const missing = <FormattedMessage id="test.only" />;');
  write('libs/home/node_modules/pkg/index.ts', "const messageKey = 'vendor.key';");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the check over a workspace', () => {
  it('passes when every key the code uses is in all seven catalogs, and reports the identical share', () => {
    const outcome = runCheck(options());
    expect(outcome.ok).toBe(true);
    expect(outcome.report).toContain('1 keys used in 1 source files');
    expect(outcome.report).toMatch(/TY\s+0 \/ 1\s+0\.0%/);
  });

  it('fails on a key used in shipped code that EN lacks', () => {
    write('libs/home/src/footer.tsx', 'export const F = () => <FormattedMessage id="footer.missing" />;');
    const outcome = runCheck(options());
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toContain('FAIL [used-key-not-in-reference] footer.missing: used in libs/home/src/footer.tsx:1');
  });

  describe('key-like-literal-not-in-reference', () => {
    const columns = "export const columns = [named('type', 'home.columnType')];";

    it('fails on a key-shaped string EN lacks in the code players get', () => {
      write('libs/home/src/columns.tsx', columns);
      const outcome = runCheck(options());
      expect(outcome.ok).toBe(false);
      expect(outcome.report).toContain('FAIL [key-like-literal-not-in-reference] home.columnType: written in libs/home/src/columns.tsx:1');
    });

    it('leaves alone projects players do not get (sandbox, e2e) and stories', () => {
      write('libs/sandbox/project.json', JSON.stringify({ name: 'sandbox', tags: ['scope:sandbox'] }));
      write('libs/sandbox/src/lib/modules.ts', columns);
      write('libs/home/src/home.stories.tsx', columns);
      expect(runCheck(options()).report).toContain('All catalogs pass.');
    });
  });

  it('fails on a key given twice in a catalog, naming the file, the key and its lines', () => {
    write('catalogs/TH.json', '{\n  "home.welcome": "ยินดีต้อนรับ",\n  "home.welcome": "ยินดีต้อนรับสู่ {brand}"\n}\n');
    const outcome = runCheck(options());
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toContain(
      'FAIL [duplicate-key] TH.json: home.welcome is given 2 times (lines 2, 3); JSON.parse keeps only the last, so keep one',
    );
  });

  it('fails when a catalog is not valid JSON', () => {
    write('catalogs/VI.json', '{ "home.welcome": ');
    const outcome = runCheck(options());
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toContain('VI.json: not valid JSON');
  });
});

describe('the command line', () => {
  // Bundled as the `build` target bundles it, so the test runs what CI runs; inside the workspace,
  // so that its external packages resolve from node_modules.
  const cacheDir = join(workspaceRoot, 'node_modules', '.cache');
  let cliDir: string;
  let cli: string;
  beforeAll(async () => {
    mkdirSync(cacheDir, { recursive: true });
    cliDir = mkdtempSync(join(cacheDir, 'i18n-check-cli-'));
    cli = join(cliDir, 'main.mjs');
    await build({
      entryPoints: [resolve(workspaceRoot, 'tools/i18n-check/src/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: resolve(workspaceRoot, 'tsconfig.base.json'),
      outfile: cli,
      logLevel: 'warning',
    });
  });
  afterAll(() => rmSync(cliDir, { recursive: true, force: true }));
  const run = () =>
    spawnSync(process.execPath, [cli, '--root', root, '--catalogs', 'catalogs', '--sources', 'libs', '--allow-identical', 'allow.json'], {
      encoding: 'utf8',
    });

  it('exits 0 on good catalogs and 1 with the report when one of the seven lacks a key', () => {
    expect(run().status).toBe(0);
    write('catalogs/TH.json', '{}');
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('FAIL [missing-key] TH: home.welcome is missing');
  });
});
