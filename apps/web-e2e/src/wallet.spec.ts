import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG_1PX } from './images';
import { accountMenu, startLoggedIn } from './shell-session';
import { text } from './shell-text';

/** An amount as the default brand (TY) shows it, "¥12,580.50", in cents: exact, no float. */
const cents = (shown: string | null) => BigInt((shown ?? '').replace(/[^\d]/g, '') || '0');
const shownAmount = (value: bigint) => `¥${(value / 100n).toLocaleString('en')}.${String(value % 100n).padStart(2, '0')}`;
const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

// One player's wallets: the steps run in order. Amounts are read before each step rather than
// reset, so other specs sharing the sandbox keep their sessions.
test.describe.configure({ mode: 'serial' });

async function openCenter(page: Page, baseURL: string): Promise<Locator> {
  const member = await startLoggedIn(page, baseURL, 'member');
  // The home page's popup notices are another test's subject.
  await page.addInitScript(() => sessionStorage.setItem('home.popupsSeen', '1'));
  await page.goto('/');
  await accountMenu(page, member.userName).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('header.menu.myAccount') })
    .click();
  const center = page.getByRole('dialog', { name: text('member.center.title') });
  await expect(center).toBeVisible();
  return center;
}

const entry = (center: Locator, key: string) => center.getByRole('tab', { name: text(`member.entry.${key}`) }).click();

test.describe('wallet and money as demo_member (issue 14)', () => {
  test('a transfer of 100.00 moves exactly that from main to a vendor, and all back to main restores both', async ({ page, baseURL }) => {
    const center = await openCenter(page, baseURL ?? '');
    await entry(center, 'transferFund');
    const wallets = center.getByRole('table', { name: text('wallet.wallets') });
    const row = (name: string) => wallets.getByRole('row', { name: new RegExp(name) });
    const amountOf = async (name: string) => cents(await row(name).getByRole('cell').last().textContent());
    await expect(row('PG Soft')).toContainText('¥');
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
    await expect(row('PG Soft')).toContainText('¥0.00');
    await expect(row('Evolution')).toContainText('¥0.00');
  });

  test('a deposit shows its pay-in details and appears pending in the account record', async ({ page, baseURL }) => {
    const center = await openCenter(page, baseURL ?? '');
    await entry(center, 'depositv2');
    await center.getByRole('radio', { name: /Bank transfer/ }).check();
    await center.getByRole('textbox', { name: text('wallet.amount') }).fill('500');
    await center.getByRole('button', { name: text('wallet.deposit.submit'), exact: true }).click();
    const payIn = center.getByRole('region', { name: text('wallet.deposit.payIn') });
    await expect(payIn).toContainText('0012 3456 7890');
    await expect(payIn).toContainText('Sandbox Merchant Inc.');
    // At a phone's width the details stay readable: the long reference label wraps rather than squeezing every value
    // to a character a line.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await payIn.getByText('0012 3456 7890').boundingBox())?.width ?? 0).toBeGreaterThan(80);
    const order = (await payIn.getByRole('status').textContent())?.match(/D\d+/)?.[0] ?? 'no order';

    await entry(center, 'transactionHistory');
    const record = center.getByRole('table', { name: text('wallet.records.account') });
    await expect(record.getByRole('row', { name: new RegExp(order) })).toContainText(text('wallet.status.PENDING'));
  });

  test('a withdrawal above the balance is refused with the catalogued message and nothing changes', async ({ page, baseURL }) => {
    const center = await openCenter(page, baseURL ?? '');
    await entry(center, 'withdraw');
    const form = center.getByRole('form', { name: text('wallet.withdraw.form') });
    const availableText = center.getByText(text('wallet.withdraw.available', { amount: '' }));
    const available = cents(await availableText.textContent());
    await form.getByRole('textbox', { name: text('wallet.amount') }).fill(decimal(available + 1n));
    await form.getByLabel(text('wallet.paymentPassword')).fill('246810');
    await form.getByRole('button', { name: text('wallet.withdraw.submit'), exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(text('error.quotaNotSufficient'));
    await entry(center, 'transferFund');
    await expect(
      center.getByRole('table', { name: text('wallet.wallets') }).getByRole('row', { name: new RegExp(text('wallet.mainWallet')) }),
    ).toContainText(shownAmount(available));
  });

  test('a disbursed withdrawal asks for the receipt; "not received" sends a proof image', async ({ page, baseURL }) => {
    const center = await openCenter(page, baseURL ?? '');
    await entry(center, 'withdraw');
    const receipt = center.getByRole('region', { name: text('wallet.receipt.title', { amount: '¥500.00' }) });
    await expect(receipt).toContainText('30');
    await receipt.getByRole('button', { name: text('wallet.receipt.notReceived') }).click();
    await receipt.getByLabel(/png/).setInputFiles({ name: 'not-received.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(receipt.getByRole('list', { name: text('wallet.receipt.proofs') })).toContainText('not-received.png');
    await receipt.getByRole('button', { name: text('wallet.receipt.send') }).click();
    await expect(receipt).toHaveCount(0);
  });
});
