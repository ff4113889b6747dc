import { CATEGORY_LABEL_KEYS } from '@wl/api-client';
import { offersPromotions, type BrandConfig } from '@wl/brand';

/**
 * The bottom navigation of spec §2, built from the vendor lanes as pure functions, one per rule,
 * so each rule is tested on its own and `buildNavigation` only composes them.
 */

/** What the rules read of a vendor lane (the api-client's `VendorLane` fits). */
export interface NavVendor {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
  /** 1 means hot (spec §3). */
  isHot?: 0 | 1;
}
export interface NavLane {
  title: string;
  cards: readonly NavVendor[];
}

/** Spec §9: a drop-down lists at most this many vendors, then a 'more' entry. */
export const MAX_DROPDOWN_VENDORS = 13;

/** Spec §2 top routes, in navigation order; ELOTT and LOTT share the lottery item. */
export const CATEGORY_ROUTES = {
  LOTTERY: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
} as const;
export type NavCategory = keyof typeof CATEGORY_ROUTES;
const LOTTERY_LANES = ['ELOTT', 'LOTT'];

/** Spec §2 insertions and removals. */
export const BINGO_VENDOR = 'YBG';
export const SLOT_VENDOR_BGS = 'BGS';
export const SPORTS_VENDOR_DS88 = 'DS88';
/** Where the slot vendors with a page of their own lead: the slot lobby leaves them out. */
const OWN_PAGE_ROUTES: Readonly<Record<string, string>> = { [BINGO_VENDOR]: '/bingo', [SLOT_VENDOR_BGS]: '/bgs' };
/** Vendors that have their own item, so they leave their category's drop-down. */
export const REMOVED_FROM_DROPDOWN: Partial<Record<NavCategory, readonly string[]>> = {
  RNG: [BINGO_VENDOR, SLOT_VENDOR_BGS],
  SPORTS: [SPORTS_VENDOR_DS88],
};

/** Spec §2: fish, live, rng and pvp vendors open `/{type}?vassalage=…`. */
const QUERY_CATEGORIES: readonly NavCategory[] = ['LIVE', 'FISH', 'RNG', 'PVP'];
/**
 * Spec §4: the lottery lobby each account type opens, ELOTT and LOTT on /lottery. Written here rather than read from
 * the api-client's `LOTTERY_PATHS` and the launch rules: the navigation is on the site's first screen, and either
 * import brought the lottery and games endpoints into the start (+1.4 KB). A spec checks it against the launch rules.
 */
