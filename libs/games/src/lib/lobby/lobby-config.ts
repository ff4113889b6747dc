import { LARGEST_PAGE_SIZE, type GameListRequest, type InLanguage } from '@wl/api-client';
import { BINGO_VENDOR, SLOT_VENDOR_BGS } from '../navigation/nav-rules';

/** Spec §2 electronic-game routes: each route's lane, its name in the catalogs, and the vendors it shows. */
export interface LobbyRoute {
  category: string;
  titleKey: string;
  /** Only these vendors (bingo and BGS have their own pages). */
  only?: readonly string[];
  /** Vendors that have their own page and leave this one. */
  without?: readonly string[];
}

export const LOBBY_ROUTES: Readonly<Record<string, LobbyRoute>> = {
  rng: { category: 'RNG', titleKey: 'nav.category.RNG', without: [BINGO_VENDOR, SLOT_VENDOR_BGS] },
  bgs: { category: 'RNG', titleKey: 'page.egame.bgs', only: [SLOT_VENDOR_BGS] },
  bingo: { category: 'RNG', titleKey: 'nav.bingo', only: [BINGO_VENDOR] },
  live: { category: 'LIVE', titleKey: 'nav.category.LIVE' },
  fish: { category: 'FISH', titleKey: 'nav.category.FISH' },
  pvp: { category: 'PVP', titleKey: 'nav.category.PVP' },
};

/**
 * Spec §1 game selection types; ALL is where a lobby starts when the brand offers it. The brand's `GAME_SELECTION_TYPES`,
 * written here (a spec ties the two): imported, the brand's list would become a start chunk of its own.
 */
export const SELECTION_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];
export const DEFAULT_SELECTION: SelectionType = 'ALL';
/** Lists that belong to a player: a guest choosing one is told to log in, a trial player that it needs a real account. */
export const PLAYER_SELECTIONS: readonly SelectionType[] = ['FAV', 'RECENT'];

/**
 * Where a lobby starts, of the brand's `gameSelectionTypes`: ALL, or else the first list the brand
 * offers, so its chip is checked and can be chosen again (a brand need not offer ALL). A list open to
 * guests comes before a player's own, which a guest would open on a call to log in.
 */
export function startingSelection(offered: readonly SelectionType[]): SelectionType {
  if (offered.includes(DEFAULT_SELECTION)) return DEFAULT_SELECTION;
  return offered.find((type) => !PLAYER_SELECTIONS.includes(type)) ?? offered[0] ?? DEFAULT_SELECTION;
}

/** The largest page the contract allows: the fewest calls for a long list. */
export const LOBBY_PAGE_SIZE = LARGEST_PAGE_SIZE;

/** The games a list shows, and the language their names are in. */
export type GameListFilter = InLanguage<Omit<GameListRequest, 'pageNum' | 'pageSize'>>;

/** The call for one page of a filter's games: the lobby's own, and the first one a visit opening on a lobby asks ahead. */
export const gamePage = (filter: GameListFilter, pageNum: number): InLanguage<GameListRequest> => ({
  ...filter,
  pageNum,
  pageSize: LOBBY_PAGE_SIZE,
});
