import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, memberApi, walletApi, type RegisterSettings, setBalanceHidden } from '@wl/api-client';
import { PATTERN_KINDS } from '@wl/forms';
import { renderAs, renderWithProviders, setSandboxFaults } from '@wl/testing';
import { expectNothingSent } from '@wl/testing/vitest';
import { translatedAs } from '../../testing/translated-as';
import { asNewPlayer, heldDongBalance, serveWalletSandbox, serverErrorOn } from '../../testing/wallet-sandbox';
import WithdrawPage from './withdraw-page';

const sandbox = serveWalletSandbox();

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/** The page for a new player: no payment password and no bank account yet, so no payee name on file either. */
async function openAsNewPlayer(username: string) {
  const store = await asNewPlayer(username);
  return { store, ...renderWithProviders(<WithdrawPage />, { store }) };
}

/** Types the new payment password and its confirmation once the fields are in (with their rule), then saves them. */
async function setPaymentPassword(form: HTMLElement, password: string, confirmation = password) {
  await userEvent.type(await within(form).findByLabelText('Payment password'), password);
  await userEvent.type(within(form).getByLabelText('Confirm payment password'), confirmation);
  const save = within(form).getByRole('button', { name: 'Save' });
  // Save waits for the rule to compile.
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
}

/** The register settings call answered as the sandbox answers it, with the payment password's rule changed, once `held` settles. */
async function paymentPasswordRuleAs(change: Partial<RegisterSettings['paymentPassword']>, held?: Promise<void>) {
  const answer = (await (await fetch(new URL(CALLS.system.registerSettings.path, window.location.origin))).json()) as {
    value: RegisterSettings;
  };
  const value = { ...answer.value, paymentPassword: { ...answer.value.paymentPassword, ...change } };
  return http.get(`*${CALLS.system.registerSettings.path}`, async () => {
    await held;
    return HttpResponse.json({ ...answer, value });
  });
}

/** Fills the add-bank-account form with the first bank the list offers, without saving; returns that bank's option. */
async function fillBankAccount(bank: HTMLElement, accountNumber: string, payeeName?: string) {
  const [firstBank] = within(bank)
    .getAllByRole('option')
    .filter((option) => option.getAttribute('value'));
  await userEvent.selectOptions(within(bank).getByLabelText('Bank'), firstBank as HTMLOptionElement);
  await userEvent.type(within(bank).getByLabelText('Account number'), accountNumber);
  if (payeeName) await userEvent.type(within(bank).getByLabelText('Payee name'), payeeName);
  return firstBank;
}

/** Types a withdrawal's amount and payment password, without sending it. */
async function fillWithdrawal(form: HTMLElement, amount: string, paymentPassword: string) {
  await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.type(within(form).getByLabelText('Payment password'), paymentPassword);
}

