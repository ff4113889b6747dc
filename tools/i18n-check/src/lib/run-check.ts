import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseJSON } from 'jsonc-eslint-parser';
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
  /** Each catalog's BCP 47 locale, for its plural rules. */
  locales: Readonly<Record<string, string>>;
  /**
   * The tag (in a project.json) of the projects players get: only their code is held to the rule on
   * key-shaped strings; sandboxes and e2e helpers name API calls and storage as `auth.login`, `home.popupsSeen`.
   */
  playerTag: string;
}

export interface CheckOutcome {
  ok: boolean;
  report: string;
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.nx', 'storybook-static', 'test-results', 'playwright-report']);
/** Tests name keys to prove what happens when one is missing; the code they test is what counts. */
const SOURCE_FILE = /(?<!\.d)\.tsx?$/;
const TEST_FILE = /\.(spec|test)\.tsx?$/;
/** Stories ship to Storybook, not to players. */
const STORY_FILE = /\.stories\.tsx?$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** Keys given more than once in a catalog, with their lines: JSON.parse keeps the last silently. */
function duplicateKeys(file: string, text: string): Problem[] {
  const lines = new Map<string, number[]>();
  const catalog = parseJSON(text, { jsonSyntax: 'JSON' }).body[0].expression;
  if (catalog.type !== 'JSONObjectExpression') return [];
  for (const property of catalog.properties) {
    const key = String(property.key.type === 'JSONIdentifier' ? property.key.name : property.key.value);
    lines.set(key, [...(lines.get(key) ?? []), property.loc.start.line]);
  }
  return [...lines]
    .filter(([, at]) => at.length > 1)
    .map(([key, at]) => ({
      rule: 'duplicate-key',
      message: `${file}: ${key} is given ${at.length} times (lines ${at.join(', ')}); JSON.parse keeps only the last, so keep one`,
    }));
}

function readCatalogs(dir: string, problems: Problem[]): Record<string, Catalog> {
  const catalogs: Record<string, Catalog> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      catalogs[basename(file, '.json')] = JSON.parse(text);
    } catch (error) {
      problems.push({ rule: 'icu-syntax', message: `${file}: not valid JSON (${(error as Error).message})` });
      continue;
    }
    problems.push(...duplicateKeys(file, text));
  }
  return catalogs;
}

/** The tags of the project (nearest project.json) a file belongs to. */
function projectTagsOf(root: string, file: string, cache: Map<string, string[]>): string[] {
  const dir = dirname(file);
  const cached = cache.get(dir);
  if (cached) return cached;
  const projectFile = join(dir, 'project.json');
  let tags: string[] = [];
  if (existsSync(projectFile)) tags = JSON.parse(readFileSync(projectFile, 'utf8')).tags ?? [];
  else if (relative(root, dir) !== '' && dirname(dir) !== dir) tags = projectTagsOf(root, dir, cache);
  cache.set(dir, tags);
  return tags;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);

/** Reads the code and the catalogs, checks them, and writes the report the CI log shows. */
export function runCheck(options: CheckOptions): CheckOutcome {
  const at = (path: string) => join(options.root, path);
  const readProblems: Problem[] = [];
  const catalogs = readCatalogs(at(options.catalogsDir), readProblems);

  const used: KeyUse[] = [];
  const dynamic: SourceLocation[] = [];
  const keyLike: KeyUse[] = [];
  const tags = new Map<string, string[]>();
  const files = options.sourceDirs.flatMap((dir) => sourceFiles(at(dir)));
  for (const file of files) {
    const extraction = extractMessageKeys(relative(options.root, file), readFileSync(file, 'utf8'));
    used.push(...extraction.keys);
    dynamic.push(...extraction.dynamic);
    if (!STORY_FILE.test(file) && projectTagsOf(options.root, file, tags).includes(options.playerTag)) keyLike.push(...extraction.keyLike);
  }
  const allowIdentical: string[] = options.allowIdenticalFile ? JSON.parse(readFileSync(at(options.allowIdenticalFile), 'utf8')).keys : [];

  const result = checkCatalogs({
    catalogs,
    required: options.required,
    reference: options.reference,
    locales: options.locales,
    used,
    keyLike,
    allowIdentical,
  });
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
