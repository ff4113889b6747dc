import { expect, test, type Page } from '@playwright/test';
import { accountMenu, startLoggedIn } from './shell-session';
import { escapeRegExp, text } from './shell-text';
import { MEMBER_CENTER_MENU } from './member-center-menu';
import { DEFAULT_SITE_CURRENCY } from './brand-sites';

async function openMemberCenter(page: Page, userName: string) {
  // Not the home page, whose pop-up notices would cover the header.
  await page.goto('/download');
  await accountMenu(page, userName).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('header.menu.myAccount'), exact: true })
    .click();
  return page.getByRole('dialog', { name: text('member.center.title') });
}

/** Something each entry shows only once the sandbox has answered (seeded data, README demo accounts). */
const SANDBOX_DATA: Partial<Record<(typeof MEMBER_CENTER_MENU)[number], (panel: ReturnType<Page['getByRole']>) => Promise<void>>> = {
  securityCenter: (panel) => expect(panel.getByRole('heading', { name: 'Lucky Member' })).toBeVisible(),
  rewardCenter: (panel) => expect(panel.getByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible(),
  referral: (panel) =>
    expect(panel.getByRole('textbox', { name: text('member.referral.link') })).toHaveValue(/\/register\?referralCode=R\d+$/),
  missionLeaderboard: (panel) => expect(panel.getByRole('heading', { name: 'Play 50 slot spins' })).toBeVisible(),
  messageV2: (panel) => expect(panel.getByRole('button', { name: /Your weekly cashback has arrived/ })).toBeVisible(),
};

test.describe('the member center as demo_member (spec §2)', () => {
  test('every entry opens a real screen, with data from the sandbox in the member entries; my account leads to the profile', async ({
    page,
    baseURL,
  }) => {
    const member = await startLoggedIn(page, baseURL ?? '', 'member');
    const center = await openMemberCenter(page, member.userName);
    const tabs = center.getByRole('tablist', { name: text('member.center.title') }).getByRole('tab');
    await expect(tabs).toHaveCount(13);
    for (const [index, key] of MEMBER_CENTER_MENU.entries()) {
      await tabs.nth(index).click();
      // The entry's own panel, named after its tab (an entry may hold tabs of its own, missions does).
      const panel = center.getByRole('tabpanel', { name: new RegExp(`^${escapeRegExp(text(`member.entry.${key}`))}`) });
      // Once its chunk is in, a real page, not the shell's "will be shown here".
      await expect(panel).not.toBeEmpty();
      await expect(panel).not.toContainText(text('member.entry.placeholder'));
      await SANDBOX_DATA[key]?.(panel);
    }
    await tabs.nth(0).click();
    await center.getByRole('button', { name: text('member.profile.edit') }).click();
    await expect(center.getByRole('textbox', { name: text('member.profile.nickname') })).toHaveValue('Lucky Member');
    await expect(center.getByRole('textbox', { name: text('member.profile.email') })).toHaveAttribute('readonly', '');
  });
});

test.describe('the member center on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opened on an entry far along its row (the unread messages, the last), shows that entry whole in the row', async ({
    page,
    baseURL,
  }) => {
    await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/download');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /hindi pa nababasang mensahe/ })
      .click();
    const center = page.getByRole('dialog', { name: text('member.center.title') });
    const row = center.getByRole('tablist');
    const active = row.getByRole('tab', { name: text('member.entry.messageV2'), selected: true });
    await expect(active).toBeVisible();
    const [rowBox, entryBox] = await Promise.all([row.boundingBox(), active.boundingBox()]);
    expect(entryBox?.x).toBeGreaterThanOrEqual(rowBox?.x ?? 0);
    expect((entryBox?.x ?? 0) + (entryBox?.width ?? 0)).toBeLessThanOrEqual((rowBox?.x ?? 0) + (rowBox?.width ?? 0));
  });
});

