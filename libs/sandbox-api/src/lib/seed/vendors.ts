import type { GameCategory } from '@wl/api-client';

export interface SeedVendor {
  accountTypeId: number;
  accountTypeName: string;
  displayName: string;
  vassalage: string;
  category: GameCategory;
  gameType: string;
  isHot: 0 | 1;
  freeplay: boolean;
  /** How many games the generator makes for it (0: the vendor is one lobby, e.g. sports). */
  games: number;
}

const v = (
  accountTypeId: number,
  vassalage: string,
  displayName: string,
  category: GameCategory,
  games: number,
  extra: Partial<SeedVendor> = {},
): SeedVendor => ({
  accountTypeId,
  vassalage,
  displayName,
  category,
  games,
  accountTypeName: vassalage,
  gameType: category,
  isHot: 0,
  freeplay: false,
  ...extra,
});

/** The vendor the lobby benchmark fills (`PUT /__sandbox/bench-vendor`); absent until then. */
export const BENCH_VENDOR: SeedVendor = v(2099, 'BENCH', 'Bench Slots', 'RNG', 0);

/**
 * Vendors of every category of spec §3. DS88, IMES and SV388 sit in the sports lane, as the
 * merchant serves them (the site moves them to cockfight and esports); BGS and YBG are slot
 * vendors (the site takes them out of the RNG drop-down).
 */
export const SEED_VENDORS: readonly SeedVendor[] = [
  v(101, 'TCG', 'TCG Lottery', 'LOTT', 0, { accountTypeName: 'LOTT', isHot: 1 }),
  v(102, 'TCGVN', 'VN Lottery', 'LOTT', 0, { accountTypeName: 'TCG_LOTTO_VN' }),
  v(103, 'TCGSEA', 'SEA Lottery', 'LOTT', 0, { accountTypeName: 'TCG_SEA' }),
  v(111, 'TCGE', 'TCG E-Lottery', 'ELOTT', 0, { accountTypeName: 'ELOTT' }),
  v(1001, 'EVO', 'Evolution', 'LIVE', 30, { isHot: 1 }),
  v(1002, 'AESEXY', 'AE Sexy', 'LIVE', 24),
  v(1003, 'DG', 'Dream Gaming', 'LIVE', 20),
  v(1004, 'SAGAMING', 'SA Gaming', 'LIVE', 22),
  v(1005, 'WM', 'WM Casino', 'LIVE', 18),
  v(1006, 'PPLIVE', 'Pragmatic Live', 'LIVE', 26),
  v(1101, 'SABA', 'SABA Sports', 'SPORTS', 0, { isHot: 1 }),
  v(1102, 'CMD368', 'CMD368', 'SPORTS', 0),
  v(1103, 'BTI', 'BTi Sports', 'SPORTS', 0),
  v(1104, 'DS88', 'DS88 Cockfight', 'SPORTS', 0),
  v(1105, 'IMES', 'IM eSports', 'SPORTS', 0),
  v(1106, 'SV388', 'SV388', 'SPORTS', 0),
  v(1201, 'JILIFISH', 'JILI Fishing', 'FISH', 30, { freeplay: true }),
  v(1202, 'JDBFISH', 'JDB Fishing', 'FISH', 30),
  v(1203, 'FCFISH', 'FC Fishing', 'FISH', 30),
  v(2001, 'PG', 'PG Soft', 'RNG', 520, { isHot: 1, freeplay: true }),
  v(2002, 'PP', 'Pragmatic Play', 'RNG', 520, { isHot: 1, freeplay: true }),
  v(2003, 'JILI', 'JILI', 'RNG', 480, { freeplay: true }),
  v(2004, 'JDB', 'JDB', 'RNG', 400),
  v(2005, 'CQ9', 'CQ9', 'RNG', 400),
  v(2006, 'FC', 'Fa Chai', 'RNG', 380),
  v(2007, 'KA', 'KA Gaming', 'RNG', 400),
  v(2008, 'SPADE', 'Spadegaming', 'RNG', 380),
  v(2009, 'HABANERO', 'Habanero', 'RNG', 460),
  v(2010, 'RELAX', 'Relax Gaming', 'RNG', 460),
  v(2011, 'BGS', 'BGS Bingo', 'RNG', 120, { gameType: 'BINGO' }),
  v(2012, 'YBG', 'YB Games', 'RNG', 480),
  v(3001, 'KM', 'King Maker', 'PVP', 40),
  v(3002, 'V8', 'V8 Poker', 'PVP', 40),
  v(3003, 'TP', 'TP Cards', 'PVP', 40),
];
