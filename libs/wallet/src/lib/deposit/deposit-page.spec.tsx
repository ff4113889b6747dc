import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALLS, memberApi, PERSIST_PREFIX, walletApi } from '@wl/api-client';
import { translatedAs } from '../../testing/translated-as';
import { sessionEnded } from '@wl/session';
import {
  createTestStore,
  logInToSandbox,
  renderAs,
  renderWithProviders,
  rgbToHex,
  setSandboxFaults,
  styleDeclarationsFor,
  testTheme,
} from '@wl/testing';
import { expectNothingSent } from '@wl/testing/vitest';
import { heldDongBalance, serverErrorOn, serveWalletSandbox } from '../../testing/wallet-sandbox';
import DepositPage from './deposit-page';
import { DEPOSIT_STATUS_POLL_MS } from './deposit-status';

const sandbox = serveWalletSandbox();

/** The pay-in card's line saying where the deposit stands (a status, as the copy buttons' note is). */
const DEPOSIT_LINE = /^Deposit D\d+/;
const payInLine = (payIn: HTMLElement) => within(payIn).getByText(DEPOSIT_LINE);

/** demo_member places a deposit of ¥300 (its pay-in details shown), then leaves the page; the store stays. */
async function depositThenLeave() {
  await logInToSandbox('demo_member');
  const store = createTestStore();
  const first = renderWithProviders(<DepositPage />, { store });
  const form = await screen.findByRole('form', { name: 'Deposit' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
  const order = (await within(await screen.findByRole('region', { name: 'How to pay' })).findByText(DEPOSIT_LINE)).textContent;
  first.unmount();
  return { store, order };
}

/** Moves the sandbox's clock on past its merchant's time to credit a deposit (a few minutes). */
const creditTimePasses = () =>
  fetch(new URL('/__sandbox/clock', window.location.href), { method: 'POST', body: JSON.stringify({ advanceMs: 30 * 60_000 }) });

/** The player's deposits in the account record, whatever their day or status. */
async function depositRecords() {
  const records = await createTestStore()
    .dispatch(
      walletApi.endpoints.getTransactions.initiate({ from: '2000-01-01', to: '2100-12-31', type: 'DEPOSIT', pageNum: 1, pageSize: 200 }),
    )
    .unwrap();
  return records.content;
}

/** demo_member, on the page, places a bank deposit of ¥300; returns its pay-in card and the order's id. */
async function placeDeposit() {
  await renderAs('demo_member', <DepositPage />);
  const form = await screen.findByRole('form', { name: 'Deposit' });
  await userEvent.click(within(form).getByRole('radio', { name: /Bank transfer/ }));
  await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
  const payIn = await screen.findByRole('region', { name: 'How to pay' });
  const orderId = payInLine(payIn).textContent?.match(/D\d+/)?.[0] ?? '';
  return { payIn, orderId };
}

describe('deposit (spec §4)', () => {
  it("offers each channel's presets, holds the submit outside its bounds, and shows what to pay in once submitted", async () => {
    const sent = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`));
    await renderAs('demo_member', <DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /QR Ph/ }));
    expect(screen.getByText('From ¥10.00 to ¥10,000.00')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    // The presets come under the amount they fill, not beside the payment methods, where they read as more methods.
    const presets = screen.getByRole('group', { name: 'Quick amounts' });
    expect(amount.compareDocumentPosition(presets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(amount, '10000.01');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveAccessibleDescription(/^The maximum is ¥10,000.00/);
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
    await userEvent.click(screen.getByRole('button', { name: '¥300.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(payIn).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    expect(await screen.findByRole('img', { name: 'QR code to scan with your payment app' })).toBeInTheDocument();
  });

  it('the preset the amount holds is pressed and drawn in the brand’s colour, as a chosen chip is', async () => {
    await renderAs('demo_member', <DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /QR Ph/ }));
    const preset = screen.getByRole('button', { name: '¥300.00' });
    await userEvent.click(preset);
    expect(preset).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '¥500.00' })).toHaveAttribute('aria-pressed', 'false');
    // The pressed rule of the preset's own class: the brand's colour behind the label.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
    const pressed = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(
      ([, selector]) => selector?.includes('[aria-pressed') && [...preset.classList].some((name) => selector.includes(`.${name}`)),
    );
    expect(pressed?.[2]).toContain(`background:${testTheme.colors.primary}`);
  });

  it("the bank's account number and the reference read left to right in every language, the payee's names isolated from the page", async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.click(within(form).getByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    // A right-to-left page would otherwise draw `0012 3456 7890` as `7890 3456 0012`.
    const accountNumber = within(payIn).getByText('0012 3456 7890');
    expect(accountNumber.tagName).toBe('BDI');
    expect(accountNumber).toHaveAttribute('dir', 'ltr');
    expect(within(payIn).getByText(/^REF/)).toHaveAttribute('dir', 'ltr');
    const payee = within(payIn).getByText('Sandbox Merchant Inc.');
    expect(payee.tagName).toBe('BDI');
    expect(payee).not.toHaveAttribute('dir');
  });

  it('on a card too narrow for labels beside values (a phone), each label stands above its value, so an account number keeps its line', async () => {
    const { payIn } = await placeDeposit();
    const details = within(payIn).getAllByRole('term')[0]?.closest('dl') as HTMLElement;
    // The card's width, not the window's, decides: the details measure their own room.
    expect(styleDeclarationsFor(details.parentElement as HTMLElement)).toContain('container-type:inline-size');
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    const query = `@container (max-width: ${testTheme.layout.pairedColumns})`;
    const narrow = css.slice(css.indexOf(query));
    const detailsClass = [...details.classList].find((name) =>
      narrow.startsWith(`${query}{.${name}{grid-template-columns:minmax(0, 1fr);`),
    );
    expect(detailsClass).toBeDefined();
  });

  it('the account number and the reference each have a copy button, which says what it copied, or to copy it by hand', async () => {
    const { payIn } = await placeDeposit();
    const user = userEvent.setup();
    await user.click(within(payIn).getByRole('button', { name: 'Copy account number' }));
    await waitFor(() => expect(payIn).toHaveTextContent('Account number copied.'));
    // Without the spaces it is shown with: some banks' fields refuse them.
    expect(await navigator.clipboard.readText()).toBe('001234567890');
    const reference = within(payIn).getByText(/^REF/).textContent;
    await user.click(within(payIn).getByRole('button', { name: 'Copy reference' }));
    await waitFor(() => expect(payIn).toHaveTextContent('Reference copied.'));
    expect(await navigator.clipboard.readText()).toBe(reference);
    expect(within(payIn).getByRole('button', { name: 'Copy reference' })).toHaveFocus();

    const refused = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    onTestFinished(() => refused.mockRestore());
    await user.click(within(payIn).getByRole('button', { name: 'Copy account number' }));
    expect(await within(payIn).findByRole('alert')).toHaveTextContent('It could not be copied. Select it and copy it yourself.');
    expect(payIn).not.toHaveTextContent('Account number copied.');
  });

  it('the pay-in details outlive the page (another entry of the member center, and back) until another deposit is asked for; a new order is not needed to find them', async () => {
    const { store, order } = await depositThenLeave();
    renderWithProviders(<DepositPage />, { store });
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(payIn).getByText('0012 3456 7890')).toBeInTheDocument();
    expect(payInLine(payIn)).toHaveTextContent(order ?? '');
    await userEvent.click(within(payIn).getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('pay-in details shown again as the page opens (another entry of the center, and back) leave the focus where the player has it', async () => {
    const { store } = await depositThenLeave();
    const tab = document.body.appendChild(document.createElement('button'));
    onTestFinished(() => tab.remove());
    tab.focus();
    renderWithProviders(<DepositPage />, { store });
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(payInLine(payIn)).not.toHaveFocus();
    expect(tab).toHaveFocus();
  });

  it('the pay-in details outlive a reload of the page, until another deposit is asked for', async () => {
    await depositThenLeave();
    // A reload: a new store, with what the tab's storage kept.
    const reloaded = renderWithProviders(<DepositPage />, { store: createTestStore() });
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(payInLine(payIn)).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    await userEvent.click(within(payIn).getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
    reloaded.unmount();
    renderWithProviders(<DepositPage />, { store: createTestStore() });
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
  });

  it("a kept copy that is not a deposit (the tab's storage edited) is left alone: the page offers the form", async () => {
    await logInToSandbox('demo_member');
    for (const broken of [
      { orderId: 'D1', payIn: null },
      { orderId: 'D1', amount: 'lots', payIn: { type: 'QR', qrContent: 'x', reference: 'R' } },
      { orderId: 'D1', amount: '300', payIn: { type: 'BANK', reference: 'R' } },
      // Whole but for the time it was placed, by which its status is looked up.
      { orderId: 'D1', amount: '300', createdAt: 'yesterday', payIn: { type: 'QR', qrContent: 'x', reference: 'R' } },
      { orderId: 'D1', amount: '300', payIn: { type: 'QR', qrContent: 'x', reference: 'R' } },
    ]) {
      sessionStorage.setItem(`${PERSIST_PREFIX}player.record.placedDeposit`, JSON.stringify(broken));
      const page = renderWithProviders(<DepositPage />, { store: createTestStore() });
      expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
      page.unmount();
    }
  });

  it("a session's end takes the pay-in details with it: the next player on the computer gets the form", async () => {
    const { store } = await depositThenLeave();
    act(() => void store.dispatch(sessionEnded()));
    renderWithProviders(<DepositPage />, { store });
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('a merchant with no payment method says that no payment method is available, and offers no form', async () => {
    sandbox.server.use(http.get(`*${CALLS.wallet.depositChannels.path}`, () => HttpResponse.json({ success: true, value: [] })));
    await renderAs('demo_member', <DepositPage />);
    expect(await screen.findByText('No payment method is available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Deposit' })).toBeNull();
  });

  it('a submitted deposit takes the focus to its pending message, and "Make another deposit" takes it to the new form', async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    // Not dropped to the page with the submit button that went away.
    expect(payInLine(payIn)).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    expect(payInLine(payIn)).toHaveFocus();
    // A keyboard goes on from the message to the details' copy buttons and its action.
    await userEvent.tab();
    expect(within(payIn).getByRole('button', { name: 'Copy account number' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(payIn).getByRole('button', { name: 'Make another deposit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('form', { name: 'Deposit' })).toHaveFocus());
  });

  it('a refused deposit is no longer said once the player picks another payment method: the message is the last deposit’s', async () => {
    sandbox.server.use(
      http.post(
        `*${CALLS.wallet.deposit.path}`,
        () => HttpResponse.json({ success: false, value: null, errorCode: 'quota.insufficient' }),
        {
          once: true,
        },
      ),
    );
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your quota is not sufficient.');
    await userEvent.click(within(form).getByRole('radio', { name: /QR Ph/ }));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('an amount is not sent before the wallet currency is known, then is held to its decimals (₫: none)', async () => {
    const balance = heldDongBalance();
    sandbox.server.use(balance.handler);
    const sent = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`));
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    // Typed with the default's two decimals, as the field takes them until the currency is in.
    await userEvent.type(amount, '300.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Balance updating');
    expect(sent).toEqual([]);
    balance.answer();
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/^Enter a whole amount, without decimals/));
    expect(amount).toHaveValue('300.5');
    expect(within(form).queryByRole('status')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('another payment method keeps the amount typed, and says at once when its limits do not take it', async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '15000');
    await userEvent.click(within(form).getByRole('radio', { name: /QR Ph/ }));
    expect(amount).toHaveValue('15,000.00');
    expect(amount).toHaveAccessibleDescription(/^The maximum is ¥10,000.00/);
    await userEvent.click(within(form).getByRole('radio', { name: /GCash/ }));
    expect(amount).toHaveValue('15,000.00');
    expect(amount).not.toBeInvalid();
  });

  it("another payment method keeps a preset's amount, and says at once when its limits do not take it", async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.click(within(form).getByRole('radio', { name: /GCash/ }));
    await userEvent.click(within(form).getByRole('button', { name: '¥50.00' }));
    await userEvent.click(within(form).getByRole('radio', { name: /Bank transfer/ }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('50.00');
    expect(amount).toHaveAccessibleDescription(/^The minimum is ¥100.00/);
    await userEvent.click(within(form).getByRole('button', { name: '¥500.00' }));
    expect(amount).not.toBeInvalid();
  });

  it("a channel whose name already says its kind, in any case, is named once on its chip: not 'Bank transfer · bank transfer'", async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    expect(within(form).getByRole('radio', { name: 'Bank transfer' })).toBeInTheDocument();
    // A name that does not say its kind keeps it.
    expect(within(form).getByRole('radio', { name: 'GCash · e-wallet' })).toBeInTheDocument();
  });

  it("a channel's name is compared with its kind in the reader's language: where the kind reads otherwise, it is kept", async () => {
    await renderAs('demo_member', <DepositPage />, { language: 'VI' });
    expect(await screen.findByRole('radio', { name: 'Bank transfer · chuyển khoản ngân hàng' })).toBeInTheDocument();
  });

  it("a language orders a channel's name and kind on its chip its own way", async () => {
    await renderAs('demo_member', <DepositPage />, { wrapper: translatedAs({ 'wallet.deposit.channelOption': '{type}: {name}' }) });
    expect(await screen.findByRole('radio', { name: 'QR code: QR Ph' })).toBeInTheDocument();
  });
  it("an amount past the player's own deposit limit is said at once, with what the limit leaves, and is not sent", async () => {
    await logInToSandbox('demo_member');
    await createTestStore()
      .dispatch(
        memberApi.endpoints.setDepositLimits.initiate({
          limits: [
            { period: 'WEEK', amount: 900 },
            { period: 'DAY', amount: 500 },
          ],
        }),
      )
      .unwrap();
    const sent = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`));
    renderWithProviders(<DepositPage />, { store: createTestStore() });
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '600');
    // The tightest limit speaks: the day's.
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/^Your deposit limit per 24 hours leaves ¥500\.00\./));
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    expect(amount).not.toHaveAccessibleDescription(/deposit limit/);
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('region', { name: 'How to pay' })).toBeInTheDocument();
  });

  it('an allowance read before the form opened (the session clock keeps one) holds nothing until read again: its period may have let deposits go', async () => {
    await logInToSandbox('demo_member');
    const store = createTestStore();
    await store.dispatch(memberApi.endpoints.setDepositLimits.initiate({ limits: [{ period: 'DAY', amount: 500 }] })).unwrap();
    await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate()).unwrap();
    // Read again as the form opens, and failing: the earlier answer is not taken for today's.
    sandbox.server.use(serverErrorOn(CALLS.member.responsibleGaming.path));
    renderWithProviders(<DepositPage />, { store });
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '600');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(amount).not.toHaveAccessibleDescription(/deposit limit/);
  });

  it('Deposit with no amount is not disabled: it says the amount is missing at its field, which takes the focus, and sends nothing', async () => {
    const sent = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`));
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const submit = within(form).getByRole('button', { name: 'Deposit' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription(/^Enter an amount\b(?! with)/);
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('a double click on Deposit places one order', async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    // Once the currency is known (Deposit waits for it), slow answers: the second click comes while the order is on its way.
    await waitFor(() => expect(within(form).queryByText('Balance updating')).toBeNull());
    await setSandboxFaults({ latencyMs: 300 });
    const sent = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('region', { name: 'How to pay' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('a deposit whose answer was lost, sent again, carries the same idempotency key: one order is placed', async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const before = (await depositRecords()).length;
    const keys = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`), (request) => request.headers.get('Idempotency-Key'));
    await setSandboxFaults({ dropResponsePaths: [CALLS.wallet.deposit.path] });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(payInLine(payIn)).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await depositRecords()).toHaveLength(before + 1);
  });

  it('a deposit credited since its details were kept says so after a reload, with no details to pay in again; the kept copy goes', async () => {
    await depositThenLeave();
    await creditTimePasses();
    const reloaded = renderWithProviders(<DepositPage />, { store: createTestStore() });
    const placed = await screen.findByRole('region', { name: 'Your deposit' });
    expect(within(placed).getByRole('status')).toHaveTextContent(/^Deposit D\d+ of ¥300.00 has been credited to your main wallet\.$/);
    expect(within(placed).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByText('0012 3456 7890')).toBeNull();
    reloaded.unmount();
    // Nothing is left to pay: the next reload offers the form.
    renderWithProviders(<DepositPage />, { store: createTestStore() });
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('pay-in details on screen are read again when the player comes back to the window: once credited, the line says so in place and keeps the focus', async () => {
    const { payIn } = await placeDeposit();
    const line = payInLine(payIn);
    await waitFor(() => expect(line).toHaveFocus());
    // Waiting is not done: the line reads as plain instructions until the deposit is credited.
    expect(rgbToHex(getComputedStyle(line).color)).toBe(testTheme.colors.text);
    await creditTimePasses();
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(line).toHaveTextContent(/^Deposit D\d+ of ¥300.00 has been credited to your main wallet\.$/));
    expect(rgbToHex(getComputedStyle(line).color)).toBe(testTheme.colors.success);
    expect(line).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Your deposit' })).not.toHaveTextContent('0012 3456 7890');
  });

  it(`pay-in details on screen are read again every ${DEPOSIT_STATUS_POLL_MS / 1000} s while the deposit waits`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { payIn } = await placeDeposit();
      act(() => void vi.advanceTimersByTime(DEPOSIT_STATUS_POLL_MS));
      await waitFor(() => expect(within(payIn).getByText('0012 3456 7890')).toBeInTheDocument());
      await creditTimePasses();
      act(() => void vi.advanceTimersByTime(DEPOSIT_STATUS_POLL_MS));
      expect(await screen.findByRole('region', { name: 'Your deposit' })).toHaveTextContent(/has been credited/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a deposit credited while its details show brings the new balance: the balance is asked again, 300 more', async () => {
    await logInToSandbox('demo_member');
    const store = createTestStore();
    renderWithProviders(<DepositPage />, { store });
    const balance = store.dispatch(walletApi.endpoints.getBalance.initiate());
    onTestFinished(() => balance.unsubscribe());
    const before = (await balance.unwrap()).sumBalance;
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('region', { name: 'How to pay' });
    await creditTimePasses();
    act(() => void window.dispatchEvent(new Event('focus')));
    await screen.findByRole('region', { name: 'Your deposit' });
    await waitFor(() => expect(walletApi.endpoints.getBalance.select()(store.getState()).data?.sumBalance).toBe(before + 300));
  });

  it('a deposit the merchant closed uncredited says not to pay for it, in place of the details', async () => {
    const { payIn, orderId } = await placeDeposit();
    sandbox.server.use(
      http.get(`*${CALLS.wallet.transactions.path}`, () =>
        HttpResponse.json({
          success: true,
          value: {
            content: [{ transId: orderId, type: 'DEPOSIT', amount: '300.00', status: 'FAILED', createdAt: Date.now(), reference: orderId }],
            pageNum: 1,
            pageSize: 200,
            totalPages: 1,
            totalElements: 1,
          },
        }),
      ),
    );
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(payIn).toHaveAccessibleName('Your deposit'));
    expect(payInLine(payIn)).toHaveTextContent(
      `Deposit ${orderId} of ¥300.00 was closed without being credited. Do not pay for it; if you already have, contact customer service.`,
    );
    expect(within(payIn).getByText('Failed')).toBeInTheDocument();
    expect(rgbToHex(getComputedStyle(payInLine(payIn)).color)).toBe(testTheme.colors.danger);
    expect(payIn).not.toHaveTextContent('0012 3456 7890');
  });
});
