import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, CALLS } from '@wl/api-client';
import { createTestStore, logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { translatedAs } from '../../testing/translated-as';
import WithdrawPage from './withdraw-page';

const sandbox = serveSandbox();
beforeEach(() => {
  sessionStorage.clear();
  sandbox.use({});
});

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/** A new player: no payment password and no bank account yet, so no payee name on file either. */
async function logInAsNewPlayer(username: string) {
  const { token } = await createTestStore()
    .dispatch(
      authApi.endpoints.register.initiate({ username, password: 'Secret#123', confirmPassword: 'Secret#123', registerMethod: 'WEB' }),
    )
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
}

describe('withdraw (spec §4)', () => {
  it('refuses a withdrawal above the balance with "quota not sufficient", and the balance stays', async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    expect(screen.getByText('Available to withdraw: ¥12,580.50')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '12580.51');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your quota is not sufficient.');
    expect(screen.getByText('Available to withdraw: ¥12,580.50')).toBeInTheDocument();
  });

  it('a wrong payment password is named as such, not as the login’s wrong credentials', async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.type(within(form).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
  });

  it('a first bank account added while the form is open is the one the withdrawal goes to', async () => {
    await logInAsNewPlayer('newbank01');
    renderWithProviders(<WithdrawPage />, { store: createTestStore() });
    const setPassword = await screen.findByRole('form', { name: 'Set a payment password' });
    await userEvent.type(within(setPassword).getByLabelText('Payment password'), '135790');
    await userEvent.type(within(setPassword).getByLabelText('Confirm payment password'), '135790');
    await userEvent.click(within(setPassword).getByRole('button', { name: 'Save' }));
    const withdraw = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    // With no account yet, the form to add one is open.
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    const [firstBank] = within(bank)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value'));
    await userEvent.selectOptions(within(bank).getByLabelText('Bank'), firstBank as HTMLOptionElement);
    await userEvent.type(within(bank).getByLabelText('Account number'), '12345678');
    await userEvent.type(within(bank).getByLabelText('Payee name'), 'Juan Cruz');
    await userEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    const account = within(withdraw).getByLabelText('Bank account');
    await waitFor(() => expect(account).toHaveDisplayValue(/5678 · Juan Cruz$/));
    await userEvent.type(within(withdraw).getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.type(within(withdraw).getByLabelText('Payment password'), '135790');
    expect(within(withdraw).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it("a language orders a bank account's bank, number and payee in the picker its own way", async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<WithdrawPage />, { wrapper: translatedAs({ 'wallet.withdraw.bankAccountOption': '{payee}: {bank} {account}' }) });
    const form = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    const [first] = within(within(form).getByRole('combobox', { name: 'Bank account' })).getAllByRole('option');
    expect(first).toHaveTextContent(/^[^·]+: .+ \*{4}\d{4}$/);
  });

  it('says how much turnover is still required and does not submit', async () => {
    await logInToSandbox('demo_vip');
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByText('Bet ¥3,500.00 more before you can withdraw.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('"not received" takes up to 3 png or jpg proofs and sends them; the confirmation then goes away', async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<WithdrawPage />);
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
    await logInAsNewPlayer('newbank02');
    renderWithProviders(<WithdrawPage />, { store: createTestStore() });
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    const sent = addBankAccountCalls();
    const save = within(bank).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(within(bank).getByLabelText('Bank')).toHaveAccessibleDescription('Choose a bank');
    expect(within(bank).getByLabelText('Account number')).toHaveAccessibleDescription('This field cannot be empty');
    expect(within(bank).getByLabelText('Payee name')).toHaveAccessibleDescription('This field cannot be empty');
    expect(sent).toEqual([]);
  });

  it("holds the account number to the call's 6 to 20 digits and the typed payee name to the server's payeeName rule, keeping what was typed", async () => {
    await logInAsNewPlayer('newbank03');
    renderWithProviders(<WithdrawPage />, { store: createTestStore() });
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    const sent = addBankAccountCalls();
    const [firstBank] = within(bank)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value'));
    await userEvent.selectOptions(within(bank).getByLabelText('Bank'), firstBank as HTMLOptionElement);
    const accountNumber = within(bank).getByLabelText('Account number');
    const payeeName = within(bank).getByLabelText('Payee name');
    await userEvent.type(accountNumber, '12345');
    // The sandbox's payeeName rule: 2 to 40 letters, at most one space between two words.
    await userEvent.type(payeeName, 'Juan Dela Cruz');
    const save = within(bank).getByRole('button', { name: 'Save' });
    // Held until the server's rule is in.
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(accountNumber).toHaveAccessibleDescription('Use 6 to 20 digits');
    expect(payeeName).toHaveAccessibleDescription('Use 2 to 40 letters, with at most one space between two words');
    expect(accountNumber).toHaveValue('12345');
    expect(payeeName).toHaveValue('Juan Dela Cruz');
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
});

describe('setting the payment password (spec §5)', () => {
  /** The set-payment-password calls that leave from now on. */
  const paymentPasswordCalls = () => sandbox.record(new RegExp(CALLS.member.paymentPassword.path));

  it("holds the new payment password to the server's paymentPassword rule, with its message beside the field, and sends nothing", async () => {
    await logInAsNewPlayer('newpass01');
    renderWithProviders(<WithdrawPage />, { store: createTestStore() });
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    const sent = paymentPasswordCalls();
    await userEvent.type(within(form).getByLabelText('Payment password'), '1234');
    await userEvent.type(within(form).getByLabelText('Confirm payment password'), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The sandbox's rule: digits only, exactly 6.
    await waitFor(() => expect(within(form).getByLabelText('Payment password')).toHaveAccessibleDescription('Use exactly 6 digits'));
    expect(sent).toEqual([]);
  });

  it('without the server rule, the new payment password is held to the call’s 6 to 20 characters', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.system.registerSettings.path}`, () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }),
      ),
    );
    await logInAsNewPlayer('newpass02');
    renderWithProviders(<WithdrawPage />, { store: createTestStore() });
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    const sent = paymentPasswordCalls();
    await userEvent.type(within(form).getByLabelText('Payment password'), 'abc');
    await userEvent.type(within(form).getByLabelText('Confirm payment password'), 'abd');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Payment password')).toHaveAccessibleDescription('Use 6 to 20 characters of any kind');
    expect(within(form).getByLabelText('Confirm payment password')).toHaveAccessibleDescription('The passwords do not match');
    expect(sent).toEqual([]);
  });
});

describe('the focus after a form closes (WCAG 2.4.3)', () => {
  it('once the payment password is saved, the withdrawal form that replaces its form has the focus, from its heading', async () => {
    await logInAsNewPlayer('newfocus01');
    renderWithProviders(<WithdrawPage />, { store: createTestStore() });
    const setPassword = await screen.findByRole('form', { name: 'Set a payment password' });
    await userEvent.type(within(setPassword).getByLabelText('Payment password'), '135790');
    await userEvent.type(within(setPassword).getByLabelText('Confirm payment password'), '135790{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Withdraw to your bank' });
    await waitFor(() => expect(heading).toContainElement(document.activeElement as HTMLElement));
  });

  it('"Add a bank account" gives the focus to its form’s first field, as the button goes', async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<WithdrawPage />);
    await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    await waitFor(() => expect(within(bank).getByLabelText('Bank')).toHaveFocus());
  });

  it('once a bank account is added, the picker holds it and has the focus', async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<WithdrawPage />);
    const withdraw = await screen.findByRole('form', { name: 'Withdraw to your bank' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    const [firstBank] = within(bank)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value'));
    await userEvent.selectOptions(within(bank).getByLabelText('Bank'), firstBank as HTMLOptionElement);
    await userEvent.type(within(bank).getByLabelText('Account number'), '87654321');
    await userEvent.click(within(bank).getByRole('button', { name: 'Save' }));
    const picker = within(withdraw).getByRole('combobox', { name: 'Bank account' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveDisplayValue(/\*{4}4321 · /);
  });

  it('once a bank account is added before there is a payment password, the button in its form’s place has the focus', async () => {
    await logInAsNewPlayer('newfocus02');
    renderWithProviders(<WithdrawPage />, { store: createTestStore() });
    const bank = await screen.findByRole('form', { name: 'Add a bank account' });
    const [firstBank] = within(bank)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value'));
    await userEvent.selectOptions(within(bank).getByLabelText('Bank'), firstBank as HTMLOptionElement);
    await userEvent.type(within(bank).getByLabelText('Account number'), '12345678');
    await userEvent.type(within(bank).getByLabelText('Payee name'), 'Juan Cruz');
    const save = within(bank).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByRole('button', { name: 'Add a bank account' })).toHaveFocus();
  });
});
