import { describe, expect, it } from 'vitest';
import type { GameItem } from '@wl/api-client';
import { foldName, searchGames, searchSuggestions } from './search';
import { onCdn, onVisitCdn } from './cdn';

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
    expect(foldName('  Ôcean ')).toBe('ocean');
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

describe('CDN hosts (spec §9)', () => {
  const hosts = ['https://img1.example', 'https://img2.example/'];
  it('puts a host-relative path on a host picked at random from the list', () => {
    expect(onCdn('games/a.png', hosts, () => 0)).toBe('https://img1.example/games/a.png');
    expect(onCdn('games/a.png', hosts, () => 0.99)).toBe('https://img2.example/games/a.png');
  });
  it('leaves absolute URLs and root-relative paths alone', () => {
    expect(onCdn('https://x.example/a.png', hosts)).toBe('https://x.example/a.png');
    expect(onCdn('/__sandbox/art/game/PG-0001.svg', hosts)).toBe('/__sandbox/art/game/PG-0001.svg');
  });
  it('keeps the host picked for a list for the whole visit, so a picture asked for ahead has the address its page asks for', () => {
    const many = Array.from({ length: 20 }, (_, index) => `https://img${index}.example`);
    const first = onVisitCdn('games/a.png', many);
    expect(many.some((host) => first === `${host}/games/a.png`)).toBe(true);
    for (let page = 0; page < 10; page++) expect(onVisitCdn('games/a.png', many)).toBe(first);
  });
});
