import { readFileSync } from 'node:fs';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** A language's catalog, so tests check the text a player reads without copying translations. */
export function catalog(language: string): Record<string, string> {
  return JSON.parse(readFileSync(`${workspaceRoot}libs/i18n/src/lib/catalogs/${language}.json`, 'utf8'));
}
