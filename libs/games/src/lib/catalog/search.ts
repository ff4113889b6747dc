import type { GameItem } from '@wl/api-client';
import { foldForSearch } from '@wl/i18n';

/**
 * A search of the games by name, in catalogue order; an empty query matches nothing. The names are folded once, here:
 * a query then folds only itself, not each of a category's thousands of names again.
 */
export function gameNameSearch(games: readonly GameItem[]): (query: string) => GameItem[] {
  const names = games.map((game) => foldForSearch(game.gameName));
  return (query) => {
    const needle = foldForSearch(query);
    return needle ? games.filter((_, index) => names[index].includes(needle)) : [];
  };
}

/**
 * What a search with no match suggests instead of an empty page: the player's recent games, then
 * the hot ones, each game once.
 */
export function searchSuggestions(recent: readonly GameItem[], hot: readonly GameItem[]): GameItem[] {
  const seen = new Set<string>();
  return [...recent, ...hot].filter((game) => (seen.has(game.nodeId) ? false : (seen.add(game.nodeId), true)));
}
