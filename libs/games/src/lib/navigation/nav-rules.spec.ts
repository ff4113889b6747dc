import { describe, expect, it } from 'vitest';
import { LOTTERY_PATHS } from '@wl/api-client';
import { launchTarget } from '../launch/launch-rules';
import { GAME_SELECTION_TYPES, type BrandConfig } from '@wl/brand';
import { LOBBY_ROUTES, SELECTION_TYPES } from '../lobby/lobby-config';
import {
  BINGO_VENDOR,
  buildNavigation,
  CATEGORY_ROUTES,
  categoryItem,
  categoryLanes,
  limitDropdown,
  removeOwnItemVendors,
  routeSegmentOf,
  SLOT_VENDOR_BGS,
  splitSportsLanes,
  vendorRoute,
  type NavLane,
  type NavVendor,
} from './nav-rules';

const vendor = (vassalage: string, accountTypeName = vassalage): NavVendor => ({
  vassalage,
  displayName: `${vassalage} name`,
  accountTypeName,
});
const lane = (title: string, ...vassalages: string[]): NavLane => ({ title, cards: vassalages.map((v) => vendor(v)) });
const brand = {
  esportsVendors: ['IMES', 'SV388'],
  cockfightVendors: ['DS88'],
  announcementTypes: ['B', 'PR'] as BrandConfig['announcementTypes'],
};
const keys = (lanes: NavLane[], lists = brand) => buildNavigation(lanes, lists).map((item) => item.key);

describe('item only if its category has a vendor', () => {
  it('lists Home, the categories with vendors in top-route order, promotions and app download', () => {
    const lanes = [lane('RNG', 'PG'), lane('LIVE', 'EVO'), lane('ELOTT', 'TCG'), lane('PVP'), lane('FISH', 'JDB')];
    expect(keys(lanes)).toEqual(['HOME', 'LOTTERY', 'LIVE', 'FISH', 'RNG', 'PROMOTIONS', 'DOWNLOAD']);
  });

  it('offers promotions only to a brand that publishes promotions (announcement type PR): without, the page would be empty', () => {
    const lanes = [lane('LIVE', 'EVO')];
    expect(keys(lanes, { ...brand, announcementTypes: ['B', 'PL'] })).toEqual(['HOME', 'LIVE', 'DOWNLOAD']);
  });

  it('drops a category whose lane is empty or missing', () => {
    expect(categoryItem('PVP', [lane('PVP')])).toBeNull();
    expect(categoryItem('FISH', [lane('RNG', 'PG')])).toBeNull();
  });

  it('joins the ELOTT and LOTT lanes under the one lottery item at /elott', () => {
    const item = categoryItem('LOTTERY', [lane('ELOTT', 'TCG'), { title: 'LOTT', cards: [vendor('SEA', 'TCG_SEA')] }]);
    expect(item?.to).toBe('/elott');
    expect(item?.vendors.map((v) => v.vassalage)).toEqual(['TCG', 'SEA']);
  });

  it('lists a vendor of both lottery lanes once', () => {
    const item = categoryItem('LOTTERY', [lane('ELOTT', 'TCG', 'GPI'), lane('LOTT', 'GPI')]);
    expect(item?.vendors.map((v) => v.vassalage)).toEqual(['TCG', 'GPI']);
  });
});

describe('insertions', () => {
  it('DS88 after live, when sports has DS88 and the brand does not list it as cockfight', () => {
    const lanes = [lane('LIVE', 'EVO'), lane('SPORTS', 'SABA', 'DS88')];
    const items = buildNavigation(lanes, { ...brand, esportsVendors: [], cockfightVendors: [] });
    expect(items.map((item) => item.key)).toEqual(['HOME', 'LIVE', 'DS88', 'SPORTS', 'PROMOTIONS', 'DOWNLOAD']);
    expect(items[2]).toMatchObject({ to: '/sports/DS88', label: { text: 'DS88 name' } });
  });

  it('bingo after lottery when RNG has the bingo vendor YBG', () => {
    const items = buildNavigation([lane('ELOTT', 'TCG'), lane('LIVE', 'EVO'), lane('RNG', 'PG', 'YBG')], brand);
    expect(items.map((item) => item.key)).toEqual(['HOME', 'LOTTERY', 'BINGO', 'LIVE', 'RNG', 'PROMOTIONS', 'DOWNLOAD']);
    expect(items[2]).toMatchObject({ to: '/bingo', label: { messageKey: 'nav.bingo' } });
  });

  it('BGS after lottery (and after bingo) when RNG has the slot vendor BGS', () => {
    const items = buildNavigation([lane('ELOTT', 'TCG'), lane('RNG', 'BGS', 'PG', 'YBG')], brand);
    expect(items.map((item) => item.key)).toEqual(['HOME', 'LOTTERY', 'BINGO', 'BGS', 'RNG', 'PROMOTIONS', 'DOWNLOAD']);
    expect(items[3]).toMatchObject({ to: '/bgs', label: { text: 'BGS name' } });
  });

  it('no insertion without its vendor', () => {
    expect(keys([lane('LIVE', 'EVO'), lane('RNG', 'PG'), lane('SPORTS', 'SABA')])).toEqual([
      'HOME',
      'LIVE',
      'SPORTS',
      'RNG',
      'PROMOTIONS',
      'DOWNLOAD',
    ]);
  });
});

