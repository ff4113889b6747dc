import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_SITE_CURRENCY } from './brand-sites';
import { PNG_1PX } from './images';
import { skipHomePopups } from './games-lobby';
import { copyOfDemoAccount, startLoggedIn } from './shell-session';
import { escapeRegExp, text } from './shell-text';

/** An amount as the default brand (TY, ₱) shows it, "₱12,580.50", in cents: exact, no float. */
const cents = (shown: string | null) => BigInt((shown ?? '').replace(/[^\d]/g, '') || '0');
const shownAmount = (value: bigint) =>
  `${DEFAULT_SITE_CURRENCY}${(value / 100n).toLocaleString('en')}.${String(value % 100n).padStart(2, '0')}`;

/**
 * Each test is a player of its own, seeded as demo_member (its wallets, bank account, payment password, and a
 * withdrawal paid out minutes ago that waits for the receipt): what one test spends (the receipt answered, money
 * moved, a deposit that the sandbox approves five minutes on) is not there for another, nor missing on a retry.
 */
async function openCenter(page: Page, baseURL: string | undefined): Promise<Locator> {
  const player = await copyOfDemoAccount(page.request, 'demo_member');
  await startLoggedIn(page, baseURL ?? '', player);
  // The home page's popup notices are another test's subject.
  await skipHomePopups(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: player.nickname, exact: true }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('header.menu.myAccount') })
    .click();
  const center = page.getByRole('dialog', { name: text('member.center.title') });
  await expect(center).toBeVisible();
  return center;
}

const entry = (center: Locator, key: string) => center.getByRole('tab', { name: text(`member.entry.${key}`) }).click();

test.describe('wallet and money as a player seeded as demo_member (issue 14)', () => {
  test('a transfer of 100.00 moves exactly that from main to a vendor, and all back to main restores both', async ({ page, baseURL }) => {
    const center = await openCenter(page, baseURL);
    await entry(center, 'transferFund');
    const wallets = center.getByRole('table', { name: text('wallet.wallets') });
    const row = (name: string) => wallets.getByRole('row', { name: new RegExp(name) });
    const amountOf = async (name: string) => cents(await row(name).getByRole('cell').last().textContent());
    await expect(row('PG Soft')).toContainText(DEFAULT_SITE_CURRENCY);
    const main = await amountOf(text('wallet.mainWallet'));
    const vendor = await amountOf('PG Soft');
    const total = cents(await center.getByRole('region', { name: text('wallet.total') }).textContent());

    await center.getByRole('combobox', { name: text('wallet.transfer.to') }).selectOption({ label: 'PG Soft' });
    await center.getByRole('textbox', { name: text('wallet.amount') }).fill('100.00');
    await center.getByRole('button', { name: text('wallet.transfer.submit'), exact: true }).click();
    await expect(center.getByText(text('wallet.transfer.done'))).toBeVisible();
    await expect(row(text('wallet.mainWallet'))).toContainText(shownAmount(main - 10000n));
    await expect(row('PG Soft')).toContainText(shownAmount(vendor + 10000n));

    await center.getByRole('button', { name: text('wallet.transfer.allBack') }).click();
    await expect(center.getByText(text('wallet.transfer.allBackDone'))).toBeVisible();
    await expect(row(text('wallet.mainWallet'))).toContainText(shownAmount(total));
    await expect(row('PG Soft')).toContainText(shownAmount(0n));
    await expect(row('Evolution')).toContainText(shownAmount(0n));
  });

  test('a deposit shows its pay-in details and appears pending in the account record', async ({ page, baseURL }) => {
    const center = await openCenter(page, baseURL);
    await entry(center, 'depositv2');
    await center.getByRole('radio', { name: /Bank transfer/ }).check();
    await center.getByRole('textbox', { name: text('wallet.amount') }).fill('500');
    await center.getByRole('button', { name: text('wallet.deposit.submit'), exact: true }).click();
    const payIn = center.getByRole('region', { name: text('wallet.deposit.payIn') });
    await expect(payIn).toContainText('0012 3456 7890');
    await expect(payIn).toContainText('Sandbox Merchant Inc.');
    // At a phone's width the details stay readable: each label above its value, the account number on one line as
    // tall as the one-word reference's (a half-width column broke it as "0012 3456 / 7890").
    await page.setViewportSize({ width: 390, height: 844 });
    const lineHeight = async (value: Locator) => (await value.boundingBox())?.height ?? Infinity;
    await expect
      .poll(async () => (await lineHeight(payIn.getByText('0012 3456 7890'))) - (await lineHeight(payIn.getByText(/^REF/))))
      .toBeLessThan(1);
    const order = (await payIn.getByRole('status').filter({ hasText: /D\d+/ }).textContent())?.match(/D\d+/)?.[0] ?? 'no order';

    await entry(center, 'transactionHistory');
    const record = center.getByRole('table', { name: text('wallet.records.account') });
    await expect(record.getByRole('row', { name: new RegExp(order) })).toContainText(text('wallet.status.PENDING'));
  });

  test('a disbursed withdrawal asks for the receipt within the 30 minutes; "not received" sends a proof image', async ({
    page,
    baseURL,
  }) => {
    const center = await openCenter(page, baseURL);
    await entry(center, 'withdraw');
    const receipt = center.getByRole('region', { name: text('wallet.receipt.title', { amount: shownAmount(50_000n) }) });
    // The catalogue's question, whole: the order, the sandbox's 30 minutes, and the deadline (a date as the page writes it).
    const [beforeDeadline, afterDeadline] = escapeRegExp(text('wallet.receipt.question', { order: 'W0' }))
      .replace('W0', 'W\\d+')
      .replace(escapeRegExp('{minutes, plural, other {#}}'), '30')
      .split(escapeRegExp('{deadline}'));
    await expect(receipt.getByText(new RegExp(`^${beforeDeadline}\\S.*\\S${afterDeadline}$`))).toBeVisible();
    await receipt.getByRole('button', { name: text('wallet.receipt.notReceived') }).click();
    await receipt.getByLabel(/png/).setInputFiles({ name: 'not-received.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(receipt.getByRole('list', { name: text('wallet.receipt.proofs') })).toContainText('not-received.png');
    await receipt.getByRole('button', { name: text('wallet.receipt.send') }).click();
    await expect(receipt).toHaveCount(0);
  });
});
