import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import DepositPage from './deposit-page';

const sandbox = serveSandbox();
beforeEach(() => {
  sessionStorage.clear();
  sandbox.use({});
});

describe('deposit (spec §4)', () => {
  it("offers each channel's presets, holds the submit outside its bounds, and shows what to pay in once submitted", async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /QR Ph/ }));
    expect(screen.getByText('From ¥10.00 to ¥10,000.00')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '10000.01');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '¥300.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(payIn).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    expect(await screen.findByRole('img', { name: 'QR code to scan with your payment app' })).toBeInTheDocument();
  });
});