describe('withdraw (spec §4)', () => {
  it('an amount above what is available to withdraw is held at the field with that maximum named, and nothing is sent for the server to refuse', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    expect(screen.getByText('Available to withdraw: ¥12,580.50')).toBeInTheDocument();
    const sent = sandbox.record(new RegExp(CALLS.wallet.withdraw.path));
    await fillWithdrawal(form, '12580.51', '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    // Not "quota not sufficient" from the server, whose catalogued way on is customer service.
    expect(amount).toHaveAccessibleDescription(/^The maximum is ¥12,580\.50/);
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
    expect(screen.queryByText('Your quota is not sufficient.')).toBeNull();
  });

  it('with the balance hidden, an amount above what is available is said to be more than the wallet holds, without the figure', async () => {
    setBalanceHidden(true);
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    const sent = sandbox.record(new RegExp(CALLS.wallet.withdraw.path));
    await fillWithdrawal(form, '12580.51', '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(/^The amount is more than this wallet holds\./);
    expect(amount).not.toHaveAccessibleDescription(/12,580/);
    await expectNothingSent(sent);
  });

  it('Withdraw with the amount and payment password missing is not disabled: it marks both, gives the focus to the amount, and sends nothing', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    const sent = sandbox.record(new RegExp(CALLS.wallet.withdraw.path));
    const submit = within(form).getByRole('button', { name: 'Withdraw' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    const password = within(form).getByLabelText('Payment password');
    expect(amount).toHaveAccessibleDescription(/^Enter an amount\b(?! with)/);
    expect(password).toHaveAccessibleDescription('This field cannot be empty');
    expect(amount).toHaveFocus();
    // The amount given, Enter in it moves on to the password still missing.
    await userEvent.type(amount, '100{Enter}');
    expect(password).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('an amount is not sent before the wallet currency is known, then is held to its decimals (₫: none)', async () => {
    const balance = heldDongBalance();
    sandbox.server.use(balance.handler);
    const sent = sandbox.record(new RegExp(CALLS.wallet.withdraw.path));
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    // Typed with the default's two decimals, as the field takes them until the currency is in.
    await fillWithdrawal(form, '100.5', '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Balance updating');
    expect(sent).toEqual([]);
    balance.answer();
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/^Enter a whole amount, without decimals/));
    expect(amount).toHaveValue('100.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('a hidden balance (spec §2: asterisks) hides the amount available to withdraw too', async () => {
    setBalanceHidden(true);
    await renderAs('demo_member', <WithdrawPage />);
    await screen.findByRole('form', { name: 'Withdraw to your bank' });
    expect(screen.getByText('Available to withdraw: ****')).toBeInTheDocument();
    expect(screen.queryByText(/12,580\.50/)).toBeNull();
  });

  it('the payment password asks browsers for no saved password: a login password filled in would count as a wrong try', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    expect(within(form).getByLabelText('Payment password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('a wrong payment password is named as such, not as the login’s wrong credentials, and is emptied with its field focused, not said missing', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    // Pressed empty first: the fields are marked, and a send later clears the marks.
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await fillWithdrawal(form, '100', '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    // Typed again, as in every money form: emptied, its field focused; the amount kept.
    const password = within(form).getByLabelText('Payment password');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    // The refusal says why it is empty: not "cannot be empty" beside it.
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('100.00');
  });

  it('a first bank account added while the form is open is the one the withdrawal goes to', async () => {
    await openAsNewPlayer('newbank01');
    const setPassword = await screen.findByRole('form', { name: 'Set a payment password' });
    await setPaymentPassword(setPassword, '135790');
    const withdraw = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    // With no account yet, the form to add one is open.
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    await fillBankAccount(bank, '12345678', 'Juan Cruz');
    await userEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    const account = within(withdraw).getByLabelText('Bank account');
    await waitFor(() => expect(account).toHaveDisplayValue(/5678 · Juan Cruz$/));
    await fillWithdrawal(withdraw, '100', '135790');
    expect(within(withdraw).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('a withdrawal whose answer was lost keeps its key though the withdrawal info cannot be read again: sent again, it is made once', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    const keys = sandbox.record(new RegExp(CALLS.wallet.withdraw.path), (request) => request.headers.get('Idempotency-Key'));
    await setSandboxFaults({ dropResponsePaths: [CALLS.wallet.withdraw.path] });
    // The info is read again after the withdrawal; that read fails too.
    sandbox.server.use(serverErrorOn(CALLS.wallet.withdrawInfo.path, { once: true }));
    await fillWithdrawal(form, '100', '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    // The page says the info could not be read, above the form it keeps.
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    await setSandboxFaults({});
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(/of ¥100\.00 is pending/));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByText('Available to withdraw: ¥12,480.50')).toBeInTheDocument();
  });

  it('a withdrawal whose answer was lost, its amount typed again another way ("100.00" for "100"), is the same withdrawal: one key', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    const keys = sandbox.record(new RegExp(CALLS.wallet.withdraw.path), (request) => request.headers.get('Idempotency-Key'));
    await setSandboxFaults({ dropResponsePaths: [CALLS.wallet.withdraw.path] });
    await fillWithdrawal(form, '100', '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(/of ¥100\.00 is pending/));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a withdrawal just made stays in sight: the line saying it is pending takes the focus, and the recent withdrawals list it as pending', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await fillWithdrawal(form, '100', '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const outcome = await within(form).findByRole('status');
    const order = /Withdrawal (W\d+) of ¥100\.00 is pending\./.exec(outcome.textContent ?? '')?.[1] ?? '';
    expect(order).not.toBe('');
    await waitFor(() => expect(outcome).toHaveFocus());
    const recent = screen.getByRole('table', { name: 'Recent withdrawals (Last 30 days)' });
    await waitFor(() => expect(within(recent).getByRole('row', { name: new RegExp(order) })).toHaveTextContent(/¥100\.00\s*Pending/));
  });

  it('a new try takes away the line saying the last withdrawal is pending: beside a refusal it read as its outcome', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await fillWithdrawal(form, '100', '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(form).getByText(/is pending\./)).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(within(form).queryByText(/is pending\./)).toBeNull();
  });

  it('a withdrawal paid out and not yet confirmed is listed as paid out, not completed nor pending, beside its receipt question', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    const recent = await screen.findByRole('table', { name: 'Recent withdrawals (Last 30 days)' });
    const paidOut = await within(recent).findByRole('row', { name: /¥500\.00/ });
    expect(paidOut).toHaveTextContent('Paid out');
    expect(paidOut).not.toHaveTextContent(/Pending|Completed/);
    expect(within(recent).getByRole('row', { name: /¥800\.00/ })).toHaveTextContent('Completed');
  });

  it('a payment password the server accepted is trusted though the withdrawal info cannot be read again: the withdrawal form comes', async () => {
    await openAsNewPlayer('trusted01');
    const setPassword = await screen.findByRole('form', { name: 'Set a payment password' });
    sandbox.server.use(serverErrorOn(CALLS.wallet.withdrawInfo.path));
    await setPaymentPassword(setPassword, '135790');
    expect(await screen.findByRole('form', { name: 'Withdraw to your bank' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a payment password' })).toBeNull();
  });

  it('a payment password set in My account is known here: the withdrawal form shows, not the form to set one', async () => {
    const { store, unmount } = await openAsNewPlayer('elsewhere01');
    await screen.findByRole('form', { name: 'Set a payment password' });
    unmount();
    await store
      .dispatch(memberApi.endpoints.setPaymentPassword.initiate({ newPaymentPassword: '135790', confirmPaymentPassword: '135790' }))
      .unwrap();
    renderWithProviders(<WithdrawPage />, { store });
    expect(await screen.findByRole('form', { name: 'Withdraw to your bank' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a payment password' })).toBeNull();
  });

  it("a language orders a bank account's bank, number and payee in the picker its own way", async () => {
    await renderAs('demo_member', <WithdrawPage />, {
      wrapper: translatedAs({ 'wallet.withdraw.bankAccountOption': '{payee}: {bank} {account}' }),
    });
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    const [first] = within(within(form).getByRole('combobox', { name: 'Bank account' })).getAllByRole('option');
    expect(first).toHaveTextContent(/^[^·]+: .+ \*{4}\d{4}$/);
  });

  it('says how much turnover is still required, names it on the unavailable Withdraw, and does not submit', async () => {
    await renderAs('demo_vip', <WithdrawPage />);
    expect(await screen.findByText('Bet ¥3,500.00 more before you can withdraw.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Withdraw to your bank' });
    const sent = sandbox.record(new RegExp(CALLS.wallet.withdraw.path));
    const submit = within(form).getByRole('button', { name: 'Withdraw' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription('Bet ¥3,500.00 more before you can withdraw.');
    await fillWithdrawal(form, '100', '246810');
    await userEvent.keyboard('{Enter}');
    await expectNothingSent(sent);
  });

  it('"not received" takes up to 3 png or jpg proofs and sends them; the confirmation then goes away', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const receipt = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    expect(receipt).toHaveTextContent('Without an answer within 30 minutes');
    await userEvent.click(within(receipt).getByRole('button', { name: 'Not received' }));
    const input = within(receipt).getByLabelText(/png or jpg/);
    await userEvent.upload(input, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(within(receipt).getByRole('alert')).toHaveTextContent('Only png or jpg images');
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(within(receipt).getByRole('alert')).toHaveTextContent('At most 3 images');
    await userEvent.upload(input, png('proof.png'));
    expect(await within(receipt).findByRole('list', { name: 'Chosen images' })).toHaveTextContent('proof.png');
    await userEvent.click(within(receipt).getByRole('button', { name: 'Send' }));
    await screen.findByRole('form', { name: 'Withdraw to your bank' });
    expect(await screen.findByText('Available to withdraw: ¥12,580.50')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('region', { name: 'Did you receive ¥500.00?' })).toBeNull();
  });
});

describe('adding a bank account (spec §5)', () => {
  /** The bodies of the add-bank-account calls that leave from now on. */
  const addBankAccountCalls = () => sandbox.record(/\/withdraw\/bank-accounts/, (request) => request.clone().json() as Promise<unknown>);

  it('names the missing bank, account number and payee name beside each field, and sends nothing', async () => {
    await openAsNewPlayer('newbank02');
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    const sent = addBankAccountCalls();
    const save = within(bank).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(within(bank).getByLabelText('Bank')).toHaveAccessibleDescription('Choose a bank');
    expect(within(bank).getByLabelText('Account number')).toHaveAccessibleDescription('This field cannot be empty');
    expect(within(bank).getByLabelText('Payee name')).toHaveAccessibleDescription('This field cannot be empty');
    await expectNothingSent(sent);
  });

  it('an account number typed in Arabic-Indic or Persian digits is kept, as 0-9; letters and spaces are dropped', async () => {
    await openAsNewPlayer('newbank05');
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    const accountNumber = within(bank).getByLabelText('Account number');
    await userEvent.type(accountNumber, '٠١٢ ۳۴۵a6');
    expect(accountNumber).toHaveValue('0123456');
  });

  it("holds the account number to the call's 6 to 20 digits and the typed payee name to the server's payeeName rule, keeping what was typed", async () => {
    await openAsNewPlayer('newbank03');
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    const sent = addBankAccountCalls();
    // The sandbox's payeeName rule: 2 to 40 letters, words separated by single spaces.
    const firstBank = await fillBankAccount(bank, '12345', 'Juan Cruz 3');
    const accountNumber = within(bank).getByLabelText('Account number');
    const payeeName = within(bank).getByLabelText('Payee name');
    const save = within(bank).getByRole('button', { name: 'Save' });
    // Held until the server's rule is in.
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(accountNumber).toHaveAccessibleDescription('Use 6 to 20 digits');
    expect(payeeName).toHaveAccessibleDescription('Use 2 to 40 letters, words separated by single spaces');
    expect(accountNumber).toHaveValue('12345');
    expect(payeeName).toHaveValue('Juan Cruz 3');
    expect(sent).toEqual([]);

    await userEvent.type(accountNumber, '678');
    await userEvent.clear(payeeName);
    await userEvent.type(payeeName, ' Juan Cruz ');
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a bank account' })).toBeNull());
    // Sent as the call takes it: trimmed.
    expect(await Promise.all(sent)).toEqual([
      { bankCode: firstBank?.getAttribute('value'), accountNumber: '12345678', payeeName: 'Juan Cruz' },
    ]);
  });
  it('a Save whose answer was lost, pressed again, adds the account once: both carry one idempotency key', async () => {
    const { store } = await openAsNewPlayer('newbank04');
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    const keys = sandbox.record(/\/withdraw\/bank-accounts/, (request) => request.headers.get('Idempotency-Key'));
    await fillBankAccount(bank, '12345678', 'Juan Cruz');
    const save = within(bank).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await setSandboxFaults({ dropResponsePaths: [CALLS.wallet.addBankAccount.path] });
    await userEvent.click(save);
    expect(await within(bank).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    await userEvent.click(save);
    expect(await screen.findByRole('button', { name: 'Add a bank account' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const info = await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(info.bankAccounts).toHaveLength(1);
  });
});

describe('setting the payment password (spec §5)', () => {
  /** The set-payment-password calls that leave from now on. */
  const paymentPasswordCalls = () => sandbox.record(new RegExp(CALLS.member.paymentPassword.path));

  it("holds the new payment password to the server's paymentPassword rule, with its message beside the field, and sends nothing", async () => {
    await openAsNewPlayer('newpass01');
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    const sent = paymentPasswordCalls();
    await setPaymentPassword(form, '1234');
    // The sandbox's rule: digits only, exactly 6.
    await waitFor(() => expect(within(form).getByLabelText('Payment password')).toHaveAccessibleDescription('Use exactly 6 digits'));
    await expectNothingSent(sent);
  });

  it('a payment password rule that cannot be read says so with Try again, and no password is sent unchecked; Try again brings the fields', async () => {
    sandbox.server.use(serverErrorOn(CALLS.system.registerSettings.path, { once: true }));
    await openAsNewPlayer('newpass02');
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    const sent = paymentPasswordCalls();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Unknown error');
    expect(within(form).queryByLabelText('Payment password')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    await setPaymentPassword(form, '1234');
    await waitFor(() => expect(within(form).getByLabelText('Payment password')).toHaveAccessibleDescription('Use exactly 6 digits'));
    await expectNothingSent(sent);
  });

  it('Save waits for the payment password rule: nothing can be sent before it has arrived', async () => {
    let answerSettings: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerSettings = resolve));
    sandbox.server.use(await paymentPasswordRuleAs({}, held));
    await openAsNewPlayer('newpass03');
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    expect(within(form).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    answerSettings();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("a merchant's payment password rule wider than the call's 6 to 20 characters is held to the call's bounds, which its message names", async () => {
    sandbox.server.use(
      await paymentPasswordRuleAs({ acceptedPattern: '*', patternId: PATTERN_KINDS.freeCharacters.patternId, minLength: 4, maxLength: 30 }),
    );
    await openAsNewPlayer('newpass04');
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    const sent = paymentPasswordCalls();
    for (const tooShortOrLong of ['abcde', 'a'.repeat(21)]) {
      await setPaymentPassword(form, tooShortOrLong);
      expect(within(form).getByLabelText('Payment password')).toHaveAccessibleDescription('Use 6 to 20 characters of any kind');
      await userEvent.clear(within(form).getByLabelText('Payment password'));
      await userEvent.clear(within(form).getByLabelText('Confirm payment password'));
    }
    await expectNothingSent(sent);
  });

  it("a confirmation that differs says the catalogue's confirmation message (spec §8), as My account's form does, and sends nothing", async () => {
    await openAsNewPlayer('newpass05');
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    const sent = paymentPasswordCalls();
    await setPaymentPassword(form, '135790', '135791');
    expect(within(form).getByLabelText('Confirm payment password')).toHaveAccessibleDescription(
      'The confirmation does not match the password',
    );
    await expectNothingSent(sent);
  });
});

describe('the focus after a form closes (WCAG 2.4.3)', () => {
  it('once the payment password is saved, the withdrawal form that replaces its form has the focus, from its heading', async () => {
    await openAsNewPlayer('newfocus01');
    const setPassword = await screen.findByRole('form', { name: 'Set a payment password' });
    await userEvent.type(await within(setPassword).findByLabelText('Payment password'), '135790');
    await userEvent.type(within(setPassword).getByLabelText('Confirm payment password'), '135790');
    // Save waits for the rule to compile.
    await waitFor(() => expect(within(setPassword).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Withdraw to your bank' });
    await waitFor(() => expect(heading).toContainElement(document.activeElement as HTMLElement));
  });

  it('"Add a bank account" gives the focus to its form’s first field, as the button goes', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    await waitFor(() => expect(within(bank).getByLabelText('Bank')).toHaveFocus());
  });

  it('Cancel closes the add-bank-account form, drops what was typed and gives the focus back to "Add a bank account"', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    await screen.findByRole('form', { name: 'Withdraw to your bank' });
    const sent = sandbox.record(/\/withdraw\/bank-accounts/);
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    await fillBankAccount(bank, '87654321');
    await userEvent.click(within(bank).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add a bank account' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add a bank account' });
    await waitFor(() => expect(add).toHaveFocus());
    expect(sent).toEqual([]);
    // Opened again, it starts empty.
    await userEvent.click(add);
    const again = screen.getByRole('form', { name: 'Add a bank account' });
    expect(within(again).getByLabelText('Account number')).toHaveValue('');
    expect(within(again).getByLabelText('Bank')).toHaveValue('');
  });

  it('pressing Cancel says nothing of the field it leaves: a message there would move Cancel from under the pointer before the click lands', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    const bankList = within(bank).getByLabelText('Bank');
    await waitFor(() => expect(bankList).toHaveFocus());
    // The pointer pressed on Cancel, not yet let go.
    const user = userEvent.setup();
    const cancel = within(bank).getByRole('button', { name: 'Cancel' });
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(bankList).not.toHaveAccessibleDescription('Choose a bank');
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });
    expect(screen.queryByRole('form', { name: 'Add a bank account' })).toBeNull();
  });

  it('once a bank account is added, the picker holds it and has the focus', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const withdraw = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    await fillBankAccount(bank, '87654321');
    await userEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    const picker = within(withdraw).getByRole('combobox', { name: 'Bank account' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveDisplayValue(/\*{4}4321 · /);
  });

  it('"Received" closes the withdrawal for good (spec §4), so it is confirmed first: the confirmation takes the focus on Cancel, which gives it back to "Received" with nothing sent', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const receipt = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    const sent = sandbox.record(new RegExp(CALLS.wallet.confirmReceipt.path));
    const received = within(receipt).getByRole('button', { name: 'Received' });
    await userEvent.click(received);
    expect(received).toHaveAttribute('aria-expanded', 'true');
    const confirmation = within(receipt).getByRole('group', {
      name: /^Confirm that the ¥500\.00 of withdrawal \S+ is in your account\? This closes the withdrawal/,
    });
    expect(within(confirmation).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(receipt).queryByRole('group')).toBeNull();
    expect(received).toHaveFocus();
    expect(received).toHaveAttribute('aria-expanded', 'false');
    await expectNothingSent(sent);
  });

  it('an answered receipt confirmation says what was recorded in its place, and that message has the focus', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const receipt = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    await userEvent.click(within(receipt).getByRole('button', { name: 'Received' }));
    await userEvent.click(within(receipt).getByRole('button', { name: 'Yes, I received it' }));
    const recorded = await screen.findByRole('status');
    expect(recorded).toHaveTextContent(/^Thank you: withdrawal \S+ is confirmed as received\.$/);
    expect(recorded).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Did you receive ¥500.00?' })).toBeNull();
  });

  it('an answer whose reply is lost, which the server recorded, says what was recorded: not that the withdrawal counts as received', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    await setSandboxFaults({ dropResponsePaths: [CALLS.wallet.confirmReceipt.path] });
    const receipt = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    await userEvent.click(within(receipt).getByRole('button', { name: 'Not received' }));
    await userEvent.upload(
      within(receipt).getByLabelText(/png or jpg/),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'proof.png', { type: 'image/png' }),
    );
    await within(receipt).findByRole('list', { name: 'Chosen images' });
    await userEvent.click(within(receipt).getByRole('button', { name: 'Send' }));
    // The refetched info no longer lists it: the answer landed, 25 minutes before the deadline.
    const recorded = await screen.findByRole('status');
    expect(recorded).toHaveTextContent(/^Withdrawal \S+ is reported as not received\./);
    expect(screen.queryByText(/counts as received and is not refunded/)).toBeNull();
    await setSandboxFaults({});
  });

  it('an answer the server refuses because its deadline passed gives way to a line saying the withdrawal counts as received, which has the focus', async () => {
    await renderAs('demo_member', <WithdrawPage />);
    const receipt = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    // The sandbox's deadline is 25 minutes away; the page's clock has not reached it.
    await fetch(new URL('/__sandbox/clock', window.location.href), { method: 'POST', body: JSON.stringify({ advanceMs: 26 * 60_000 }) });
    await userEvent.click(within(receipt).getByRole('button', { name: 'Received' }));
    await userEvent.click(within(receipt).getByRole('button', { name: 'Yes, I received it' }));
    const counted = await screen.findByRole('status');
    expect(counted).toHaveTextContent(/^The time to answer has passed: withdrawal \S+ counts as received and is not refunded\.$/);
    expect(counted).toHaveFocus();
    expect(receipt).not.toBeInTheDocument();
    const recent = screen.getByRole('table', { name: 'Recent withdrawals (Last 30 days)' });
    await waitFor(() => expect(within(recent).getByRole('row', { name: /¥500\.00/ })).toHaveTextContent('Completed'));
  });

  it('once a bank account is added before there is a payment password, the button in its form’s place has the focus', async () => {
    await openAsNewPlayer('newfocus02');
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    await fillBankAccount(bank, '12345678', 'Juan Cruz');
    const save = within(bank).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a bank account' })).toHaveFocus());
  });
});
