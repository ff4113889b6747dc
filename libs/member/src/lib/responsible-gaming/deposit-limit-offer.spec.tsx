import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { memberApi } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs, renderAsNewPlayer, type MemberStore } from '../../testing/member-session';
import { DepositLimitOffer, FirstDepositLimitOffer } from './deposit-limit-offer';

const sandbox = serveSandbox();

const OFFER = { name: 'Set a deposit limit (optional)' };

/** Waits until the protections have arrived, so an offer that is not shown is really not shown. */
async function protectionsLoaded(store: MemberStore) {
  await waitFor(() => expect(memberApi.endpoints.getResponsibleGaming.select()(store.getState()).isSuccess).toBe(true));
}

describe('deposit limits offered before the first deposit (responsible gaming)', () => {
  it('a player who has never deposited and set no limit is offered the three limits, clearly optional; not now puts it away', async () => {
    await renderAsNewPlayer('offered01', <FirstDepositLimitOffer />);
    const offer = await screen.findByRole('region', OFFER);
    expect(within(offer).getByRole('textbox', { name: 'Deposit limit per 24 hours' })).toBeInTheDocument();
    expect(within(offer).getByRole('textbox', { name: 'Deposit limit per 7 days' })).toBeInTheDocument();
    expect(within(offer).getByRole('textbox', { name: 'Deposit limit per month' })).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', OFFER)).not.toBeInTheDocument();
  });

  it('"not now" holds for the visit: the offer put away after registering is not made again beside the first deposit', async () => {
    /** The offer right after registration, then the deposit page. */
    function RegisteredThenDeposit() {
      const [depositing, setDepositing] = useState(false);
      return depositing ? <FirstDepositLimitOffer /> : <DepositLimitOffer onDone={() => setDepositing(true)} />;
    }
    const { store } = await renderAsNewPlayer('offered04', <RegisteredThenDeposit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await protectionsLoaded(store);
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', OFFER)).not.toBeInTheDocument();
  });

  it('a limit saved from the offer is stored by the server, and the offer says so until the player continues', async () => {
    const { store } = await renderAsNewPlayer('offered02', <FirstDepositLimitOffer />);
    const offer = await screen.findByRole('region', OFFER);
    await userEvent.type(within(offer).getByRole('textbox', { name: 'Deposit limit per 7 days' }), '2000');
    await userEvent.click(within(offer).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(within(offer).getByRole('status')).toHaveTextContent('Limits saved.'));
    const stored = await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(stored.limits.find((limit) => limit.period === 'WEEK')?.amount).toBe(2000);
    await userEvent.click(within(offer).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', OFFER)).not.toBeInTheDocument();
  });

  it('a pending raise saved from the offer is not sent again by another Save, so its 24 hours do not restart', async () => {
    const sent = sandbox.record(/\/responsibleGaming\/depositLimits$/);
    await renderAsNewPlayer('offered03', <FirstDepositLimitOffer />);
    const offer = await screen.findByRole('region', OFFER);
    const day = within(offer).getByRole('textbox', { name: 'Deposit limit per 24 hours' });
    const save = within(offer).getByRole('button', { name: 'Save limits' });
    await userEvent.type(day, '500');
    await userEvent.click(save);
    await waitFor(() => expect(within(offer).getByRole('status')).toHaveTextContent('Limits saved.'));
    await userEvent.clear(day);
    await userEvent.type(day, '900');
    await userEvent.click(save);
    expect(await within(offer).findByText(/Rises to ¥900.00 at/)).toBeInTheDocument();
    await userEvent.click(save);
    expect(await within(offer).findByText('Nothing has changed, so there is nothing to save.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('is not offered to a player who has deposited before', async () => {
    const { store } = await renderAs('member', <FirstDepositLimitOffer />);
    await protectionsLoaded(store);
    expect(screen.queryByRole('region', OFFER)).not.toBeInTheDocument();
  });
});
