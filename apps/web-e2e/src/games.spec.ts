import { expect, test, type Locator, type Page } from '@playwright/test';
import { failGamesCalls, lobbyGrid, skipHomePopups } from './games-lobby';
import { startLoggedIn } from './shell-session';
import { escapeRegExp, text } from './shell-text';

/** The sandbox's slot vendors serve at least this many games between them (issue 12: 5,000+). */
const SLOT_CATALOGUE = 5000;

/** The play button of a list's first tile. */
const firstPlayButton = (list: Locator) =>
  list.getByRole('button', { name: new RegExp(`^${text('games.tile.play', { name: '' })}`) }).first();
/** A game's play button: its name, then its marks (hot, new) if it has any. */
const playName = (name: string) => new RegExp(`^${escapeRegExp(text('games.tile.play', { name }))}(?: \\(.+\\))?$`);
const tile = (page: Page, name: string) => page.getByRole('button', { name: playName(name) });

test.describe('the slot lobby as a member (issue 12)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await skipHomePopups(page);
    await startLoggedIn(page, baseURL as string, 'vip');
  });

  test("a search for a game's name finds it among the 5,000 games of the category, whatever the case", async ({ page }) => {
    const lanes = await (await page.request.get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=TY')).json();
    const slots = lanes.value.data.lanes.find((lane: { title: string }) => lane.title === 'RNG');
    expect(slots.gameCount).toBeGreaterThanOrEqual(SLOT_CATALOGUE);
    // A game far from the first vendor's first page: Relax Gaming's 300th.
    const far = await (await page.request.get('/wps/relay/GCSGAME_gameList?vassalage=RELAX&pageNum=2&pageSize=200')).json();
    const name: string = far.value.content[99].gameName;

    await page.goto('/rng');
    await expect(page.getByRole('radio', { name: 'PG Soft' })).toBeChecked();
    await page.getByRole('searchbox', { name: text('games.lobby.search') }).fill(name.toUpperCase());
    await expect(
      page
        .getByRole('list', { name: text('games.lobby.searchResults') })
        .getByRole('button', { name: playName(name) })
        .first(),
    ).toBeVisible();

    await page.getByRole('searchbox', { name: text('games.lobby.search') }).fill('no such game zzz');
    await expect(page.getByText(text('games.lobby.noMatch', { query: 'no such game zzz' }))).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: text('games.lobby.suggestions') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });

  test('a favourite added is still a favourite after a reload (it comes from the server)', async ({ page }) => {
    // Pick a game once the member's favourites are known, so it is one that is not yet among them.
    const favouritesKnown = page.waitForResponse((response) => /\/MCSFE_getFavoriteGames(\?|$)/.test(response.url()));
    await page.goto('/rng?vassalage=CQ9');
    await favouritesKnown;
    const heart = page.getByRole('button', { name: new RegExp(`^${text('games.tile.favourite', { name: '' })}`), pressed: false }).first();
    const label = (await heart.getAttribute('aria-label')) as string;
    const same = page.getByRole('button', { name: label, exact: true }).first();
    // The heart shows at once; the reload must wait for the server to have it, or the reload cancels the call.
    const answered = (call: string) => page.waitForResponse((response) => response.url().includes(call));
    const added = answered('MCSFE_addFavoriteGameV2');
    await same.click();
    try {
      await expect(same).toHaveAttribute('aria-pressed', 'true');
      await added;
      await page.reload();
      await expect(same).toHaveAttribute('aria-pressed', 'true');
    } finally {
      // Leave the shared sandbox as it was, also when the test fails (its retry picks the same game).
      if ((await same.getAttribute('aria-pressed')) === 'true') {
        const removed = answered('MCSFE_removeFavoriteGameV2');
        await same.click();
        await removed;
      }
      await expect(same).toHaveAttribute('aria-pressed', 'false');
    }
  });

  test('a launched game lands on /game in a frame showing the URL the launch call answered, its foot in the window below the header, the page no taller', async ({
    page,
  }) => {
    await page.goto('/rng?vassalage=JILI');
    const first = firstPlayButton(lobbyGrid(page, 'JILI'));
    const launched = page.waitForResponse((response) => response.url().includes('/wps/game/launchGame'));
    await first.click();
    const answer = await (await launched).json();
    await expect(page).toHaveURL(/\/game\?/);
    await expect(page.locator('iframe')).toHaveAttribute('src', answer.value.content.game_url);
    await expect(page.frameLocator('iframe').getByRole('heading')).toContainText('JILI');
    // A desktop's header (language bar, account area, navigation) is far taller than its bar alone.
    const { frameFoot, windowHeight, pageHeight } = await page.locator('iframe').evaluate((frame) => ({
      frameFoot: frame.getBoundingClientRect().bottom,
      windowHeight: window.innerHeight,
      pageHeight: document.documentElement.scrollHeight,
    }));
    expect(frameFoot).toBeLessThanOrEqual(windowHeight);
    expect(frameFoot).toBeGreaterThan(windowHeight - 48);
    // No footer follows the frame: the page does not scroll on past it into empty space.
    expect(pageHeight).toBeLessThanOrEqual(windowHeight);
  });

  test("a VASSALAGE game opens the popup listing its vendor's games", async ({ page }) => {
    await page.goto('/live?vassalage=EVO');
    await tile(page, 'Evolution Lobby').click();
    // Named after the vendor, by its name, not its code.
    const popup = page.getByRole('dialog', { name: text('games.popup.list', { vendor: 'Evolution' }), exact: true });
    await expect(
      popup
        .getByRole('list', { name: text('games.popup.list', { vendor: 'Evolution' }), exact: true })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });

  test('a PVP game lists its rooms, and a room launches on /game', async ({ page }) => {
    await page.goto('/pvp?vassalage=KM');
    await firstPlayButton(lobbyGrid(page, 'King Maker')).click();
    const popup = page.getByRole('dialog', { name: text('games.popup.list', { vendor: 'King Maker' }), exact: true });
    await popup.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/game\?roomId=/);
    await expect(page.locator('iframe')).toHaveAttribute('src', /\/__sandbox\/play\/KM\//);
  });
});

