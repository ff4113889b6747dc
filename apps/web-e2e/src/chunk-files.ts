import { readFileSync } from 'node:fs';
import { escapeRegExp } from './shell-text';

/** What the web build made of each module: lazy chunks are named by their hash alone (docs/decisions.md, Delivery). */
const MANIFEST = JSON.parse(readFileSync(new URL('../../../dist/apps/web/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  { file: string; name?: string }
>;

/** The address of the chunk the build named `name` (its module's file name, `vip-page`, or a group's, `vendor`). */
export function chunkUrl(name: string): RegExp {
  const files = new Set(Object.values(MANIFEST).flatMap((chunk) => (chunk.name === name ? [chunk.file] : [])));
  if (files.size !== 1) throw new Error(`The build has ${files.size} chunks named ${name}`);
  return new RegExp(`/${escapeRegExp([...files][0])}$`);
}