const LOTTERY_ROUTE_BY_ACCOUNT: Readonly<Record<string, string>> = {
  TCG_SEA: '/seaLottery',
  TCG_LOTTO_VN: '/vnlottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

export interface VendorLink {
  vassalage: string;
  label: string;
  to: string;
}

export interface NavItem {
  key: string;
  to: string;
  /** A catalog key for the item's name, or the vendor's own name. */
  label: { messageKey: string } | { text: string };
  /** The hover drop-down: at most `MAX_DROPDOWN_VENDORS` vendors. */
  vendors: VendorLink[];
  /** Where 'more' leads when the category has more vendors than the drop-down shows. */
  moreTo?: string;
}

export interface BrandVendorLists {
  esportsVendors: readonly string[];
  cockfightVendors: readonly string[];
}

/**
 * Spec §3: sports cards whose vassalage is in the brand's esports or cockfight list move to the
 * ESPORTS or COCKFIGHT category (appended to the lane if the server already sent one).
 */
export function splitSportsLanes(lanes: readonly NavLane[], brand: BrandVendorLists): NavLane[] {
  const sports = lanes.find((lane) => lane.title === 'SPORTS');
  if (!sports) return [...lanes];
  const moves = { ESPORTS: brand.esportsVendors, COCKFIGHT: brand.cockfightVendors };
  const moved = (card: NavVendor) => brand.esportsVendors.includes(card.vassalage) || brand.cockfightVendors.includes(card.vassalage);
  const result = lanes.map((lane) => (lane === sports ? { ...lane, cards: lane.cards.filter((card) => !moved(card)) } : lane));
  for (const [title, list] of Object.entries(moves)) {
    const cards = sports.cards.filter((card) => list.includes(card.vassalage));
    if (cards.length === 0) continue;
    const index = result.findIndex((lane) => lane.title === title);
    if (index === -1) result.push({ title, cards });
    else {
      const known = new Set(result[index].cards.map((card) => card.vassalage));
      result[index] = { ...result[index], cards: [...result[index].cards, ...cards.filter((card) => !known.has(card.vassalage))] };
    }
  }
  return result;
}

/**
 * The vendors of a navigation category in list order, each once: ELOTT and LOTT lanes together for
 * the lottery item (a vendor may stand in both).
 */
export function categoryVendors(lanes: readonly NavLane[], category: NavCategory): NavVendor[] {
  const titles = category === 'LOTTERY' ? LOTTERY_LANES : [category];
  const vendors = lanes.filter((lane) => titles.includes(lane.title)).flatMap((lane) => lane.cards);
  return vendors.filter((card, i) => vendors.findIndex((other) => other.vassalage === card.vassalage) === i);
}

/** The navigation category a vendor lane belongs to: ELOTT and LOTT are both the lottery. */
function laneCategory(title: string): NavCategory | undefined {
  if (LOTTERY_LANES.includes(title)) return 'LOTTERY';
  return title in CATEGORY_ROUTES ? (title as NavCategory) : undefined;
}

/**
 * One lane a category, where its first lane stands, with the vendors the navigation's item lists:
 * the ELOTT and LOTT vendors together (home showed two lanes named "Lottery").
 */
export function categoryLanes(lanes: readonly NavLane[]): Array<{ category: NavCategory; cards: NavVendor[] }> {
  const result: Array<{ category: NavCategory; cards: NavVendor[] }> = [];
  for (const lane of lanes) {
    const category = laneCategory(lane.title);
    if (!category || result.some((shown) => shown.category === category)) continue;
    const cards = categoryVendors(lanes, category);
    if (cards.length > 0) result.push({ category, cards });
  }
  return result;
}

/** Spec §2: YBG and BGS leave the RNG drop-down, DS88 the sports one. */
export function removeOwnItemVendors(category: NavCategory, vendors: readonly NavVendor[]): NavVendor[] {
  const removed = REMOVED_FROM_DROPDOWN[category] ?? [];
  return vendors.filter((vendor) => !removed.includes(vendor.vassalage));
}

/** A path's first segment in lower case, as the site's routes match it: `/LIVE/EVO` is the `live` route. */
export function routeSegmentOf(pathname: string): string {
  return pathname.split('/')[1]?.toLowerCase() ?? '';
}

/**
 * Where a vendor of a category leads (spec §2 category navigation). A lottery vendor opens the lobby
 * its account type launches on (spec §4, the same route as launching one of its games: ELOTT and LOTT
 * on /lottery); one of a type no lottery route names, the lottery item's page (which takes no vendor).
 */
export function vendorRoute(category: NavCategory, vendor: NavVendor): string {
  const base = CATEGORY_ROUTES[category];
  const vassalage = encodeURIComponent(vendor.vassalage);
  if (category === 'LOTTERY') return LOTTERY_ROUTE_BY_ACCOUNT[vendor.accountTypeName] ?? base;
  if (category === 'RNG' && OWN_PAGE_ROUTES[vendor.vassalage]) return OWN_PAGE_ROUTES[vendor.vassalage];
  if (QUERY_CATEGORIES.includes(category)) return `${base}?vassalage=${vassalage}`;
  return `${base}/${vassalage}`;
}

/** Spec §2 / §9: at most 13 vendors in a drop-down, then 'more' leading to the category page. */
export function limitDropdown(category: NavCategory, vendors: readonly NavVendor[]): Pick<NavItem, 'vendors' | 'moreTo'> {
  const links = vendors.slice(0, MAX_DROPDOWN_VENDORS).map((vendor) => ({
    vassalage: vendor.vassalage,
    label: vendor.displayName,
    to: vendorRoute(category, vendor),
  }));
  return vendors.length > MAX_DROPDOWN_VENDORS ? { vendors: links, moreTo: CATEGORY_ROUTES[category] } : { vendors: links };
}

/** Spec §2: a category item appears only if its category has at least one vendor. */
export function categoryItem(category: NavCategory, lanes: readonly NavLane[]): NavItem | null {
  const vendors = removeOwnItemVendors(category, categoryVendors(lanes, category));
  if (vendors.length === 0) return null;
  return {
    key: category,
    to: CATEGORY_ROUTES[category],
    label: { messageKey: CATEGORY_LABEL_KEYS[category] },
    ...limitDropdown(category, vendors),
  };
}

const hasVendor = (lanes: readonly NavLane[], title: string, vassalage: string) =>
  lanes.some((lane) => lane.title === title && lane.cards.some((card) => card.vassalage === vassalage));

/** Spec §2: bingo gets its own item after lottery when the RNG list has the bingo vendor. */
export function bingoItem(lanes: readonly NavLane[]): NavItem | null {
  return hasVendor(lanes, 'RNG', BINGO_VENDOR)
    ? { key: 'BINGO', to: OWN_PAGE_ROUTES[BINGO_VENDOR], label: { messageKey: 'nav.bingo' }, vendors: [] }
    : null;
}

/** Spec §2: the slot vendor BGS gets its own item after lottery when the RNG list has it. */
export function bgsItem(lanes: readonly NavLane[]): NavItem | null {
  const vendor = lanes.find((lane) => lane.title === 'RNG')?.cards.find((card) => card.vassalage === SLOT_VENDOR_BGS);
  return vendor ? { key: SLOT_VENDOR_BGS, to: OWN_PAGE_ROUTES[SLOT_VENDOR_BGS], label: { text: vendor.displayName }, vendors: [] } : null;
}

/**
 * Spec §2: the sports vendor DS88 gets its own item after live. A brand that lists DS88 as a
 * cockfight vendor has it under cockfight instead (spec §3), so the item comes from what is left
 * in sports after the split and never shows DS88 twice.
 */
export function ds88Item(lanes: readonly NavLane[]): NavItem | null {
  const vendor = lanes.find((lane) => lane.title === 'SPORTS')?.cards.find((card) => card.vassalage === SPORTS_VENDOR_DS88);
  return vendor
    ? { key: SPORTS_VENDOR_DS88, to: `${CATEGORY_ROUTES.SPORTS}/${SPORTS_VENDOR_DS88}`, label: { text: vendor.displayName }, vendors: [] }
    : null;
}

const HOME_ITEM: NavItem = { key: 'HOME', to: '/', label: { messageKey: 'nav.home' }, vendors: [] };
const PROMOTIONS_ITEM: NavItem = { key: 'PROMOTIONS', to: '/promotions', label: { messageKey: 'nav.promotions' }, vendors: [] };
const DOWNLOAD_ITEM: NavItem = { key: 'DOWNLOAD', to: '/download', label: { messageKey: 'nav.download' }, vendors: [] };

/**
 * The whole bottom navigation: Home, lottery, bingo, BGS, live, DS88, sports, fish, RNG, PVP,
 * esports, cockfight (each only if it has vendors), promotions (if the brand publishes any), app download.
 */
export function buildNavigation(lanes: readonly NavLane[], brand: BrandVendorLists & Pick<BrandConfig, 'announcementTypes'>): NavItem[] {
  const split = splitSportsLanes(lanes, brand);
  const items = [
    HOME_ITEM,
    categoryItem('LOTTERY', split),
    bingoItem(split),
    bgsItem(split),
    categoryItem('LIVE', split),
    ds88Item(split),
    categoryItem('SPORTS', split),
    categoryItem('FISH', split),
    categoryItem('RNG', split),
    categoryItem('PVP', split),
    categoryItem('ESPORTS', split),
    categoryItem('COCKFIGHT', split),
    offersPromotions(brand) ? PROMOTIONS_ITEM : null,
    DOWNLOAD_ITEM,
  ];
  return items.filter((item): item is NavItem => item !== null);
}
