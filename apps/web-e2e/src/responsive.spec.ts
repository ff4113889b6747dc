import { expect, test, type Page } from '@playwright/test';
import { CATALOG_LANGUAGES } from '@wl/i18n/languages';
import { brandOrigin } from './brand-sites';
import { catalog } from './catalog';
import { skipHomePopups } from './games-lobby';
import { layoutProblems, oneLineTexts, PHONE, phoneFit, reorderedLatinText } from './layout-check';
import { startLoggedIn } from './shell-session';
import { text } from './shell-text';

/** Issue 11: the phone header's height limit, for a guest and for a player. */
const MAX_PHONE_HEADER = 160;

/** One path of each route of the spec §2 table (aliases render the same page). */
const ROUTES = [
  '/',
  '/register',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/sports',
  '/sports/SABA',
  '/esports/IMES',
  '/cockfight/DS88',
  '/rng',
  '/rng/slot?page=PG',
  '/bgs',
  '/bingo',
  '/live?vassalage=EVO',
  '/fish',
  '/pvp',
  '/lottery?gameCode=TCG&playType=STRAIGHT',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/hot',
  '/promotions',
  '/promoDetail',
  '/help',
  '/download',
  '/join',
  '/seamless',
  '/helpmc',
  '/game',
];

/** A left-to-right brand (default, Tagalog) and the right-to-left one (Desert Rose, Arabic, which reads the EN catalog). */
const BRANDS = [
  { code: 'default', dir: 'ltr', language: 'TY' },
  { code: 'desert-rose', dir: 'rtl', language: 'EN' },
] as const;

/**
 * Opens a route and waits for its page: its content, its data, no popup over it. A guest's register route opens its
 * modal (`registerTitle`, in the site's language; a player's sends them home), whose chunk can come after the network
 * is idle: the check is of the page under it, so the modal is waited for, then closed.
 */
async function openRoute(page: Page, url: string, { registerTitle }: { registerTitle?: string } = {}) {
  await page.goto(url);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog');
  if (registerTitle && new URL(url).pathname.startsWith('/register'))
    await expect(page.getByRole('dialog', { name: registerTitle })).toBeVisible();
  for (let i = 0; i < 3 && (await dialog.count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test.describe(`on a ${PHONE.width} × ${PHONE.height} phone, every route of spec §2`, () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 240_000 });

  for (const brand of BRANDS) {
    for (const role of ['guest', 'member'] as const) {
      test(`${brand.code} (${brand.dir}), ${role}: fits the width, a header of at most ${MAX_PHONE_HEADER} px with its logo whole, controls of 24 × 24 (tab bar 44 × 44, header 44 tall), words in their own direction`, async ({
        page,
      }) => {
        const origin = brandOrigin(brand.code);
        await skipHomePopups(page);
        if (role === 'member') await startLoggedIn(page, origin, 'member');
        const t = catalog(brand.language);
        const tabBarLabel = t['layout.tabBar.label'];
        const problems: string[] = [];
        let measured = 0;
        for (const route of ROUTES) {
          await openRoute(page, origin + route, { registerTitle: role === 'guest' ? t['auth.register.title'] : undefined });
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(brand.dir);
          const fit = await phoneFit(page, tabBarLabel);
          measured += fit.controls;
          if (fit.sidewaysScroll > 0) problems.push(`${route}: scrolls ${fit.sidewaysScroll} px sideways (widened by ${fit.widener})`);
          if (fit.headerHeight !== null && fit.headerHeight > MAX_PHONE_HEADER)
            problems.push(`${route}: header ${fit.headerHeight} px tall`);
          problems.push(...fit.smallTargets.map((target) => `${route}: ${target}`));
          problems.push(...fit.cutPictures.map((picture) => `${route}: ${picture} (cut)`));
          if (brand.dir === 'rtl')
            problems.push(...(await reorderedLatinText(page)).map((run) => `${route}: ${run} shown out of its order`));
          // Every route with a header has the tab bar on a phone.
          if (fit.headerHeight !== null && (await page.getByRole('navigation', { name: tabBarLabel }).count()) !== 1) {
            problems.push(`${route}: no tab bar`);
          }
        }
        expect(problems).toEqual([]);
        expect(measured).toBeGreaterThan(ROUTES.length * 10);
      });
    }
  }
});

