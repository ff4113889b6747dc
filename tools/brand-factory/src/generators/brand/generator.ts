import { joinPathFragments, logger, type Tree } from '@nx/devkit';
import { newBrandFolder, newBrandNotes, type NewBrandOptions } from '../../lib/new-brand';

/** Where brand folders live; the plugin turns each into a project. */
const BRANDS_DIR = 'brands';

/** `nx g ./tools/brand-factory:brand <code> --languages EN,TH --primary '#0a7'` */
export default function brandGenerator(tree: Tree, options: NewBrandOptions): void {
  const dir = joinPathFragments(BRANDS_DIR, options.code);
  if (tree.exists(dir)) throw new Error(`${dir} already exists`);
  for (const [path, content] of Object.entries(newBrandFolder(options))) tree.write(joinPathFragments(dir, path), content);
  for (const note of newBrandNotes(options)) logger.warn(`note: ${note}`);
}
