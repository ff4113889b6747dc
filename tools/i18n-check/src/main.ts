import { parseArgs } from 'node:util';
import { CATALOG_LANGUAGES, FALLBACK_CATALOG } from '@wl/i18n/languages';
import { runCheck } from './lib/run-check';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: process.cwd() },
    catalogs: { type: 'string' },
    sources: { type: 'string', multiple: true },
    'allow-identical': { type: 'string' },
  },
});

if (!values.catalogs || !values.sources?.length) {
  console.error('usage: main.ts --catalogs <dir> --sources <dir> [--sources <dir> …] [--allow-identical <file>] [--root <dir>]');
  process.exit(2);
}

const outcome = runCheck({
  root: values.root,
  catalogsDir: values.catalogs,
  sourceDirs: values.sources,
  allowIdenticalFile: values['allow-identical'],
  required: CATALOG_LANGUAGES,
  reference: FALLBACK_CATALOG,
});
console.log(outcome.report);
process.exitCode = outcome.ok ? 0 : 1;
