import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '@wl/api-client';
import { createTestStore, logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import WithdrawPage from './withdraw-page';

const sandbox = serveSandbox();
beforeEach(() => {
  sessionStorage.clear();
  sandbox.use({});
});

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

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
    // A new player: no payment password and no bank account yet.
    const { token } = await createTestStore()
      .dispatch(
        authApi.endpoints.register.initiate({
          username: 'newbank01',
          password: 'Secret#123',
          confirmPassword: 'Secret#123',
          registerMethod: 'WEB',
        }),
      )
      .unwrap();
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('isAgent', '0');
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
