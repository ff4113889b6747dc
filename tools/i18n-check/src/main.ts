import { parseArgs } from 'node:util';
import { CATALOG_LANGUAGES, FALLBACK_CATALOG, LOCALE_BY_LANGUAGE } from '@wl/i18n/languages';
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
  locales: LOCALE_BY_LANGUAGE,
  // The projects players get (apps/web and its libraries), as the workspace's module boundaries tag them.
  playerTag: 'scope:player',
});
console.log(outcome.report);
process.exitCode = outcome.ok ? 0 : 1;
