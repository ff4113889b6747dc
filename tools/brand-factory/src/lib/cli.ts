import { parseArgs, type ParseArgsConfig } from 'node:util';
import generatorSchema from '../generators/brand/schema.json';
import { buildBrand, checkBrands, createBrand, validateBrand, writeBrandJsonSchema } from './commands';
import type { NewBrandOptions } from './new-brand';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = ReturnType<typeof parseArgs>['values'];

interface Command {
  /** Its arguments, each required, as the usage names them. */
  args: readonly string[];
  options: Options;
  run(root: string, args: string[], values: Values): Promise<number>;
}

/** The generator's options but the code (an argument here): `new` takes what `nx g ./tools/brand-factory:brand` takes. */
const GENERATOR_OPTIONS = Object.entries(generatorSchema.properties).filter(([name]) => name !== 'code');

const ROOT_OPTION: Options = { root: { type: 'string' } };

const COMMANDS: Record<string, Command> = {
  validate: { args: ['<code>'], options: {}, run: (root, [code]) => validateBrand(root, code) },
  build: { args: ['<code>'], options: {}, run: (root, [code]) => buildBrand(root, code) },
  check: { args: [], options: {}, run: (root) => checkBrands(root) },
  schema: {
    args: [],
    options: { check: { type: 'boolean' } },
    run: (root, _args, { check }) => writeBrandJsonSchema(root, { check: check === true }),
  },
  new: {
    args: ['<code>'],
    options: Object.fromEntries(GENERATOR_OPTIONS.map(([name, { type }]) => [name, { type: type === 'boolean' ? 'boolean' : 'string' }])),
    run: (root, [code], values) => createBrand(root, { ...values, code } as NewBrandOptions),
  },
};

const USAGE = `usage: brand-factory <command> [--root <workspace>]
  validate <code>   validate brands/<code>/brand.json as build does, and write nothing
  build <code>      validate brands/<code>/brand.json (no other brand with its merchant code or site address),
                    stamp dist/stamps/<code>/ and make dist/brands/<code>/
  check             validate every brand, and that no two share a merchant code or site address
  schema [--check]  write brands/brand.schema.json from the zod schema, and the field and language tables of
                    docs/brands.md (--check: fail if either differs)
  new <code> [options]
                    add brands/<code>/ (the Nx generator does the same: nx g ./tools/brand-factory:brand)
${GENERATOR_OPTIONS.map(([name, { type, description }]) => `    --${name}${type === 'boolean' ? '' : ' <value>'}`.padEnd(30) + description).join('\n')}`;

/** Prints what was wrong with the command line, then the usage; exit code 2. */
function usage(problem: string): number {
  console.error(`brand-factory: ${problem}\n\n${USAGE}`);
  return 2;
}

/** Runs the command `args` name (the process's arguments after the script), in `--root` or `cwd`. */
export async function runCli(args: string[], cwd = process.cwd()): Promise<number> {
  // The command comes first among the arguments; every command's options are known here so none is taken for it.
  const anyOption: Options = Object.assign({}, ROOT_OPTION, ...Object.values(COMMANDS).map((command) => command.options));
  const [name] = parseArgs({ args, options: anyOption, strict: false, allowPositionals: true }).positionals;
  if (name === undefined) return usage('no command given');
  if (!Object.hasOwn(COMMANDS, name)) return usage(`unknown command "${name}"`);
  const command = COMMANDS[name];
  const options = { ...ROOT_OPTION, ...command.options };
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  const unknown = tokens.find((token) => token.kind === 'option' && !Object.hasOwn(options, token.name));
  if (unknown?.kind === 'option') return usage(`${name} has no option ${unknown.rawName}`);
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true });
  } catch (error) {
    // A value missing, or given to a switch: Node's message names the option.
    if (!String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS_')) throw error;
    return usage(`${name}: ${(error as Error).message}`);
  }
  const { root = cwd, ...values } = parsed.values;
  const given = parsed.positionals.slice(1);
  if (given.length < command.args.length) return usage(`${name} needs ${command.args.join(' ')}`);
  if (given.length > command.args.length) return usage(`${name}: unexpected argument "${given[command.args.length]}"`);
  return command.run(String(root), given, values);
}
