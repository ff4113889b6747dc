import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { skipHomePopups } from './games-lobby';
import { PHONE } from './layout-check';
import { accountMenu, demoAccount, startLoggedIn } from './shell-session';
import { text } from './shell-text';

/** Logs a demo agent in, opens the site and the agent center from the account menu. */
async function openAgentCenter(page: Page, baseUrl: string, username: string) {
  // The home page's pop-up notices are the content tests' business.
  await skipHomePopups(page);
  await startLoggedIn(page, baseUrl, demoAccount(username));
  await page.goto('/');
  await accountMenu(page, username).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('header.menu.agent'), exact: true })
    .click();
  return page.getByRole('dialog', { name: text('agent.center.title') });
}

async function inNewPage(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const entry = (center: ReturnType<Page['getByRole']>, key: string) =>
  center.getByRole('tab', { name: new RegExp(`^${text(`agent.entry.${key}`)}`) });

test.describe('agent contracts (spec §3, §4)', () => {
  test("agent_l2 is warned before accepting a daily-wage rate below agent_l41's, and agent_l41's contract then ends", async ({
    page,
    baseURL,
    browser,
  }) => {
    // Two agents' sessions and a warning dialog: past the default 30 s on CI's two busy cores, as the test below.
    test.slow();
    // The daily-wage contracts from their seed: a retry would otherwise meet the contract its first attempt accepted.
    expect((await page.request.post('/__sandbox/contracts/reset', { data: { kind: 'DAILY' } })).ok()).toBe(true);
    const center = await openAgentCenter(page, baseURL ?? '', 'agent_l2');
    await entry(center, 'dailyWages').click();
    await expect(center.getByText(text('agent.contract.waiting', { upline: 'agent_l1' }))).toBeVisible();
    await center.getByRole('button', { name: text('agent.contract.accept'), exact: true }).click();

    const warning = page.getByRole('alertdialog', { name: text('agent.contract.accept') });
    await expect(warning).toContainText('agent_l41');
    const [warningStart] = text('agent.contract.undercutWarning').split('{contracts}');
    await expect(warning).toContainText(warningStart?.trim() ?? '');
    await warning.getByRole('button', { name: text('agent.confirm.ok') }).click();

    await expect(center.getByText(text('agent.contract.activeFrom', { upline: 'agent_l1' }))).toBeVisible();
    const downlineRow = center.getByRole('table', { name: text('agent.contract.withDownlines') }).getByRole('row', { name: /agent_l41/ });
    await expect(downlineRow).toContainText(text('agent.contract.status.TERMINATED'));

    // agent_l41 sees it too: no daily-wage contract any more.
    await inNewPage(browser, async (other) => {
      const theirs = await openAgentCenter(other, baseURL ?? '', 'agent_l41');
      await entry(theirs, 'dailyWages').click();
      await expect(theirs.getByText(text('agent.contract.none'))).toBeVisible();
    });
  });

  test('agent_l1 offers agent_l2 a dividend contract and agent_l2 rejects it', async ({ page, baseURL, browser }) => {
    // Two agents' sessions, a reload and five dialogs: 25-33 s on two busy cores, past the default 30 s.
    test.slow();
    const center = await openAgentCenter(page, baseURL ?? '', 'agent_l1');
    await entry(center, 'dividendRecord').click();
    const form = center.getByRole('form', { name: text('agent.contract.offer') });
    await form.getByRole('combobox', { name: text('agent.contract.downline') }).selectOption('agent_l2');
    // By label: a number field (spinbutton) or a text field with a numeric keyboard alike.
    await form.getByLabel(text('agent.contract.ratePercent'), { exact: true }).fill('28');
    await form.getByLabel(text('agent.contract.activeMembers'), { exact: true }).fill('6');
    await form.getByRole('textbox', { name: text('agent.contract.betPerDay') }).fill('20000');
    await form.getByRole('button', { name: text('agent.contract.send') }).click();
    const confirm = page.getByRole('alertdialog', { name: text('agent.contract.offer') });
    await expect(confirm).toContainText('agent_l2');
    await confirm.getByRole('button', { name: text('agent.confirm.ok') }).click();
    const offers = center.getByRole('table', { name: text('agent.contract.withDownlines') });
    await expect(offers.getByRole('row', { name: new RegExp(text('agent.contract.status.PENDING')) })).toHaveCount(1);
    // Counted, not assumed none: a retry of this test meets the contract its first attempt had rejected.
    const rejected = (scope: Locator) =>
      scope
        .getByRole('table', { name: text('agent.contract.withDownlines') })
        .getByRole('row', { name: new RegExp(text('agent.contract.status.REJECTED')) });
    const rejectedBefore = await rejected(center).count();

    await inNewPage(browser, async (other) => {
      const theirs = await openAgentCenter(other, baseURL ?? '', 'agent_l2');
      await entry(theirs, 'dividendRecord').click();
      await expect(theirs.getByText(text('agent.contract.waiting', { upline: 'agent_l1' }))).toBeVisible();
      await theirs.getByRole('button', { name: text('agent.contract.reject'), exact: true }).click();
      await other
        .getByRole('alertdialog', { name: text('agent.contract.reject') })
        .getByRole('button', { name: text('agent.confirm.ok') })
        .click();
      // Back to the active dividend contract agent_l2 already had.
      await expect(theirs.getByText(text('agent.contract.activeFrom', { upline: 'agent_l1' }))).toBeVisible();
    });

    await page.reload();
    const again = await (async () => {
      await accountMenu(page, 'agent_l1').click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: text('header.menu.agent'), exact: true })
        .click();
      return page.getByRole('dialog', { name: text('agent.center.title') });
    })();
    await entry(again, 'dividendRecord').click();
    await expect(rejected(again)).toHaveCount(rejectedBefore + 1);
  });
});

