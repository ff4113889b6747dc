import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useDispatch } from 'react-redux';
import { baseApi } from '@wl/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAs, setSandboxFaults } from '@wl/testing';
import { serveWalletSandbox } from '../../testing/wallet-sandbox';
import { BalanceChip } from './balance-chip';

const sandbox = serveWalletSandbox();
/** The test's calls for the balance. */
let balanceCalls: string[] = [];
beforeEach(() => {
  balanceCalls = sandbox.record(/\/wps\/v2\/wallets\/balance(?:\?|$)/);
});

/** What a game's frame does when it goes (`useBalanceAfterPlay`): the balance is asked for again. */
function LeaveGame() {
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(baseApi.util.invalidateTags(['Balance']))}>
      Leave
    </button>
  );
}

describe('the balance (spec §2, §4, §9)', () => {
  it('says "balance updating" until fetched, then the sum with the server\'s symbol, 2 decimals and separators', async () => {
    // The balance is held until the chip has been read, which would otherwise race its answer.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => held, { once: true }));
    await renderAs('demo_member', <BalanceChip />);
    const chip = await screen.findByRole('group', { name: 'Balance' });
    expect(chip).toHaveTextContent('Balance updating');
    answer();
    expect(await screen.findByText('¥13,030.75')).toBeInTheDocument();
  });

  it('hides the amount behind asterisks and shows it again', async () => {
    await renderAs('demo_member', <BalanceChip />);
    await screen.findByText('¥13,030.75');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(screen.queryByText('¥13,030.75')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('¥13,030.75')).toBeInTheDocument();
  });

  it('refreshes on request and is busy while it fetches, keeping the focus: a second press asks nothing more', async () => {
    await renderAs('demo_member', <BalanceChip />);
    await screen.findByText('¥13,030.75');
    await setSandboxFaults({ latencyMs: 1000 });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    refresh.focus();
    fireEvent.click(refresh);
    const busy = await screen.findByRole('button', { name: 'Refresh balance', busy: true });
    // Busy, not disabled: a disabled button drops the keyboard's focus to the page.
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    fireEvent.click(busy);
    await expect.poll(() => refresh.getAttribute('aria-busy')).toBeNull();
    expect(balanceCalls).toHaveLength(2);
  });

  it('a balance that cannot be fetched says so, offers its refresh instead of the show/hide toggle, and comes back with it', async () => {
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error(), { once: true }));
    await renderAs('demo_member', <BalanceChip compact />);
    const amount = screen.getByRole('status', { name: 'Balance' });
    expect(await within(amount).findByText('Balance unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide balance' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await expect.poll(() => amount.textContent).toBe('¥13,030.75');
    expect(screen.getByRole('button', { name: 'Hide balance' })).toBeInTheDocument();
  });

  it('on the phone, the refresh that brings the balance back hands its focus to the show/hide toggle as it goes', async () => {
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error(), { once: true }));
    await renderAs('demo_member', <BalanceChip compact />);
    const amount = screen.getByRole('status', { name: 'Balance' });
    await within(amount).findByText('Balance unavailable');
    screen.getByRole('button', { name: 'Refresh balance' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => amount.textContent).toBe('¥13,030.75');
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveFocus();
  });

  it('a balance that cannot be fetched keeps saying so while its refresh asks again, the refresh busy and keeping the focus', async () => {
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error(), { once: true }));
    await renderAs('demo_member', <BalanceChip compact />);
    const amount = await screen.findByRole('status', { name: 'Balance' });
    await within(amount).findByText('Balance unavailable');
    await setSandboxFaults({ latencyMs: 1000 });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    refresh.focus();
    fireEvent.click(refresh);
    const busy = await screen.findByRole('button', { name: 'Refresh balance', busy: true });
    expect(busy).toHaveFocus();
    expect(amount).toHaveTextContent('Balance unavailable');
    await expect.poll(() => amount.textContent, { timeout: 10_000 }).toBe('¥13,030.75');
  });

  it('a refresh that fails keeps the amount marked as not updated, with its refresh, until a refresh answers', async () => {
    await renderAs('demo_member', <BalanceChip />);
    const amount = screen.getByRole('status', { name: 'Balance' });
    await expect.poll(() => amount.textContent).toBe('¥13,030.75');
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error(), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await expect.poll(() => amount.textContent).toBe('¥13,030.75 Not updated');
    expect(screen.getByRole('button', { name: 'Hide balance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await expect.poll(() => amount.textContent).toBe('¥13,030.75');
  });

  it('on the phone, a refresh that fails marks the amount, says it is not updated, and offers the refresh, whose focus goes to the toggle once it answers', async () => {
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error(), { once: true }));
    await renderAs(
      'demo_member',
      <>
        <BalanceChip compact />
        <LeaveGame />
      </>,
    );
    const amount = screen.getByRole('status', { name: 'Balance' });
    // The first call fails; the refresh answers; the next, on leaving a game, fails.
    await within(amount).findByText('Balance unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await expect.poll(() => amount.textContent).toBe('¥13,030.75');
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error(), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await expect.poll(() => amount.textContent).toBe('¥13,030.75 ⚠︎Not updated');
    // The mark is drawn, not read: the words say it.
    expect(within(amount).getByText('⚠︎')).toHaveAttribute('aria-hidden', 'true');
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => amount.textContent).toBe('¥13,030.75');
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveFocus();
  });

  it('the phone’s chip shows no refresh button while the balance is in', async () => {
    await renderAs('demo_member', <BalanceChip compact />);
    await screen.findByText('¥13,030.75');
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
  });
});