test.describe(`on a ${PHONE.width} px phone, a player's header`, () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const brand of BRANDS) {
    test(`${brand.code} (${brand.dir}): shows a five-digit balance whole beside the clock, messages and account, the logo down to its mark`, async ({
      page,
    }) => {
      const origin = brandOrigin(brand.code);
      await skipHomePopups(page);
      await startLoggedIn(page, origin, 'member');
      await openRoute(page, origin + '/');
      const amount = page.getByRole('banner').getByRole('status', { name: catalog(brand.language)['wallet.balance'] });
      await expect(amount).toHaveText(/\d{2},\d{3}\.\d{2}/);
      expect(await amount.evaluate((output) => output.scrollWidth - output.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe(`on a ${PHONE.width} px phone, right to left`, () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a Latin game name too long for its tile is cut at its end, and every name lines up with the page’s start', async ({ page }) => {
    await skipHomePopups(page);
    await openRoute(page, brandOrigin('desert-rose') + '/rng');
    await expect(page.locator('[data-game-tile]').first()).toBeVisible();
    // A tile's name is the last line of its play button, the tile's first.
    const names = await oneLineTexts(page.locator('[data-game-tile] button:first-of-type > :last-child'));
    const cut = names.filter((name) => name.cut);
    expect(cut.length, 'the sandbox has names longer than a 360 px phone’s tile').toBeGreaterThan(0);
    expect(cut.filter((name) => !name.startShown).map((name) => name.text)).toEqual([]);
    expect(names.filter((name) => Math.abs(name.gapAtStart) > 1).map((name) => name.text)).toEqual([]);
  });
});

test.describe('on a 1024 px desktop, right to left', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('a winner’s Latin game name shows its start, and when it was won shows whole', async ({ page }) => {
    await skipHomePopups(page);
    await openRoute(page, brandOrigin('desert-rose') + '/');
    const board = page.getByRole('list', { name: catalog('EN')['home.winners'] });
    await expect(board.getByRole('listitem').first()).toBeVisible();
    // Each winner's second line: the game's name, then when.
    const games = await oneLineTexts(board.locator('small > span:not([data-whole])'));
    expect(games.length).toBeGreaterThan(0);
    expect(games.filter((line) => !line.startShown).map((line) => line.text)).toEqual([]);
    // The separator and the time, whole.
    const times = await oneLineTexts(board.locator('small > [data-whole]'));
    expect(times.length).toBe(games.length);
    expect(times.filter((line) => line.cut).map((line) => line.text)).toEqual([]);
  });
});

/** The words each tab may show, in the bar's order: the fourth is deposit (a player), register or log in (a guest). */
const TAB_WORDS = [
  ['nav.home'],
  ['layout.tab.games'],
  ['layout.tab.promotions'],
  ['layout.tab.deposit', 'layout.tab.register', 'layout.tab.login'],
  ['layout.tab.account'],
];

test.describe(`on a ${PHONE.width} px phone, in every catalog`, () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('each tab’s words fit its fifth of the screen on one line, bold as the current page’s link', async ({ page }) => {
    await page.goto('/help');
    const bar = page.getByRole('navigation', { name: text('layout.tabBar.label') });
    await expect(bar).toBeVisible();
    // The bar's own labels are given each catalog's words in turn: one page load measures every language.
    const words = CATALOG_LANGUAGES.flatMap((language) =>
      TAB_WORDS.map((keys, slot) => ({ slot, words: keys.map((key) => `${language} ${key}: ${catalog(language)[key] ?? ''}`) })),
    );
    const cut = await bar.evaluate((nav, all) => {
      const labels = [...nav.querySelectorAll('li')].map((item) => item.querySelector(':is(a, button) > span:last-child') as HTMLElement);
      const problems: string[] = [];
      for (const { slot, words } of all) {
        const label = labels[slot];
        const link = label.closest('a') !== null;
        const original = label.textContent;
        for (const entry of words) {
          label.textContent = entry.slice(entry.indexOf(': ') + 2);
          for (const weight of link ? ['', 'bold'] : ['']) {
            label.style.fontWeight = weight;
            if (label.scrollWidth > label.clientWidth)
              problems.push(`${entry} (${weight || 'regular'}) needs ${label.scrollWidth} px of ${label.clientWidth}`);
          }
        }
        label.style.fontWeight = '';
        label.textContent = original;
      }
      return problems;
    }, words);
    expect(cut).toEqual([]);
    expect(words.length).toBe(CATALOG_LANGUAGES.length * TAB_WORDS.length);
  });
});

