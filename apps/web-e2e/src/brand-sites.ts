import { existsSync, readdirSync } from 'node:fs';

const brandsDir = new URL('../../../brands/', import.meta.url);
/** Where playwright.config.ts serves the default site (its `baseURL`). */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:4210';
/** …and each folder of brands/ from this port on, in the order the folder lists them. */
const BRAND_PORTS_FROM = 4220;

/** The origin the suite serves a brand's stamped site on. */
export function brandOrigin(code: string): string {
  const codes = readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/brand.json`, brandsDir)))
    .map((entry) => entry.name);
  if (!codes.includes(code)) throw new Error(`No brand folder ${code}`);
  return `http://127.0.0.1:${BRAND_PORTS_FROM + codes.indexOf(code)}`;
}
