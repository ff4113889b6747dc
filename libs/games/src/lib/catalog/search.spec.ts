import { describe, expect, it } from 'vitest';
import type { GameItem } from '@wl/api-client';
import { gameNameSearch, searchSuggestions } from './search';

const searchGames = (games: readonly GameItem[], query: string) => gameNameSearch(games)(query);

const game = (nodeId: string, gameName: string): GameItem => ({
  gameId: `G-${nodeId}`,
  nodeId,
  vassalage: 'PG',
  gameType: 'SLOT',
  gameName,
  iconUrl: '',
  isHot: false,
  isNew: false,
});

describe('search by name (issue 12)', () => {
  const games = [game('1', 'Pokémon Café'), game('2', 'Golden Dragon'), game('3', 'DRAGON Tiger'), game('4', 'Lucky Koi')];

  it('ignores case', () => {
    expect(searchGames(games, 'dragon').map((g) => g.nodeId)).toEqual(['2', '3']);
  });

  it('ignores accents, on either side', () => {
    expect(searchGames(games, 'pokemon cafe').map((g) => g.nodeId)).toEqual(['1']);
    expect(searchGames([game('5', 'Cafe Royale')], 'CAFÉ').map((g) => g.nodeId)).toEqual(['5']);
  });

  it('ignores accents on letters NFD keeps whole (đ, ø, ł)', () => {
    expect(searchGames([game('6', 'Đua Ngựa')], 'dua ngua').map((g) => g.nodeId)).toEqual(['6']);
    expect(searchGames([game('7', 'Dua Ngua')], 'ĐUA').map((g) => g.nodeId)).toEqual(['7']);
  });

  it('matches nothing for an empty query or an unknown name', () => {
    expect(searchGames(games, '   ')).toEqual([]);
    expect(searchGames(games, 'zebra')).toEqual([]);
  });

  it('suggests recent games first, then hot ones, each once', () => {
    const [a, b, c] = games;
    expect(searchSuggestions([a, b], [b, c]).map((g) => g.nodeId)).toEqual(['1', '2', '3']);
  });
});
