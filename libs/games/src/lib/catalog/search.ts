import type { GameItem } from '@wl/api-client';

/** Issue 12: a search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Letters whose stroke is part of the letter, so NFD leaves them whole: "Đua Ngựa" is found as "dua ngua". */
const STROKED: Readonly<Record<string, string>> = { đ: 'd', ø: 'o', ł: 'l' };

/** Case and accents do not matter to a name search: "Éclair" and "eclair" match alike. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[đøł]/gu, (letter) => STROKED[letter] ?? letter)
    .trim();
}

/** The games whose name holds the query, in catalogue order; an empty query matches nothing. */
export function searchGames(games: readonly GameItem[], query: string): GameItem[] {
  const needle = foldName(query);
  if (!needle) return [];
  return games.filter((game) => foldName(game.gameName).includes(needle));
}

/**
 * What a search with no match suggests instead of an empty page: the player's recent games, then
 * the hot ones, each game once.
 */
export function searchSuggestions(recent: readonly GameItem[], hot: readonly GameItem[]): GameItem[] {
  const seen = new Set<string>();
  return [...recent, ...hot].filter((game) => (seen.has(game.nodeId) ? false : (seen.add(game.nodeId), true)));
}
