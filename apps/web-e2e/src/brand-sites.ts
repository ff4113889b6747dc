import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n/amounts';

/** Where the suite serves the default site: not 4200, so it runs while a developer has `npm start` up. */
export const SUITE_PORT = 4210;
export const DEFAULT_ORIGIN = `http://127.0.0.1:${SUITE_PORT}`;

const brandsDir = new URL('../../../brands/', import.meta.url);

/**
 * Every folder in brands/ is served as its own stamped site on its own port, from SUITE_PORT + 10
 * on, in the order the folder lists them: a checkout that moves SUITE_PORT moves them too.
 */
export const BRAND_SITES = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/brand.json`, brandsDir)))
  .map((entry, index) => ({ code: entry.name, port: SUITE_PORT + 10 + index }));

/**
 * The currency the default site writes amounts in: its brand's, which the sandbox serving it answers in too
 * (the server reads it from the site's brand config).
 */
export const DEFAULT_SITE_CURRENCY: string =
  JSON.parse(readFileSync(new URL('default/brand.json', brandsDir), 'utf8')).currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;

/** The origin the suite serves a brand's stamped site on. */
export function brandOrigin(code: string): string {
  const site = BRAND_SITES.find((brand) => brand.code === code);
  if (!site) throw new Error(`No brand folder ${code}`);
  return `http://127.0.0.1:${site.port}`;
}
