import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';

/** The sandbox merchant's default password, which its settings (`defaultPassword`) name (docs/demo-accounts.md). */
const DEFAULT_PASSWORD = 'a1234567';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

async function logIn(username: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('the forced password change (spec §4) is decided by the settings as they are when the login answers', () => {
  it('settings still on their way when the form was drawn decide: the default password forces the change', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held until the login has left; then the sandbox answers as usual (a resolver that returns nothing falls through).
    sandbox.server.use(http.get('*/wps/system/whitelabel', () => held.then(() => undefined)));
    const logins = sandbox.record(/\/wps\/session\/login(?:\?|$)/);
    openFlow(AUTH_MODALS.login);
    await logIn('default_pw', DEFAULT_PASSWORD);
    await waitFor(() => expect(logins).toHaveLength(1));
    release();
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it("settings that cannot be had: the server's word that the password has expired still forces the change", async () => {
    sandbox.server.use(http.get('*/wps/system/whitelabel', () => HttpResponse.error()));
    openFlow(AUTH_MODALS.login);
    await logIn('expired_pw', 'Expired#2024');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('settings that cannot be had do not keep a player with a current password out', async () => {
    sandbox.server.use(http.get('*/wps/system/whitelabel', () => HttpResponse.error()));
    openFlow(AUTH_MODALS.login);
    await logIn('demo_member', 'Member#2024');
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
