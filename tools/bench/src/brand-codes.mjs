import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../../..');

/** Every brand of the workspace: each folder under `brands/` that holds a brand.json. @returns {string[]} */
export function brandCodes() {
  return readdirSync(join(repo, 'brands'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(repo, 'brands', entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}