describe('removals', () => {
  it('YBG and BGS are removed from the RNG drop-down', () => {
    expect(removeOwnItemVendors('RNG', [vendor('PG'), vendor('YBG'), vendor('BGS')]).map((v) => v.vassalage)).toEqual(['PG']);
  });

  it('DS88 is removed from the sports drop-down', () => {
    expect(removeOwnItemVendors('SPORTS', [vendor('SABA'), vendor('DS88')]).map((v) => v.vassalage)).toEqual(['SABA']);
  });

  it('other drop-downs keep those vendors', () => {
    expect(removeOwnItemVendors('LIVE', [vendor('YBG'), vendor('DS88')])).toHaveLength(2);
  });

  it('a category left with no vendor after the removals has no item', () => {
    expect(keys([lane('RNG', 'YBG', 'BGS')])).toEqual(['HOME', 'BINGO', 'BGS', 'PROMOTIONS', 'DOWNLOAD']);
  });
});

describe('at most 13 vendors in a drop-down, then more', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => vendor(`V${i + 1}`));

  it('13 vendors show in full without more', () => {
    const dropdown = limitDropdown('RNG', many(13));
    expect(dropdown.vendors).toHaveLength(13);
    expect(dropdown.moreTo).toBeUndefined();
  });

  it('14 vendors show the first 13 and a more entry to the category page', () => {
    const dropdown = limitDropdown('RNG', many(14));
    expect(dropdown.vendors.map((v) => v.vassalage)).toEqual(many(13).map((v) => v.vassalage));
    expect(dropdown.moreTo).toBe('/rng');
  });

  it('counts after the removals, so YBG and BGS do not take a place', () => {
    const item = categoryItem('RNG', [{ title: 'RNG', cards: [vendor('YBG'), vendor('BGS'), ...many(13)] }]);
    expect(item?.vendors).toHaveLength(13);
    expect(item?.moreTo).toBeUndefined();
  });
});

describe("home's vendor lanes: one a category, as the navigation has them", () => {
  const vassalages = (lanes: ReturnType<typeof categoryLanes>) =>
    lanes.map(({ category, cards }) => [category, cards.map((card) => card.vassalage)]);

  it('puts the ELOTT and LOTT vendors in one lottery lane, where the first of the two stands', () => {
    const lanes = [lane('LIVE', 'EVO'), lane('ELOTT', 'TCG'), lane('RNG', 'PG'), lane('LOTT', 'GPI', 'TCG')];
    expect(vassalages(categoryLanes(lanes))).toEqual([
      ['LIVE', ['EVO']],
      ['LOTTERY', ['TCG', 'GPI']],
      ['RNG', ['PG']],
    ]);
  });

  it('leaves out lanes of no category the navigation names, and empty ones', () => {
    expect(vassalages(categoryLanes([lane('MYSTERY', 'X'), lane('FISH'), lane('PVP', 'KY')]))).toEqual([['PVP', ['KY']]]);
  });
});