/**
 * The chrome's own checks run on /help, a page of plain text, so a page's content cannot hide a
 * fault of the chrome (the route walk above checks every page).
 */
const CHROME_ROUTE = '/help';

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const tabBar = (page: Page) => page.getByRole('navigation', { name: text('layout.tabBar.label') });

  test('nothing covers the header, menus or page, and nothing scrolls sideways', async ({ page }) => {
    await openRoute(page, CHROME_ROUTE);
    await expect(tabBar(page)).toBeVisible();
    const problems = await layoutProblems(page, `nav[aria-label="${text('layout.tabBar.label')}"]`);
    expect(problems.checked).toBeGreaterThan(10);
    expect(problems.overlaps).toEqual([]);
    expect(problems.outside).toEqual([]);
  });

  test('what the keyboard focuses scrolls clear of the tab bar, not under it (WCAG 2.4.11)', async ({ page }) => {
    await openRoute(page, CHROME_ROUTE);
    await expect(tabBar(page)).toBeVisible();
    const bar = await tabBar(page).boundingBox();
    expect(bar, 'the tab bar has its place on screen').not.toBeNull();
    const barTop = bar?.y ?? 0;
    // Tab through the page to a link low on it: each stop must show above the bar.
    const hidden: string[] = [];
    let scrolled = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused.closest('nav[aria-label]')?.getBoundingClientRect().bottom === window.innerHeight) return null;
        const rect = focused.getBoundingClientRect();
        return { bottom: rect.bottom, name: (focused.textContent ?? '').trim().slice(0, 30), scrollY: window.scrollY };
      });
      if (!box) continue;
      scrolled = Math.max(scrolled, box.scrollY);
      if (box.bottom > barTop + 1) hidden.push(box.name);
    }
    // The walk went below the first screen: the page scrolled to bring a stop into view.
    expect(scrolled, 'the Tab walk scrolled the page').toBeGreaterThan(0);
    expect(hidden).toEqual([]);
  });

  test('a guest’s header has log in and register instead of the inline form; log in opens the login modal', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: text('auth.register.title') })).toBeVisible();
    await expect(banner.getByRole('form', { name: text('auth.login.title') })).toHaveCount(0);
    await expect(banner.getByRole('combobox', { name: text('language.label') })).toHaveCount(0);
    await banner.getByRole('button', { name: text('auth.login.title') }).click();
    const dialog = page.getByRole('dialog', { name: text('auth.login.title') });
    await expect(dialog.getByRole('textbox', { name: text('auth.username') })).toBeVisible();
  });

  test('the category navigation is one row of chips that scrolls on its own', async ({ page }) => {
    await page.goto(CHROME_ROUTE);
    const nav = page.getByRole('navigation', { name: text('nav.label') });
    await expect(nav.getByRole('link', { name: text('nav.home') })).toBeVisible();
    const row = await nav
      .getByRole('list')
      .first()
      .evaluate((list) => ({ scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
    expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    const tops = await nav
      .getByRole('link')
      .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('the games tab (/hot) shows its games in rows of two across the screen, none cut off at its side', async ({ page }) => {
    await page.goto('/hot');
    const games = page.getByRole('list', { name: text('games.home.hot') }).getByRole('listitem');
    await expect(games.nth(3)).toBeVisible();
    const boxes = await games.evaluateAll((items) => items.slice(0, 4).map((item) => item.getBoundingClientRect().toJSON()));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(2);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('a category page opened late in the row shows its chip whole in the row', async ({ page }) => {
    await page.goto('/cockfight/DS88');
    const nav = page.getByRole('navigation', { name: text('nav.label') });
    const chip = nav.getByRole('link', { name: text('nav.category.COCKFIGHT'), exact: true });
    await expect(chip).toHaveAttribute('aria-current', 'page');
    const [row, box] = await Promise.all([nav.getByRole('list').first().boundingBox(), chip.boundingBox()]);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(row?.x ?? 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((row?.x ?? 0) + (row?.width ?? 0) + 1);
  });

  test('the tab bar sits at the bottom with home, games, promotions, register and account', async ({ page }) => {
    await page.goto(CHROME_ROUTE);
    const bar = tabBar(page);
    const names = ['nav.home', 'layout.tab.games', 'layout.tab.promotions', 'layout.tab.register', 'layout.tab.account'].map((key) =>
      text(key),
    );
    for (const name of names) await expect(bar.getByRole('link', { name }).or(bar.getByRole('button', { name }))).toBeVisible();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await bar.getByRole('link', { name: text('layout.tab.promotions') }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(bar.getByRole('link', { name: text('layout.tab.promotions') })).toHaveAttribute('aria-current', 'page');
  });

  test('on a notched phone the page is drawn edge to edge, the header below the status bar, the tab bar above the home indicator', async ({
    page,
  }) => {
    const notch = { top: 47, bottom: 34 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: notch });
    await openRoute(page, CHROME_ROUTE);
    // Without viewport-fit=cover a real phone reports insets of 0 and letterboxes the page instead.
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(logo?.y ?? 0).toBeGreaterThanOrEqual(notch.top);
    const tabs = await tabBar(page)
      .getByRole('link')
      .or(tabBar(page).getByRole('button'))
      .evaluateAll((elements) => Math.max(...elements.map((element) => element.getBoundingClientRect().bottom)));
    expect(tabs).toBeLessThanOrEqual(844 - notch.bottom);
  });

  test('the side bar folds into the account drawer, without the QR code a phone cannot scan', async ({ page }) => {
    await page.goto(CHROME_ROUTE);
    await expect(page.getByRole('navigation', { name: text('sidebar.label') })).toHaveCount(0);
    await tabBar(page)
      .getByRole('button', { name: text('layout.tab.account') })
      .click();
    const drawer = page.getByRole('dialog', { name: text('layout.drawer.label') });
    const sideMenu = drawer.getByRole('navigation', { name: text('sidebar.label') });
    await expect(sideMenu.getByRole('button', { name: text('sidebar.customerService') })).toBeVisible();
    await expect(sideMenu.getByRole('link', { name: text('sidebar.download') })).toBeVisible();
    await expect(page.getByRole('img', { name: text('sidebar.qrCode') })).toHaveCount(0);
    await expect(drawer.getByRole('combobox', { name: text('language.label') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('a player’s header has the balance chip, deposit and the account button; the drawer holds the account menu', async ({
    page,
    baseURL,
  }) => {
    await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('status', { name: text('wallet.balance') })).toBeVisible();
    await expect(banner.getByRole('button', { name: text('header.deposit') })).toBeVisible();
    await banner.getByRole('button', { name: text('layout.tab.account') }).click();
    const drawer = page.getByRole('dialog', { name: text('layout.drawer.label') });
    await expect(drawer.getByRole('button', { name: text('header.menu.signOut') })).toBeVisible();
    await drawer.getByRole('button', { name: text('header.menu.withdrawal') }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('dialog').first()).toBeVisible();
  });

  test('the member center puts its entries in one scrolling row above a panel of the full width', async ({ page, baseURL }) => {
    await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('layout.tab.account') })
      .click();
    await page
      .getByRole('dialog', { name: text('layout.drawer.label') })
      .getByRole('button', { name: text('header.menu.myAccount') })
      .click();
    const entries = page.getByRole('dialog').getByRole('tablist');
    await expect(entries.getByRole('tab').first()).toBeVisible();
    const tops = await entries
      .getByRole('tab')
      .evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    // Measured once the entry's page is in, both at one moment: the dialog re-centres as its page arrives.
    const panel = page.getByRole('dialog').getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: text('member.entry.securityCenter') })).toBeVisible();
    const [row, box] = await entries.evaluate((list) =>
      [list, list.closest('[role="dialog"]')?.querySelector('[role="tabpanel"]')].map((element) => {
        const rect = element?.getBoundingClientRect();
        return { y: rect?.top ?? 0, height: rect?.height ?? 0, width: rect?.width ?? 0 };
      }),
    );
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((row?.y ?? 0) + (row?.height ?? 0));
    // As wide as the row (the focus ring's padding aside), not a column beside it.
    expect(box?.width ?? 0).toBeGreaterThanOrEqual((row?.width ?? 0) - 8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side bar shows its 125 px QR code beside the page, covering nothing', async ({ page }) => {
    await page.goto(CHROME_ROUTE);
    const qr = page.getByRole('navigation', { name: text('sidebar.label') }).getByRole('img', { name: text('sidebar.qrCode') });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())?.width).toBe(125);
    const problems = await layoutProblems(page);
    expect(problems.overlaps).toEqual([]);
    expect(problems.outside).toEqual([]);
  });

  test('keeps the spec’s header: the inline login form and the language select, and no tab bar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('form', { name: text('auth.login.title') })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: text('language.label') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('layout.tabBar.label') })).toHaveCount(0);
  });
});
