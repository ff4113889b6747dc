import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import MissionsPage from '../missions/missions-page';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming-page';
import RewardCenterPage from '../rewards/reward-center-page';

const sandbox = serveSandbox();

/** A wallet that answers in Vietnamese dong (₫, no decimals) instead of the sandbox's yuan. */
const walletInDong = () =>
  http.get(`*${CALLS.wallet.balance.path}`, () =>
    HttpResponse.json({
      success: true,
      value: { sumBalance: 1000, currencySymbol: '₫', balance: [{ accountTypeId: 0, availBalance: 1000 }] },
    }),
  );

describe("member amounts are in the wallet's own currency and decimals (₫: none, docs/decisions.md)", () => {
  it('deposit limits: the field, what was deposited and a pending raise', async () => {
    sandbox.server.use(walletInDong());
    await renderAs('member', <ResponsibleGaming />);
    const form = await screen.findByRole('form', { name: 'Deposit limits' });
    const day = within(form).getByRole('textbox', { name: 'Deposit limit per 24 hours' });
    expect(await within(form).findAllByText('Deposited so far: ₫0.')).toHaveLength(3);
    expect(within(form).getAllByText('₫')).toHaveLength(3);
    // A decimal is no amount in dong.
    await userEvent.type(day, '500.5');
    await userEvent.tab();
    expect(day).toBeInvalid();
    await userEvent.clear(day);
    await userEvent.type(day, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    await userEvent.clear(day);
    await userEvent.type(day, '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    expect(await within(form).findByText(/Rises to ₫900 at/)).toBeInTheDocument();
  });

  it('missions: the reward', async () => {
    sandbox.server.use(walletInDong());
    await renderAs('member', <MissionsPage />);
    const mission = await screen.findByRole('region', { name: 'Play 50 slot spins' });
    expect(await within(mission).findByText('Reward: ₫10')).toBeInTheDocument();
  });

  it('reward center: the raffle prize', async () => {
    sandbox.server.use(walletInDong());
    await renderAs('vip', <RewardCenterPage />);
    const raffle = await screen.findByRole('region', { name: 'Lucky raffle' });
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(within(raffle).getByRole('status')).toHaveTextContent(/^You won .+ \(₫\d[\d,]*\)\.$/));
  });
});