describe('esports and cockfight split from sports by the brand lists', () => {
  it('moves sports cards of the esports list to ESPORTS and of the cockfight list to COCKFIGHT', () => {
    const lanes = splitSportsLanes([lane('SPORTS', 'SABA', 'IMES', 'DS88', 'SV388')], brand);
    expect(lanes).toEqual([lane('SPORTS', 'SABA'), lane('ESPORTS', 'IMES', 'SV388'), lane('COCKFIGHT', 'DS88')]);
  });

  it('appends to an ESPORTS lane the server already sent, without repeating a vendor', () => {
    const lanes = splitSportsLanes([lane('ESPORTS', 'TF', 'IMES'), lane('SPORTS', 'SABA', 'IMES', 'SV388')], brand);
    expect(lanes.find((l) => l.title === 'ESPORTS')?.cards.map((c) => c.vassalage)).toEqual(['TF', 'IMES', 'SV388']);
  });

  it('follows each brand: an empty list moves nothing', () => {
    const lanes = [lane('SPORTS', 'SABA', 'IMES')];
    expect(splitSportsLanes(lanes, { esportsVendors: [], cockfightVendors: [] })).toEqual(lanes);
  });

  it('gives esports and cockfight their own items, and DS88 under cockfight has no item after live', () => {
    const lanes = [lane('LIVE', 'EVO'), lane('SPORTS', 'SABA', 'IMES', 'DS88')];
    expect(keys(lanes)).toEqual(['HOME', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PROMOTIONS', 'DOWNLOAD']);
  });
});

describe('category navigation (spec §2)', () => {
  it('fish, live, rng and pvp vendors open /{type}?vassalage=…', () => {
    expect(['FISH', 'LIVE', 'RNG', 'PVP'].map((c) => vendorRoute(c as 'FISH', vendor('JDB')))).toEqual([
      '/fish?vassalage=JDB',
      '/live?vassalage=JDB',
      '/rng?vassalage=JDB',
      '/pvp?vassalage=JDB',
    ]);
  });

  it('the slot vendors with a page of their own (bingo, BGS) open it: the slot lobby leaves them out', () => {
    expect(vendorRoute('RNG', vendor('YBG'))).toBe('/bingo');
    expect(vendorRoute('RNG', vendor('BGS'))).toBe('/bgs');
    // The lobbies name them as written there (importing them would split these rules out of the site's start).
    expect(LOBBY_ROUTES['rng']?.without).toEqual([BINGO_VENDOR, SLOT_VENDOR_BGS]);
    expect([LOBBY_ROUTES['bingo']?.only, LOBBY_ROUTES['bgs']?.only]).toEqual([[BINGO_VENDOR], [SLOT_VENDOR_BGS]]);
  });

  it("the lobbies' selection types are the brand's, as written there (importing them would split the brand's list out of the start)", () => {
    expect(SELECTION_TYPES).toEqual(GAME_SELECTION_TYPES);
  });

  it('sports, esports and cockfight vendors open the game page with the vendor as parameter', () => {
    expect(vendorRoute('SPORTS', vendor('SABA'))).toBe('/sports/SABA');
    expect(vendorRoute('COCKFIGHT', vendor('DS88'))).toBe('/cockfight/DS88');
  });

  it('lottery vendors open their lottery route by account type (spec §4): TCG_SEA /seaLottery, TCG_LOTTO_VN /vnlottery, LOTT and ELOTT /lottery', () => {
    expect(vendorRoute('LOTTERY', vendor('SEA', 'TCG_SEA'))).toBe(LOTTERY_PATHS.seaLottery);
    expect(vendorRoute('LOTTERY', vendor('VN', 'TCG_LOTTO_VN'))).toBe(LOTTERY_PATHS.vnLottery);
    expect(vendorRoute('LOTTERY', vendor('LT', 'LOTT'))).toBe(LOTTERY_PATHS.lottery);
    expect(vendorRoute('LOTTERY', vendor('EL', 'ELOTT'))).toBe(LOTTERY_PATHS.lottery);
  });

  it("a lottery vendor's link goes where launching its lobby entry does (one route a type)", () => {
    for (const type of ['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT'])
      expect(launchTarget({ vassalage: 'V', accountTypeName: type })).toEqual({
        kind: 'route',
        to: vendorRoute('LOTTERY', vendor('V', type)),
      });
  });

  it("a lottery-lane vendor of a type no lottery route names opens the lottery item's page, which takes no vendor", () => {
    expect(vendorRoute('LOTTERY', vendor('XX', 'OTHER'))).toBe(CATEGORY_ROUTES.LOTTERY);
    expect(CATEGORY_ROUTES.LOTTERY).toBe(LOTTERY_PATHS.elott);
  });
});

describe("a path's route, letter case aside as the site's routes match", () => {
  it('is its first segment in lower case', () => {
    expect(routeSegmentOf('/LIVE')).toBe('live');
    expect(routeSegmentOf('/Esports/IMES')).toBe('esports');
    expect(routeSegmentOf('/')).toBe('');
  });
});
