import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { checkCatalogs, type Catalog, type Problem } from './check-catalogs';
import { extractMessageKeys, type KeyUse, type SourceLocation } from './extract-keys';

export interface CheckOptions {
  /** Paths below are relative to this folder (the workspace root). */
  root: string;
  catalogsDir: string;
  sourceDirs: readonly string[];
  /** A JSON file `{ "keys": [...] }` of keys that may read as EN in every language. */
  allowIdenticalFile?: string;
  required: readonly string[];
  reference: string;
}

export interface CheckOutcome {
  ok: boolean;
  report: string;
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.nx', 'storybook-static', 'test-results', 'playwright-report']);
/** Tests name keys to prove what happens when one is missing; the code they test is what counts. */
const SOURCE_FILE = /(?<!\.d)\.tsx?$/;
const TEST_FILE = /\.(spec|test)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

function readCatalogs(dir: string, problems: Problem[]): Record<string, Catalog> {
  const catalogs: Record<string, Catalog> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    try {
      catalogs[basename(file, '.json')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push({ rule: 'icu-syntax', message: `${file}: not valid JSON (${(error as Error).message})` });
    }
  }
  return catalogs;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);

/** Reads the code and the catalogs, checks them, and writes the report the CI log shows. */
export function runCheck(options: CheckOptions): CheckOutcome {
  const at = (path: string) => join(options.root, path);
  const readProblems: Problem[] = [];
  const catalogs = readCatalogs(at(options.catalogsDir), readProblems);

  const used: KeyUse[] = [];
  const dynamic: SourceLocation[] = [];
  const files = options.sourceDirs.flatMap((dir) => sourceFiles(at(dir)));
  for (const file of files) {
    const extraction = extractMessageKeys(relative(options.root, file), readFileSync(file, 'utf8'));
    used.push(...extraction.keys);
    dynamic.push(...extraction.dynamic);
  }
  const allowIdentical: string[] = options.allowIdenticalFile ? JSON.parse(readFileSync(at(options.allowIdenticalFile), 'utf8')).keys : [];

  const result = checkCatalogs({ catalogs, required: options.required, reference: options.reference, used, allowIdentical });
  const problems = [...readProblems, ...result.problems];

  const lines = [
    `i18n check: ${new Set(used.map((use) => use.key)).size} keys used in ${files.length} source files; ` +
      `${Object.keys(catalogs[options.reference] ?? {}).length} keys in ${options.reference}`,
    `Messages identical to ${options.reference} (allow-listed and wordless messages excepted):`,
    ...result.identical.map(
      ({ language, identicalKeys, compared, share }) =>
        `  ${language.padEnd(6)}${String(identicalKeys.length).padStart(4)} / ${compared}${percent(share)}` +
        (identicalKeys.length ? `  ${identicalKeys.join(', ')}` : ''),
    ),
  ];
  if (dynamic.length) {
    lines.push(`Message ids computed at run time (not checked): ${dynamic.map((d) => `${d.file}:${d.line}`).join(', ')}`);
  }
  lines.push(...problems.map((p) => `FAIL [${p.rule}] ${p.message}`));
  lines.push(problems.length ? `${problems.length} problem(s)` : 'All catalogs pass.');
  return { ok: problems.length === 0, report: lines.join('\n') };
}
