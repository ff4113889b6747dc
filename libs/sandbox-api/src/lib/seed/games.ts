import type { GameItem } from '@wl/api-client';
import { pick, seededRandom } from './random';
import { BENCH_VENDOR, SEED_VENDORS, type SeedVendor } from './vendors';

export interface SeedGame extends GameItem {
  /** Where it was made, for lookups by vassalage. */
  category: string;
}

const ADJECTIVES = [
  'Lucky',
  'Golden',
  'Mighty',
  'Wild',
  'Mystic',
  'Dragon',
  'Royal',
  'Fortune',
  'Jade',
  'Thunder',
  'Crystal',
  'Neon',
  'Phoenix',
  'Tiger',
  'Ocean',
  'Sakura',
  'Aztec',
  'Pharaoh',
  'Viking',
  'Samurai',
];
const NOUNS = [
  'Treasure',
  'Riches',
  'Gems',
  'Kingdom',
  'Fortune',
  'Spins',
  'Legend',
  'Temple',
  'Quest',
  'Empire',
  'Festival',
  'Cascade',
  'Koi',
  'Panda',
  'Lotus',
  'Wilds',
  'Jackpot',
  'Bonanza',
  'Stars',
  'Carnival',
];
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Rising', ' Xmas', ' 1000'];
const SLOT_TYPES = ['SLOT', 'SLOT', 'SLOT', 'TABLE', 'ARCADE'];
const LIVE_TABLES = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Fan Tan', 'Lightning Roulette'];
const PVP_GAMES = ['Tongits', 'Pusoy', "Texas Hold'em", 'Teen Patti', 'Rummy', 'Sabong Cards', 'Mahjong', 'Blackjack Duel'];
const FISH_GAMES = ['Ocean King', 'Dinosaur Hunter', 'Mega Fishing', 'Jackpot Fishing', 'Bombing Fishing', 'Royal Fishing'];

/** Every 50th icon is missing on purpose: spec §8 "image load failure: default game icon, one attempt". */
export const MISSING_ICON_EVERY = 50;

function gameName(random: () => number, category: string, index: number): string {
  if (category === 'LIVE') return `${pick(random, LIVE_TABLES)} ${String.fromCharCode(65 + (index % 26))}`;
  if (category === 'PVP') return `${pick(random, PVP_GAMES)} ${index + 1}`;
  if (category === 'FISH') return `${pick(random, FISH_GAMES)}${pick(random, SUFFIXES)}`;
  return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}${pick(random, SUFFIXES)}`;
}

/** Where the sandbox draws a game's icon (generated SVG art: the game's name in its vendor's colours). */
export const GAME_ART_PATH = '/__sandbox/art/game';

function generate(vendors: readonly SeedVendor[], firstNode: number, count?: number): SeedGame[] {
  const random = seededRandom(20_260_115);
  const games: SeedGame[] = [];
  let node = firstNode;
  for (const vendor of vendors) {
    for (let i = 0; i < (count ?? vendor.games); i++) {
      node += 1;
      const gameId = `${vendor.vassalage}-${String(i + 1).padStart(4, '0')}`;
      const missingIcon = node % MISSING_ICON_EVERY === 0;
      // A live vendor's first entry is its lobby: a VASSALAGE game that opens the vendor's list (spec §4).
      const vendorLobby = vendor.category === 'LIVE' && i === 0;
      games.push({
        gameId,
        nodeId: String(node),
        vassalage: vendor.vassalage,
        gameType: vendor.category === 'RNG' && vendor.gameType === 'RNG' ? pick(random, SLOT_TYPES) : vendor.gameType,
        gameName: vendorLobby ? `${vendor.displayName} Lobby` : gameName(random, vendor.category, i),
        ...(vendorLobby ? { isGame: 'VASSALAGE' as const } : {}),
        iconUrl: missingIcon ? `/__sandbox/icons/missing/${gameId}.svg` : `${GAME_ART_PATH}/${gameId}.svg`,
        ...(vendor.freeplay ? { telGameId: `T${gameId}`, telNodeId: `T${node}` } : {}),
        isHot: i % 13 === 0,
        isNew: i % 17 === 3,
        category: vendor.category,
      });
    }
  }
  return games;
}

export interface GameIndex {
  all: SeedGame[];
  byNode: Map<string, SeedGame>;
  byVendor: Map<string, SeedGame[]>;
}

function indexOf(all: SeedGame[]): GameIndex {
  const byVendor = new Map<string, SeedGame[]>();
  for (const game of all) {
    const list = byVendor.get(game.vassalage) ?? [];
    list.push(game);
    byVendor.set(game.vassalage, list);
  }
  return { all, byNode: new Map(all.map((game) => [game.nodeId, game])), byVendor };
}

let cached: GameIndex | undefined;

/** The games never change, so they are made once per process and shared by every sandbox. */
export function seedGames(): GameIndex {
  cached ??= indexOf(generate(SEED_VENDORS, 100_000));
  return cached;
}

/** Node ids of the bench vendor start here, clear of the seeded games. */
const BENCH_FIRST_NODE = 900_000;
const benchCache = new Map<number, GameIndex>();

/** The bench vendor's games when it is switched on with `count` games (made once per count). */
export function benchGames(count: number): GameIndex {
  let index = benchCache.get(count);
  if (!index) {
    index = indexOf(generate([BENCH_VENDOR], BENCH_FIRST_NODE, count));
    benchCache.set(count, index);
  }
  return index;
}

/** The wire shape of a game: the seed's own bookkeeping stays in the sandbox. */
export function toGameItem({ category: _category, ...game }: SeedGame): GameItem {
  return game;
}
