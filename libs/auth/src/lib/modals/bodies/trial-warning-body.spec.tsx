import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../auth-modal-ids';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

describe('the trial warning (spec §8: in_need_true_account, with in_increase_submit)', () => {
  it('says a real account is needed, and its confirm button closes it', async () => {
    openFlow(AUTH_MODALS.trialWarning);
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(await within(warning).findByText('This function is for real accounts only. Please register a real account.')).toBeVisible();
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Real account needed' })).not.toBeInTheDocument());
  });

  it('offers the registration its message asks for as its primary action, which opens it', async () => {
    openFlow(AUTH_MODALS.trialWarning);
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    const register = await within(warning).findByRole('button', { name: 'Register' });
    // The last of its actions, where a dialog's main one stands.
    expect(within(warning).getAllByRole('button').at(-1)).toBe(register);
    await userEvent.click(register);
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Real account needed' })).not.toBeInTheDocument();
  });

  it('offers no registration where the merchant takes none (both registrations switched off)', async () => {
    sandbox.use({ modules: { USERNAMEREG3: false, MOBILENUMREG3: false } });
    openFlow(AUTH_MODALS.trialWarning);
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(await within(warning).findByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(within(warning).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
