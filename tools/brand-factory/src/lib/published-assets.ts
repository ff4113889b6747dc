import { basename } from 'node:path';

/** Where a brand keeps its pictures; the stamp publishes it under `/brand/assets/`. */
export const ASSETS_DIR = 'assets';

/**
 * Whether a file of `assets/` is published: not a hidden file, such as the `.DS_Store` a Mac's Finder leaves or a
 * `.gitkeep`, which no page names. Validation and the stamp read the same rule, so what ships is what was checked.
 */
export const isPublishedAsset = (path: string): boolean => !basename(path).startsWith('.');
