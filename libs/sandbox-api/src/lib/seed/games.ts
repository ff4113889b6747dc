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

/**
 * The names of the game types, as the merchant serves them in each language of the brands (its `Language` header;
 * English for another). The type codes (`gameType`) stay as they are: only the names are the player's language.
 */
const GAME_TYPE_NAMES: Record<string, Record<string, string>> = {
  SLOT: { EN: 'Slot', CN: '老虎机', TH: 'สล็อต', VI: 'Nổ hũ', ID: 'Slot', PT: 'Caça-níqueis', TY: 'Slot', AR: 'سلوت', FA: 'اسلات' },
  TABLE: {
    EN: 'Table',
    CN: '桌面游戏',
    TH: 'เกมโต๊ะ',
    VI: 'Trò chơi bàn',
    ID: 'Meja',
    PT: 'Mesa',
    TY: 'Mesa',
    AR: 'ألعاب الطاولة',
    FA: 'بازی رومیزی',
  },
  ARCADE: { EN: 'Arcade', CN: '街机', TH: 'อาร์เคด', VI: 'Arcade', ID: 'Arkade', PT: 'Fliperama', TY: 'Arcade', AR: 'أركيد', FA: 'آرکید' },
  BINGO: { EN: 'Bingo', CN: '宾果', TH: 'บิงโก', VI: 'Bingo', ID: 'Bingo', PT: 'Bingo', TY: 'Bingo', AR: 'بينغو', FA: 'بینگو' },
  LIVE: { EN: 'Live', CN: '真人', TH: 'คาสิโนสด', VI: 'Trực tiếp', ID: 'Langsung', PT: 'Ao vivo', TY: 'Live', AR: 'مباشر', FA: 'زنده' },
  FISH: {
    EN: 'Fish',
    CN: '捕鱼',
    TH: 'ยิงปลา',
    VI: 'Bắn cá',
    ID: 'Tembak ikan',
    PT: 'Pesca',
    TY: 'Pangingisda',
    AR: 'صيد السمك',
    FA: 'ماهیگیری',
  },
  PVP: {
    EN: 'Card games',
    CN: '棋牌',
    TH: 'เกมไพ่',
    VI: 'Game bài',
    ID: 'Permainan kartu',
    PT: 'Jogos de cartas',
    TY: 'Mga laro ng baraha',
    AR: 'ألعاب الورق',
    FA: 'بازی ورق',
  },
};

/** A game type's name in the language asked for (`Language` header), else in English, else made from its code. */
export function gameTypeName(gameType: string, language = 'EN'): string {
  const names = GAME_TYPE_NAMES[gameType];
  return names?.[language.toUpperCase()] ?? names?.['EN'] ?? gameType.charAt(0) + gameType.slice(1).toLowerCase();
}

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
