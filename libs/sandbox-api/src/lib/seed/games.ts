import type { GameItem } from '@wl/api-client';
import { pick, seededRandom } from './random';
import { SEED_VENDORS } from './vendors';

export interface SeedGame extends GameItem {
  /** Where it was made, for lookups by vassalage. */
  category: string;
}

const ADJECTIVES = ['Lucky', 'Golden', 'Mighty', 'Wild', 'Mystic', 'Dragon', 'Royal', 'Fortune', 'Jade', 'Thunder', 'Crystal', 'Neon', 'Phoenix', 'Tiger', 'Ocean', 'Sakura', 'Aztec', 'Pharaoh', 'Viking', 'Samurai'];
const NOUNS = ['Treasure', 'Riches', 'Gems', 'Kingdom', 'Fortune', 'Spins', 'Legend', 'Temple', 'Quest', 'Empire', 'Festival', 'Cascade', 'Koi', 'Panda', 'Lotus', 'Wilds', 'Jackpot', 'Bonanza', 'Stars', 'Carnival'];
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Rising', ' Xmas', ' 1000'];
const SLOT_TYPES = ['SLOT', 'SLOT', 'SLOT', 'TABLE', 'ARCADE'];
const LIVE_TABLES = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Fan Tan', 'Lightning Roulette'];
const PVP_GAMES = ['Tongits', 'Pusoy', 'Texas Hold\'em', 'Teen Patti', 'Rummy', 'Sabong Cards', 'Mahjong', 'Blackjack Duel'];
const FISH_GAMES = ['Ocean King', 'Dinosaur Hunter', 'Mega Fishing', 'Jackpot Fishing', 'Bombing Fishing', 'Royal Fishing'];

/** Every 50th icon is missing on purpose: spec §8 "image load failure: default game icon, one attempt". */
export const MISSING_ICON_EVERY = 50;

function gameName(random: () => number, category: string, index: number): string {
  if (category === 'LIVE') return `${pick(random, LIVE_TABLES)} ${String.fromCharCode(65 + (index % 26))}`;
  if (category === 'PVP') return `${pick(random, PVP_GAMES)} ${index + 1}`;
  if (category === 'FISH') return `${pick(random, FISH_GAMES)}${pick(random, SUFFIXES)}`;
  return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}${pick(random, SUFFIXES)}`;
}

function generate(): SeedGame[] {
  const random = seededRandom(20_260_115);
  const games: SeedGame[] = [];
  let node = 100_000;
  for (const vendor of SEED_VENDORS) {
    for (let i = 0; i < vendor.games; i++) {
      node += 1;
      const gameId = `${vendor.vassalage}-${String(i + 1).padStart(4, '0')}`;
      const missingIcon = node % MISSING_ICON_EVERY === 0;
      games.push({
        gameId,
        nodeId: String(node),
        vassalage: vendor.vassalage,
        gameType: vendor.category === 'RNG' && vendor.gameType === 'RNG' ? pick(random, SLOT_TYPES) : vendor.gameType,
        gameName: gameName(random, vendor.category, i),
        iconUrl: missingIcon ? `/__sandbox/icons/missing/${gameId}.svg` : `/__sandbox/icons/game/${gameId}.svg`,
        ...(vendor.freeplay ? { telGameId: `T${gameId}`, telNodeId: `T${node}` } : {}),
        isHot: i % 13 === 0,
        isNew: i % 17 === 3,
        category: vendor.category,
      });
    }
  }
  return games;
}

let cached: { all: SeedGame[]; byNode: Map<string, SeedGame>; byVendor: Map<string, SeedGame[]> } | undefined;

/** The games never change, so they are made once per process and shared by every sandbox. */
export function seedGames() {
  if (!cached) {
    const all = generate();
    const byVendor = new Map<string, SeedGame[]>();
    for (const game of all) {
      const list = byVendor.get(game.vassalage) ?? [];
      list.push(game);
      byVendor.set(game.vassalage, list);
    }
    cached = { all, byNode: new Map(all.map((game) => [game.nodeId, game])), byVendor };
  }
  return cached;
}

/** The wire shape of a game: the seed's own bookkeeping stays in the sandbox. */
export function toGameItem({ category: _category, ...game }: SeedGame): GameItem {
  return game;
}