test.describe('the points mall at /pointMall as demo_member (spec §3, §7)', () => {
  test('a wrong payment password redeems nothing; the right one puts the redemption in the history as in process', async ({
    page,
    baseURL,
  }) => {
    await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/pointMall');
    const points = page
      .getByRole('region', { name: text('wallet.points.balance') })
      .getByText(/\d/)
      .first();
    await expect(points).toBeVisible();
    const before = await points.textContent();

    const reward = page.getByRole('region', { name: `${DEFAULT_SITE_CURRENCY}50 bonus` });
    await reward.getByRole('button', { name: text('wallet.points.redeem') }).click();
    const form = page.getByRole('form', { name: text('wallet.points.redeemOf').replace('{reward}', `${DEFAULT_SITE_CURRENCY}50 bonus`) });
    await form.getByLabel(text('wallet.points.paymentPassword')).fill('000000');
    await form.getByRole('button', { name: text('wallet.points.confirmRedeem') }).click();
    await expect(form.getByRole('alert')).toHaveText(text('error.paymentPasswordIncorrect'));
    await page.reload();
    await expect(points).toHaveText(before ?? '');

    await reward.getByRole('button', { name: text('wallet.points.redeem') }).click();
    await form.getByLabel(text('wallet.points.paymentPassword')).fill('246810');
    await form.getByRole('button', { name: text('wallet.points.confirmRedeem') }).click();
    await expect(page.getByRole('status').filter({ hasText: `${DEFAULT_SITE_CURRENCY}50 bonus` })).toBeVisible();
    await expect(points).not.toHaveText(before ?? '');

    await page.getByRole('tab', { name: text('wallet.points.history') }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: `${DEFAULT_SITE_CURRENCY}50 bonus` })
      .first();
    await expect(row).toContainText(text('wallet.points.status.PROCESS'));
  });
});

test.describe('responsible gaming', () => {
  // demo_vip, so the limit does not stand in the way of other specs' deposits as demo_member.
  test('a deposit limit set lower holds a larger deposit at its amount, saying what the limit leaves', async ({ page, baseURL }) => {
    await startLoggedIn(page, baseURL ?? '', 'vip');
    await page.goto('/responsibleGaming');
    const limits = page.getByRole('form', { name: text('member.rg.limits.title') });
    await limits.getByLabel(text('member.rg.limit.DAY')).fill('100');
    await limits.getByRole('button', { name: text('member.rg.limits.save') }).click();
    await expect(limits.getByRole('status')).toHaveText(text('member.rg.limits.saved'));

    await page
      .getByRole('banner')
      .getByRole('button', { name: text('header.deposit') })
      .click();
    const deposit = page.getByRole('form', { name: text('wallet.deposit.title') });
    const amount = deposit.getByRole('textbox', { name: text('wallet.amount') });
    await amount.fill('300');
    await deposit.getByRole('button', { name: text('wallet.deposit.submit') }).click();
    // The day's words of the message, around the amount it leaves.
    const dayWords = /DAY \{(.*?)\} WEEK/.exec(text('wallet.deposit.overLimit'))?.[1] ?? '';
    const said = dayWords.split('{amount}').sort((a, b) => b.length - a.length)[0] ?? '';
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(escapeRegExp(said.trim())));
  });

  test("the responsible-gaming page offers limits, the reality check, a break and self-exclusion, with the brand's minimum age", async ({
    page,
    baseURL,
  }) => {
    await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/responsibleGaming');
    await expect(page.getByRole('heading', { name: text('member.rg.title'), level: 1 })).toBeVisible();
    await expect(page.getByText(text('member.rg.intro', { age: 18 }))).toBeVisible();
    for (const heading of [
      'member.rg.limits.title',
      'member.rg.realityCheck.heading',
      'member.rg.timeout.heading',
      'member.rg.selfExclusion.heading',
    ]) {
      await expect(page.getByRole('heading', { name: text(heading) }).first()).toBeVisible();
    }
    await expect(page.getByLabel(text('member.rg.realityCheck.every'))).toBeVisible();
  });
});
