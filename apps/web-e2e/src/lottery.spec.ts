import { expect, test, type Page } from '@playwright/test';
import { untilPageSettles } from './page-settled';
import { startLoggedIn } from './shell-session';
import { text } from './shell-text';

// The default brand (prize modes Lott, ZY, Elott, SEA; TY first) against the sandbox. The results board's polling and
// countdown are libs/lottery's unit tests' (live-results.spec.tsx, results-board.spec.tsx), on a clock of their own.

const games = (page: Page) => page.getByRole('region', { name: text('lottery.games.heading') });
const results = (page: Page) => page.getByRole('region', { name: text('lottery.results.heading') });
/** "Numbers 1 2 3 …" in the page's language: a row of balls. */
const ballRows = (page: Page) =>
  results(page).getByRole('list', { name: new RegExp(`^${text('lottery.results.numbers', { numbers: '' })}\\d`) });

test.describe('lottery as a member (spec §2, §7)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await startLoggedIn(page, baseURL ?? '', 'member');
  });

  test('/vnlottery shows results with numbers; choosing a game launches a frame with its code, the chosen prize mode and the betting view, closed by its way back', async ({
    page,
  }) => {
    await page.goto('/vnlottery');
    await expect(ballRows(page).first()).toBeVisible();
    expect(await ballRows(page).count()).toBeGreaterThanOrEqual(9);

    await page
      .getByRole('group', { name: text('lottery.prizeMode.label') })
      .getByText('ZY', { exact: true })
      .click();
    await games(page).getByRole('button', { name: 'Đà Nẵng' }).click();

    const frame = page.getByTitle(text('lottery.frame.game', { game: 'Đà Nẵng' }));
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(src.searchParams.get('lottoGameCode')).toBe('VNDNG');
    expect(src.searchParams.get('lottoPrizeMode')).toBe('ZY');
    expect(src.searchParams.get('lottoView')).toBe('betting');
    expect(src.searchParams.get('backUrl')).toBe(page.url());
    // The vendor's page really loads in the frame.
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Lottery VNDNG' })).toBeVisible();

    // Its way back opens backUrl inside the frame: the site's headers let its own pages be framed by it, and the frame
    // closes on the games rather than leaving the browser's "refused to connect" in it.
    await page.frameLocator('iframe').getByRole('link', { name: 'Back to lobby' }).click();
    await expect(frame).toBeHidden();
    await expect(games(page).getByRole('button', { name: 'Đà Nẵng' })).toBeVisible();
  });

  test('/lottery?gameCode=X preselects X, and shows its draws', async ({ page }) => {
    await page.goto('/lottery?gameCode=CQSSC&playType=5D_DIRECT');
    await expect(games(page).getByRole('button', { name: 'Chongqing Lucky 5D' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(text('lottery.selected', { game: 'Chongqing Lucky 5D', playType: text('lottery.playType.5D_DIRECT') })),
    ).toBeVisible();
    await expect(results(page).getByRole('region', { name: 'Chongqing Lucky 5D' })).toBeVisible();
    await expect(ballRows(page).first()).toBeVisible();
  });
});

/** The lottery launches asked for from now on (the launch a refused player must never reach). */
function recordLaunches(page: Page): string[] {
  const launches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/game/launchGame') launches.push(request.url());
  });
  return launches;
}

/** Once the page has nothing more on its way, nothing was launched and no frame is drawn. */
async function expectNoLaunch(page: Page, launches: string[]) {
  await untilPageSettles(page);
  expect(launches).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
}

test('as a guest, choosing a lottery game opens the login modal instead of launching', async ({ page }) => {
  const launches = recordLaunches(page);
  await page.goto('/vnlottery');
  await games(page).getByRole('button', { name: 'Đà Nẵng' }).click();
  await expect(page.getByRole('dialog', { name: text('auth.login.title') })).toBeVisible();
  await expectNoLaunch(page, launches);
});

test('a trial account choosing a lottery game gets the real-account warning (lottery is real money)', async ({ page, baseURL }) => {
  await startLoggedIn(page, baseURL ?? '', 'trial');
  const launches = recordLaunches(page);
  await page.goto('/vnlottery');
  await games(page).getByRole('button', { name: 'Đà Nẵng' }).click();
  await expect(page.getByRole('dialog', { name: text('auth.trialWarning.title') })).toBeVisible();
  await expectNoLaunch(page, launches);
});
