import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import RewardCenterPage from './reward-center-page';

serveSandbox();

describe('reward center (spec §2, §4 activity statuses)', () => {
  it('joins a promotion, then requests its reward: the status follows', async () => {
    await renderAs('member', <RewardCenterPage />);
    const cashback = await screen.findByRole('region', { name: 'Live casino cashback' });
    await userEvent.click(within(cashback).getByRole('button', { name: 'Join' }));
    expect(await within(cashback).findByText('Joined')).toBeInTheDocument();
    await userEvent.click(within(cashback).getByRole('button', { name: 'Request reward' }));
    expect(await within(cashback).findByText('Applying')).toBeInTheDocument();
  });

  it('claims the daily raffle once: the prize shows and the raffle reads claimed', async () => {
    await renderAs('vip', <RewardCenterPage />);
    const raffle = await screen.findByRole('region', { name: 'Lucky raffle' });
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw now' }));
    expect(await within(raffle).findByRole('status')).toHaveTextContent(/You won ¥\d+ bonus/);
    expect(await within(raffle).findByText('Claimed')).toBeInTheDocument();
    expect(within(raffle).queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
  });
});