test.describe('launching as a guest (issue 12, spec §4)', () => {
  test('opens the login popup, and after logging in, the game', async ({ page }) => {
    await skipHomePopups(page);
    await page.goto('/rng?vassalage=JDB');
    await firstPlayButton(lobbyGrid(page, 'JDB')).click();
    const login = page.getByRole('dialog', { name: text('auth.login.title') });
    await expect(login).toBeVisible();
    // The login form itself is what this test is about: the launch must wait for it.
    await login.getByLabel(text('auth.field.username'), { exact: true }).fill('demo_member');
    await login.getByLabel(text('auth.field.password'), { exact: true }).fill('Member#2024');
    await login.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/game\?gameId=JDB-/);
    await expect(page.locator('iframe')).toHaveAttribute('src', /\/__sandbox\/play\/JDB\//);
  });
});

test.describe('the lobby with every games call failing (issue 12)', () => {
  test('shows the catalogued message with a retry, and the rest of the page stays usable', async ({ page, baseURL }) => {
    await skipHomePopups(page);
    await startLoggedIn(page, baseURL as string, 'vip');
    const stop = await failGamesCalls(page);
    await page.goto('/rng');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text('error.unknown'));
    // The rest of the site still works: the navigation leads on, and back here the retry works.
    await page
      .getByRole('link', { name: text('nav.promotions'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/promotions$/);
    await page.goBack();
    await expect(alert).toContainText(text('error.unknown'));
    await stop();
    await page
      .getByRole('main')
      .getByRole('button', { name: text('ui.retry') })
      .click();
    await expect(page.getByRole('radio', { name: 'PG Soft' })).toBeChecked();
    await expect(lobbyGrid(page, 'PG Soft').getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('a lobby page of games on its way (issue 12)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a lobby's providers keep to one row on a phone, its first games on the first screen, and the chosen one in view", async ({
    page,
  }) => {
    await skipHomePopups(page);
    await page.goto('/rng');
    const providers = page.getByRole('group', { name: text('games.lobby.vendors') });
    const chosen = providers.getByRole('radio', { checked: true });
    await expect(chosen).toBeChecked();
    const rows = await providers
      .locator('label')
      .evaluateAll((labels) => new Set(labels.map((label) => label.getBoundingClientRect().top)).size);
    expect(rows).toBe(1);
    await expect(firstPlayButton(lobbyGrid(page, 'PG Soft'))).toBeInViewport();
    await expect(providers.locator('label', { has: page.getByRole('radio', { checked: true }) })).toBeInViewport({ ratio: 1 });
  });

  test('its games hold their places with placeholders the size of a tile, so nothing moves when they arrive', async ({ page }) => {
    await skipHomePopups(page);
    // The second page of 200 games stays on its way.
    await page.route(/GCSGAME_gameList\?.*pageNum=2&/, () => undefined);
    await page.goto('/rng');
    const grid = lobbyGrid(page, 'PG Soft');
    await expect(firstPlayButton(grid)).toBeVisible();
    const waiting = grid.locator('[data-game-index="201"]');
    // A screen at a time, each drawn before the next, until the second page's games are in view.
    for (let i = 0; i < 80 && (await waiting.count()) === 0; i++) {
      await page.mouse.wheel(0, 700);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await expect(waiting.locator('[data-skeleton]').first()).toBeAttached();
    await waiting.scrollIntoViewIfNeeded();
    const placeholder = await waiting.boundingBox();
    const loaded = await grid.locator('[data-game-index="199"]').boundingBox();
    expect(placeholder?.width).toBeCloseTo(loaded?.width ?? 0, 0);
    expect(placeholder?.height).toBeCloseTo(loaded?.height ?? 0, 0);
  });
});