test.describe('agent center forms', () => {
  test('the fields of a form take equal shares of their line, whatever each one holds (a select, an amount, a number)', async ({
    page,
    baseURL,
  }) => {
    const center = await openAgentCenter(page, baseURL ?? '', 'agent_l2');
    await entry(center, 'hourlySalary').click();
    const offer = center.getByRole('form', { name: text('agent.contract.offer') });
    // The fields are the row's children before the send button's line; layout is what is checked, so boxes are
    // measured, line by line (a field alone on the last line takes the whole line).
    const lines = await offer.getByRole('button', { name: text('agent.contract.send') }).evaluate((button) => {
      const byTop = new Map<number, number[]>();
      for (const field of [...(button.parentElement?.parentElement?.children ?? [])].slice(0, -1)) {
        const box = field.getBoundingClientRect();
        byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), Math.round(box.width)]);
      }
      return [...byTop.values()];
    });
    expect(lines.flat().length).toBeGreaterThan(3);
    for (const widths of lines) expect(new Set(widths).size, `field widths ${widths.join(', ')}`).toBe(1);

    // On a phone the fields stack, one to a line, and the send button is as wide as they are (as the wallet's).
    await page.setViewportSize(PHONE);
    const send = offer.getByRole('button', { name: text('agent.contract.send') });
    const widths = await send.evaluate((button) =>
      [...[...(button.parentElement?.parentElement?.children ?? [])].slice(0, -1), button].map((box) =>
        Math.round(box.getBoundingClientRect().width),
      ),
    );
    expect(new Set(widths).size, `field and button widths ${widths.join(', ')}`).toBe(1);
  });
});

test.describe('agent center empty states (spec §2, §6)', () => {
  test("agent_l42, with no team and no contracts, sees every entry's empty state", async ({ page, baseURL }) => {
    // A walk through every entry: on a busy two-core runner it passed the default 30 s.
    test.setTimeout(60_000);
    const center = await openAgentCenter(page, baseURL ?? '', 'agent_l42');
    const empty: Array<[string, string]> = [
      ['announcement', 'agent.empty.announcement'],
      ['teamOverview', 'agent.empty.teamOverview'],
      ['downlineManagement', 'agent.empty.downlineManagement'],
      ['teamBetting', 'agent.empty.teamBetting'],
      ['userProfitLoss', 'agent.empty.userProfitLoss'],
      ['myIncome', 'agent.empty.myIncome'],
      ['downlineTransactions', 'agent.empty.downlineTransactions'],
      ['dividendRecord', 'agent.empty.contract'],
      ['dailyWages', 'agent.empty.contract'],
      ['hourlySalary', 'agent.empty.contract'],
    ];
    for (const [key, message] of empty) {
      await entry(center, key).click();
      await expect(center.getByRole('tabpanel').getByText(text(message))).toBeVisible();
    }
    await entry(center, 'myIncome').click();
    await center.getByRole('tab', { name: text('agent.income.view.credit') }).click();
    await expect(center.getByText(text('agent.empty.credit'))).toBeVisible();
  });
});
