import type { Page } from '@playwright/test';
import { catalog } from './catalog';

/** The default brand (brands/default) speaks TY first: tests read the texts a player sees from its catalog. */
const ty = catalog('TY');

export function text(key: string, values: Record<string, string | number> = {}): string {
  const message = ty[key];
  if (message === undefined) throw new Error(`No TY text for ${key}`);
  // A plain argument or a number one (`{age, number}`); numbers here are small, written as the TY locale writes them.
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replace(new RegExp(`\\{${name}(?:, number)?\\}`), String(value)),
    message,
  );
}

/** A text to find inside a pattern, its special characters taken as themselves. */
export const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const BRAND_NAME = 'Lucky Harbor';

/** The first entry of a list the page names with a catalog text (a home lane, the winners board). */
export function firstItemOf(page: Page, listNameKey: string) {
  return page
    .getByRole('list', { name: text(listNameKey) })
    .getByRole('listitem')
    .first();
}
