import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A library's public `index.ts` (and each secondary entry point) exports only what another project
 * imports: anything else is internal and stays private, so a library can change it freely.
 */
const workspaceRoot = resolve(import.meta.dirname, '../../..');
const baseConfig = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const entryPoints = Object.entries(baseConfig.compilerOptions.paths).map(([alias, [file]]) => ({
  alias,
  file: resolve(workspaceRoot, file as string),
  /** The project that owns the entry point: its own files do not count as consumers. */
  projectRoot: resolve(workspaceRoot, (file as string).split('/src/')[0] as string),
}));

const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: workspaceRoot, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(?:ts|tsx|mts|mjs|js)$/.test(file) && !file.includes('node_modules/'))
  .map((file) => resolve(workspaceRoot, file))
  .filter((file) => existsSync(file));

/** Names each alias's consumers import, by alias; `*` when a consumer takes the whole module. */
function importedNames(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>(entryPoints.map(({ alias }) => [alias, new Set<string>()]));
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('@wl/')) continue;
    const owner = entryPoints.find(({ projectRoot }) => file.startsWith(`${projectRoot}/`))?.projectRoot;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const identifiers = new Set<string>();
    const dynamic: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) identifiers.add(node.text);
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : undefined;
      const names = specifier ? used.get(specifier) : undefined;
      const ownEntry = entryPoints.find(({ alias }) => alias === specifier)?.projectRoot === owner;
      if (names && !ownEntry) {
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) names.add('*');
          if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
            for (const element of clause.namedBindings.elements) names.add((element.propertyName ?? element.name).text);
          }
        } else if (ts.isExportDeclaration(node)) {
          if (!node.exportClause) names.add('*');
          else if (ts.isNamedExports(node.exportClause)) {
            for (const element of node.exportClause.elements) names.add((element.propertyName ?? element.name).text);
          }
        }
      }
      // `import('@wl/x')` (a lazy chunk, a mock): whatever names the file mentions count as used.
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const [argument] = node.arguments;
        const isImport =
          node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isPropertyAccessExpression(node.expression) && /^(?:mock|importActual)$/.test(node.expression.name.text));
        if (isImport && argument && ts.isStringLiteral(argument) && used.has(argument.text)) dynamic.push(argument.text);
      }
      if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal) && node.qualifier) {
        used.get(node.argument.literal.text)?.add(ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.right.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const alias of dynamic) {
      if (entryPoints.find((entry) => entry.alias === alias)?.projectRoot === owner) continue;
      for (const name of identifiers) used.get(alias)?.add(name);
    }
  }
  return used;
}

/** The workspace's compiler options, path aliases included, so `export * from '@wl/…'` resolves. */
const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(resolve(workspaceRoot, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  workspaceRoot,
).options;

/** What each entry point exports, read by one checker over all of them (they share most of their imports). */
function exportedNamesOf(files: string[]): (file: string) => string[] {
  const program = ts.createProgram(files, { ...compilerOptions, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  return (file) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    return symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.name) : [];
  };
}

describe('public surfaces', () => {
  it('every name a public entry point exports is imported by another project', () => {
    const used = importedNames();
    const exportedNames = exportedNamesOf(entryPoints.map(({ file }) => file).filter((file) => existsSync(file)));
    const unused = entryPoints.flatMap(({ alias, file }) => {
      const names = used.get(alias) ?? new Set<string>();
      if (names.has('*') || !existsSync(file)) return [];
      return exportedNames(file)
        .filter((name) => !names.has(name))
        .map((name) => `${alias}: ${name} (${dirname(file).replace(`${workspaceRoot}/`, '')})`);
    });
    expect(unused).toEqual([]);
  }, 120_000);
});
