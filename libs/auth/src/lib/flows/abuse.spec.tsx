import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow } from '../../testing/account-flows';
import { AUTH_MODALS } from '../modals/auth-modal-ids';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

describe('abuse: rapid clicks send once (issue 19, spec §9)', () => {
  it('five fast clicks on "Send code" send one SMS, and the button stays shut while it counts down', async () => {
    const smsCalls = sandbox.record(/\/wps\/verification\/sms\/noLogin(?:\?|$)/);
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9175550101');
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    for (let click = 0; click < 5; click += 1) await userEvent.click(send);
    await waitFor(() => expect(send).toHaveTextContent(/\(\d+ s\)$/));
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(smsCalls).toHaveLength(1);
  });

  it('five fast clicks on "Log in" send one login, the button disabled while it is on its way', async () => {
    const loginCalls = sandbox.record(/\/wps\/session\/login(?:\?|$)/);
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'demo_member');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Member#2024');
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    for (let click = 0; click < 5; click += 1) await userEvent.click(submit);
    await screen.findByRole('dialog', { name: 'Welcome back' });
    await waitFor(() => expect(loginCalls).toHaveLength(1));
  });
});
