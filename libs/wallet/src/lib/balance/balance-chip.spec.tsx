import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { logInAs } from '../../testing/sandbox-login';
import { BalanceChip } from './balance-chip';

const sandbox = serveSandbox();
beforeEach(() => {
  sessionStorage.clear();
  sandbox.use({});
});

describe('the balance (spec §2, §4, §9)', () => {
  it('says "balance updating" until fetched, then the sum with the server\'s symbol, 2 decimals and separators', async () => {
    await logInAs('demo_member');
    renderWithProviders(<BalanceChip />);
    const chip = await screen.findByRole('group', { name: 'Balance' });
    expect(chip).toHaveTextContent('Balance updating');
    expect(await screen.findByText('¥13,030.75')).toBeInTheDocument();
  });

  it('hides the amount behind asterisks and shows it again', async () => {
    await logInAs('demo_member');
    renderWithProviders(<BalanceChip />);
    await screen.findByText('¥13,030.75');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(screen.queryByText('¥13,030.75')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('¥13,030.75')).toBeInTheDocument();
  });

  it('refreshes on request and is busy while it fetches', async () => {
    await logInAs('demo_member');
    renderWithProviders(<BalanceChip />);
    await screen.findByText('¥13,030.75');
    await fetch(new URL('/__sandbox/faults', window.location.origin), { method: 'PUT', body: JSON.stringify({ latencyMs: 1000 }) });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    fireEvent.click(refresh);
    expect(await screen.findByRole('button', { name: 'Refresh balance', busy: true })).toBeDisabled();
    await expect.poll(() => refresh.hasAttribute('disabled')).toBe(false);
  });
});
